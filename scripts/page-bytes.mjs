// How a page's weight is counted, in one place for the budget test (tests/e2e/page-budgets.spec.ts),
// the bench (scripts/bench.mjs) and the bare page's measurement (scripts/measure-bare-page.mjs):
// bytes only, so the same build always gives the same figures.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budgets file at the project's root (budgets.json), from the project's folder. */
export function readBudgets(root = process.cwd()) {
  return JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8'));
}

/** Bytes after gzip at zlib's default level, as a server compresses a response. */
export function gzipSize(body) {
  return gzipSync(typeof body === 'string' ? Buffer.from(body) : body).length;
}

/**
 * Every script file a page's HTML names, once each: `<script src>`, and the scripts it has the
 * browser preload (`<link rel="preload" as="script">`), which it fetches with the page as well.
 */
export function scriptSources(html) {
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
  const preloads = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /\brel="(?:preload|modulepreload)"/.test(tag) && /\bas="script"/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1])
    .filter(Boolean);
  return [...new Set([...scripts, ...preloads].map((src) => src.replaceAll('&amp;', '&')))];
}

/**
 * First-load JavaScript: every script the page's HTML names, fetched with `fetchBytes(url)` and
 * counted raw and gzip. `base` resolves the HTML's relative addresses.
 */
export async function firstLoadJs(html, base, fetchBytes) {
  const sources = scriptSources(html);
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const body = await fetchBytes(new URL(src, base).toString());
    raw += body.length;
    gzip += gzipSize(body);
  }
  return { scripts: sources, rawBytes: raw, gzipBytes: gzip };
}

/**
 * A page's bytes split up: the React flight data (the inline `self.__next_f.push` scripts the
 * browser parses to hydrate, counted with their tags), inline stylesheets, and the rest, the
 * visible HTML.
 */
export function pageBytes(body) {
  const buffer = typeof body === 'string' ? Buffer.from(body) : body;
  const html = buffer.toString('utf8');
  let flight = 0;
  for (const match of html.matchAll(/<script[^>]*>self\.__next_f\.push\([\s\S]*?<\/script>/g))
    flight += Buffer.byteLength(match[0]);
  let css = 0;
  for (const match of html.matchAll(/<style[^>]*>[\s\S]*?<\/style>/g))
    css += Buffer.byteLength(match[0]);
  const visible = buffer.length - flight - css;
  return {
    rawBytes: buffer.length,
    gzipBytes: gzipSize(buffer),
    flightBytes: flight,
    inlineCssBytes: css,
    visibleBytes: visible,
    flightOverVisible: flight / visible,
  };
}

export const KB = 1024;
