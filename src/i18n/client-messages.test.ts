import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
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

/** Every string of a catalogue (or part of one), by its dotted path. */
function leaves(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

function at(tree: unknown, dotted: string): unknown {
  return dotted
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[key]
          : undefined,
      tree,
    );
}

/**
 * What the form's client components read, found in their code: the keys they name (a literal,
 * or either branch of a `?:` of literals) and, for a key computed at run time (`tFields(field)`),
 * the whole namespace that translator is bound to.
 */
function clientReads(sources: { name: string; text: string }[]) {
  const keys = new Set<string>();
  const wholes = new Set<string>();
  const literals = (node: ts.Expression): string[] | undefined => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isParenthesizedExpression(node)) return literals(node.expression);
    if (ts.isConditionalExpression(node)) {
      const [yes, no] = [literals(node.whenTrue), literals(node.whenFalse)];
      return yes && no ? [...yes, ...no] : undefined;
    }
    return undefined;
  };
  for (const { name, text } of sources) {
    const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const translators = new Map<string, string>();
    const calls: { translator: string; argument: ts.Expression | undefined }[] = [];
    const handed: string[] = [];
    const visit = (node: ts.Node) => {
      // `const t = useTranslations('ns')`, also behind a type assertion (`as Translate`).
      let initializer =
        ts.isVariableDeclaration(node) && node.initializer ? node.initializer : undefined;
      while (initializer && ts.isAsExpression(initializer)) initializer = initializer.expression;
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        initializer &&
        ts.isCallExpression(initializer) &&
        ts.isIdentifier(initializer.expression) &&
        initializer.expression.text === 'useTranslations'
      ) {
        const [namespace] = initializer.arguments;
        if (namespace && ts.isStringLiteral(namespace))
          translators.set(node.name.text, namespace.text);
      } else if (ts.isCallExpression(node)) {
        const callee = ts.isPropertyAccessExpression(node.expression)
          ? node.expression.expression
          : node.expression;
        if (ts.isIdentifier(callee))
          calls.push({ translator: callee.text, argument: node.arguments[0] });
        // A translator handed to a function (`groupsText(tFit, fit)`) may read any of its keys.
        for (const argument of node.arguments)
          if (ts.isIdentifier(argument)) handed.push(argument.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    for (const name of handed) {
      const namespace = translators.get(name);
      if (namespace !== undefined) wholes.add(namespace);
    }
    for (const { translator, argument } of calls) {
      const namespace = translators.get(translator);
      if (namespace === undefined || argument === undefined) continue;
      const named = literals(argument);
      if (named) for (const key of named) keys.add(`${namespace}.${key}`);
      else wholes.add(namespace);
    }
  }
  return { keys, wholes };
}

/** The strings a client component reads that the picked messages lack. */
function missing(picked: unknown, reads: ReturnType<typeof clientReads>): string[] {
  return [
    ...[...reads.keys].filter((key) => typeof at(picked, key) !== 'string'),
    ...[...reads.wholes].filter((namespace) => typeof at(picked, namespace) !== 'object'),
  ];
}

/** The picked strings no client component reads (the server's own, or none's). */
function unread(picked: unknown, reads: ReturnType<typeof clientReads>): string[] {
  return leaves(picked).filter(
    (key) =>
      !reads.keys.has(key) &&
      ![...reads.wholes].some((namespace) => key.startsWith(`${namespace}.`)),
  );
}

const formFiles = files.filter(({ name }) =>
  Object.keys(formNamespaces).some((folder) => name.startsWith(folder)),
);

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

  it('the form gets every string its client components read and no other', () => {
    const reads = clientReads(formFiles);
    expect(reads.keys.size).toBeGreaterThan(40);
    // Keys computed at run time: the form's validation messages, field names in the summary, and
    // a party's fit in words (rules/party-fit-text.ts, handed the translator).
    expect([...reads.wholes].sort()).toEqual(['booking.errors', 'booking.fields', 'booking.fit']);
    for (const catalogue of [en, me]) {
      const picked = pickMessages(catalogue, Object.values(formNamespaces));
      expect(missing(picked, reads)).toEqual([]);
      expect(unread(picked, reads)).toEqual([]);
    }
  });

  it('a client string left out, or a server string put in, shows as such', () => {
    const reads = clientReads(formFiles);
    const { submit: _submit, ...lacking } = en.booking;
    expect(missing({ booking: lacking }, reads)).toEqual(['booking.submit']);
    const withMail = { booking: { ...en.booking, mail: { subject: 'Your request' } } };
    expect(unread(withMail, reads)).toEqual(['booking.mail.subject']);
    // The mails and the link pages are the server's: none of their strings is read in a form.
    for (const namespace of ['bookingPage', 'bookingMail', 'bookingLifecycle'] as const)
      expect(unread({ [namespace]: en[namespace] }, reads).length, namespace).toBe(
        leaves(en[namespace]).length,
      );
  });

  it('both languages have the same keys', () => {
    expect(leaves(me).sort()).toEqual(leaves(en).sort());
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
