import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', '.next-*/**', 'bench-results/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'scripts/art/**']),
  {
    rules: {
      // Every internal link goes through the route table (src/i18n/link.tsx, src/i18n/paths.ts).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: "Use Link from '@/i18n/link' (server components) or LocalizedPathLink from '@/i18n/path-link' with a path from '@/i18n/paths': they know the localized paths." },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/i18n/link.tsx', 'src/i18n/path-link.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The layers: routes in src/app/ are thin and import from the rest; nothing imports a route.
    files: ['src/**/*.{ts,tsx,mts}'],
    ignores: ['src/app/**', 'src/i18n/navigation.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: "Use Link from '@/i18n/navigation': it knows the localized paths." },
          ],
          patterns: [{ group: ['@/app/*', '**/app/*'], message: 'Code outside src/app/ never imports from a route.' }],
        },
      ],
    },
  },
]);
