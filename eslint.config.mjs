import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const linkRule = {
  name: 'next/link',
  message:
    "Use Link from '@/i18n/link' (server components) or LocalizedPathLink from '@/i18n/path-link' with a path from '@/i18n/paths': they know the localized paths.",
};
// Routes call a loader or the booking module; the database stays behind them (DESIGN.md, Conventions 9).
const databaseRule = {
  group: ['@/lib/db/*', '@/booking/db/*', '**/lib/db/*', '**/booking/db/*'],
  message:
    'Routes never import the database: call a loader (src/staff/loaders/, …) or the booking module.',
};
const routeRule = {
  group: ['@/app/*', '**/app/*'],
  message: 'Code outside src/app/ never imports from a route.',
};
const mailRule = {
  group: ['@/booking/server/*', '../server/*'],
  message:
    'The mails are rendered from what they are given: nothing in src/booking/mail/ imports src/booking/server/.',
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'bench-results/**',
    'node_modules/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'scripts/art/**',
  ]),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Every internal link goes through the route table (src/i18n/link.tsx, src/i18n/paths.ts),
      // and, outside src/app/, nothing imports a route: routes are thin and import the rest.
      'no-restricted-imports': ['error', { paths: [linkRule], patterns: [routeRule] }],
    },
  },
  {
    files: ['src/app/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [linkRule], patterns: [databaseRule] }] },
  },
  {
    files: ['src/booking/mail/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [linkRule], patterns: [routeRule, mailRule] }],
    },
  },
  {
    files: ['src/i18n/link.tsx', 'src/i18n/path-link.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [routeRule] }] },
  },
]);
