import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import me from '../../messages/me.json';
import { formNamespaces, pickMessages, shellNamespaces } from './pick-messages';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const files = sourceFiles(path.join(root, 'src')).map((file) => ({ name: path.relative(root, file), text: readFileSync(file, 'utf8') }));

describe('the strings that reach the browser', () => {
  it('picks whole namespaces, so keys added under one come along without a change here', () => {
    const catalogue = { ...en, booking: { ...en.booking, newField: { label: 'New' } } };
    const picked = pickMessages(catalogue, ['booking']);
    expect(picked).toEqual({ booking: catalogue.booking });
    expect(pickMessages(catalogue, ['no-such-namespace'])).toEqual({});
  });

  it('gives the shell a small part of the catalogue, without the booking form', () => {
    for (const catalogue of [en, me]) {
      const picked = pickMessages(catalogue, shellNamespaces);
      expect(Object.keys(picked).sort()).toEqual([...shellNamespaces].sort());
      expect(picked).not.toHaveProperty('booking');
      expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(catalogue).length / 3);
    }
  });

  it('every useTranslations call reads a namespace its provider gives', () => {
    const calls = files.flatMap(({ name, text }) =>
      [...text.matchAll(/useTranslations\(\s*(['"`])([^'"`]*)\1/g)].map((match) => ({ name, namespace: (match[2] ?? '').split('.')[0] ?? '' })),
    );
    expect(calls.length).toBeGreaterThan(5);
    for (const { name, namespace } of calls) {
      const form = Object.entries(formNamespaces).find(([folder]) => name.startsWith(folder))?.[1];
      const given: readonly string[] = form ? [...shellNamespaces, form] : shellNamespaces;
      expect(given, `${name} reads '${namespace}'`).toContain(namespace);
    }
  });

  it('no component hands the whole catalogue to the browser', () => {
    for (const { name, text } of files) {
      if (name === path.join('src', 'i18n', 'client-messages.tsx')) continue;
      expect(text, name).not.toMatch(/<NextIntlClientProvider\b/);
      expect(text, name).not.toMatch(/\buseMessages\(/);
    }
  });
});
