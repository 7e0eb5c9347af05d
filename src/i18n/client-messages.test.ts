import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import me from '../../messages/me.json';
import { formNamespaces, pickMessages } from './pick-messages';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const files = sourceFiles(path.join(root, 'src')).map((file) => ({
  name: path.relative(root, file),
  text: readFileSync(file, 'utf8'),
}));

describe('the strings that reach the browser', () => {
  it('picks whole namespaces, so keys added under one come along without a change here', () => {
    const catalogue = { ...en, booking: { ...en.booking, newField: { label: 'New' } } };
    const picked = pickMessages(catalogue, ['booking']);
    expect(picked).toEqual({ booking: catalogue.booking });
    expect(pickMessages(catalogue, ['no-such-namespace'])).toEqual({});
  });

  it('gives the booking form its own namespace and nothing else of the catalogue', () => {
    for (const catalogue of [en, me]) {
      const picked = pickMessages(catalogue, Object.values(formNamespaces));
      expect(Object.keys(picked)).toEqual(['booking']);
      expect(picked.booking).toEqual(catalogue.booking);
    }
  });

  it('every useTranslations call is in a client form and reads the namespace its provider gives', () => {
    const calls = files.flatMap(({ name, text }) =>
      [...text.matchAll(/useTranslations\(\s*(['"`])([^'"`]*)\1/g)].map((match) => ({
        name,
        namespace: (match[2] ?? '').split('.')[0] ?? '',
      })),
    );
    expect(calls.length).toBeGreaterThan(5);
    for (const { name, namespace } of calls) {
      const form = Object.entries(formNamespaces).find(([folder]) => name.startsWith(folder))?.[1];
      expect(form, `${name} calls useTranslations outside a client form`).toBeDefined();
      expect(namespace, name).toBe(form);
    }
  });

  it("no client component outside the forms loads next-intl's client runtime", () => {
    // next-intl's hooks and navigation (Link, usePathname, getPathname from createNavigation)
    // need NextIntlClientProvider and bring its message parser into the page's first load.
    const clientFiles = files.filter(({ text }) => /^\s*['"]use client['"]/.test(text));
    expect(clientFiles.length).toBeGreaterThan(5);
    for (const { name, text } of clientFiles) {
      if (Object.keys(formNamespaces).some((folder) => name.startsWith(folder))) continue;
      expect(text, name).not.toMatch(/from ['"](next-intl|use-intl)(\/[\w-]+)?['"]/);
      expect(text, name).not.toMatch(/from ['"]@\/i18n\/(navigation|client-messages)['"]/);
    }
  });

  it('the site shell renders no NextIntlClientProvider around the pages', () => {
    const shell = files.find(
      ({ name }) => name === path.join('src', 'components', 'layout', 'site-shell.tsx'),
    );
    expect(shell?.text).toBeDefined();
    expect(shell?.text).not.toMatch(/ClientMessages|NextIntlClientProvider/);
  });

  it('no component hands the whole catalogue to the browser', () => {
    for (const { name, text } of files) {
      if (name === path.join('src', 'i18n', 'client-messages.tsx')) continue;
      expect(text, name).not.toMatch(/<NextIntlClientProvider\b/);
      expect(text, name).not.toMatch(/\buseMessages\(/);
    }
  });
});
