// Types of page-bytes.mjs for the TypeScript tests that count with it.
export interface FirstLoadJs {
  scripts: string[];
  rawBytes: number;
  gzipBytes: number;
}
export interface PageBytes {
  rawBytes: number;
  gzipBytes: number;
  flightBytes: number;
  inlineCssBytes: number;
  visibleBytes: number;
  flightOverVisible: number;
}
export function readBudgets(root?: string): unknown;
export function gzipSize(body: string | Buffer): number;
export function scriptSources(html: string): string[];
export function firstLoadJs(
  html: string,
  base: string,
  fetchBytes: (url: string) => Promise<Buffer>,
): Promise<FirstLoadJs>;
export function pageBytes(body: string | Buffer): PageBytes;
export const KB: number;
