#!/usr/bin/env node
// Snapshots a live WordPress into content/snapshot/: the REST answers the site reads (DESIGN.md,
// "WordPress contract"), per language, plus every image they reference on the WordPress host,
// stored under media/ and referenced as /media/<path>, so the bundled snapshot is self-contained.
//
//   node scripts/content-pull.mjs --from https://admin.example.me [--out content/snapshot] [--timeout 10]
//
// Everything is fetched and written to a temporary folder first; the output's JSON and media are
// replaced only when the whole pull succeeded. Other files in the output folder and
// media/MANIFEST.md are kept.
import { chmod, cp, mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const LANGUAGES = ['me', 'en'];
const COLLECTIONS = {
  pages: {},
  rooms: { orderby: 'menu_order', order: 'asc' },
  posts: {},
};
const IMAGE_PATH = /\.(?:jpe?g|png|gif|webp|avif|svg)$/i;
const UPLOADS = '/wp-content/uploads/';
const MEDIA_CONCURRENCY = 6;
const KEEP_IN_MEDIA = ['MANIFEST.md'];

/**
 * Pulls the snapshot. Resolves to a summary; rejects (leaving `out` untouched) when any request
 * fails, with the URL in the message.
 */
export async function pull({
  from,
  out = 'content/snapshot',
  fetchImpl = globalThis.fetch,
  log = console.log,
  timeoutMs = 10_000,
}) {
  const base = parseBase(from);
  const get = (url, accept) => request(fetchImpl, url, accept, timeoutMs);
  const files = new Map();
  const counts = {};
  const options = {};

  for (const lang of LANGUAGES) {
    const body = await getOptions(get, base, lang);
    files.set(`options.${lang}.json`, body);
    options[lang] = Array.isArray(body.acf) || !body.acf ? 'empty' : 'ok';
    for (const [name, query] of Object.entries(COLLECTIONS)) {
      const items = await getAll(get, base, name, { lang, ...query }, log);
      files.set(`${name}.${lang}.json`, items);
      (counts[name] ??= {})[lang] = items.length;
    }
  }

  const target = path.resolve(out);
  await mkdir(path.dirname(target), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(target), `.${path.basename(target)}.pull-`));
  try {
    await chmod(staging, 0o755); // mkdtemp's 0700 would hide the snapshot from a server's user
    const media = await downloadMedia(
      get,
      base,
      [...files.values()],
      path.join(staging, 'media'),
      log,
    );
    for (const [name, data] of files) {
      const rewritten = mapStrings(data, (text) =>
        replaceImageUrls(text, base, (found) => media.saved.get(found.file)),
      );
      await writeFile(path.join(staging, name), `${JSON.stringify(rewritten, null, 2)}\n`, 'utf8');
    }
    await carryOver(target, staging, [...files.keys()]);
    await replaceDir(staging, target);
    const summary = {
      out: target,
      counts,
      options,
      media: { files: media.saved.size, bytes: media.bytes, missing: media.missing },
    };
    printSummary(summary, base, log);
    return summary;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

function parseBase(from) {
  let url;
  try {
    url = new URL(String(from ?? ''));
  } catch {
    throw new Error(
      `--from must be the WordPress URL, e.g. https://admin.example.me (got "${from ?? ''}")`,
    );
  }
  if (!/^https?:$/.test(url.protocol))
    throw new Error(`--from must be an http(s) URL (got "${from}")`);
  url.pathname = url.pathname.replace(/\/+$/, '');
  url.search = '';
  url.hash = '';
  return url;
}

const apiUrl = (base, route, query) =>
  `${base.href.replace(/\/+$/, '')}/wp-json/${route}?${new URLSearchParams(query)}`;

async function request(fetchImpl, url, accept, timeoutMs) {
  let response;
  try {
    response = await fetchImpl(url, {
      headers: { Accept: accept },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason =
      error?.name === 'TimeoutError'
        ? `timed out after ${timeoutMs / 1000} s`
        : `failed: ${error?.cause?.message ?? error?.message ?? error}`;
    throw new Error(`GET ${url} ${reason}`);
  }
  return response;
}

async function getJson(get, url) {
  const response = await get(url, 'application/json');
  if (!response.ok)
    throw new Error(`GET ${url} answered HTTP ${response.status} ${response.statusText}`.trim());
  const text = await response.text().catch((error) => {
    throw new Error(`GET ${url} failed while reading the answer: ${error.message}`);
  });
  try {
    return { body: JSON.parse(text), headers: response.headers };
  } catch (error) {
    throw new Error(`GET ${url} did not answer JSON (${error.message})`);
  }
}

async function getOptions(get, base, lang) {
  const url = apiUrl(base, 'acf/v3/options/options', { lang });
  const { body } = await getJson(get, url);
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('acf' in body)) {
    throw new Error(`GET ${url} answered without an "acf" object: is "ACF to REST API" active?`);
  }
  return stripLinks(body);
}

/** Every item of a collection, following `X-WP-TotalPages`. */
async function getAll(get, base, name, query, log) {
  const items = [];
  for (let page = 1, totalPages = 1; page <= totalPages; page += 1) {
    const url = apiUrl(base, `wp/v2/${name}`, {
      ...query,
      per_page: 100,
      page,
      _embed: 'wp:featuredmedia',
    });
    const { body, headers } = await getJson(get, url);
    if (
      !Array.isArray(body) ||
      body.some((item) => !item || typeof item !== 'object' || !Number.isInteger(item.id))
    ) {
      throw new Error(`GET ${url} did not answer a list of items`);
    }
    items.push(...body);
    totalPages = Number(headers.get('x-wp-totalpages')) || 1;
  }
  const foreign = items.filter((item) => item.lang !== undefined && item.lang !== query.lang);
  if (foreign.length)
    log(
      `warning: ${foreign.length} ${name} in ${query.lang} carry another lang (is Polylang's language slug "${query.lang}"?)`,
    );
  return items.map(stripLinks);
}

/** `_links` only point into the WordPress admin host; the site never reads them. */
function stripLinks(value) {
  if (Array.isArray(value)) return value.map(stripLinks);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '_links')
      .map(([key, item]) => [key, stripLinks(item)]),
  );
}

function mapStrings(value, map) {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]),
  );
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces each image URL on the WordPress host inside `text` (a whole URL, or URLs in HTML
 * attributes such as src and srcset) by `replace(found)`, or keeps it when that returns nothing.
 */
function replaceImageUrls(text, base, replace) {
  if (text.startsWith('/') && text.includes(UPLOADS) && !/\s/.test(text)) {
    const found = mediaFile(new URL(text, base));
    return (found && replace(found)) || text;
  }
  if (!text.includes(base.host)) return text;
  const pattern = new RegExp(`(?:https?:)?//${escapeRegExp(base.host)}/[^\\s"'<>()]*`, 'gi');
  return text.replace(pattern, (match) => {
    const found = mediaFile(new URL(match, base));
    return (found && replace(found)) || match;
  });
}

/** Where an image URL is stored: its path under wp-content/uploads (else its whole path). */
function mediaFile(url) {
  if (!IMAGE_PATH.test(url.pathname)) return null;
  const at = url.pathname.indexOf(UPLOADS);
  const relative =
    at >= 0 ? url.pathname.slice(at + UPLOADS.length) : url.pathname.replace(/^\/+/, '');
  let segments;
  try {
    segments = relative.split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
  // Never write outside media/; the site's media route refuses dot-files as well.
  if (segments.some((segment) => !segment || segment.startsWith('.') || /[\\/\0]/.test(segment)))
    return null;
  const file = segments.join('/');
  url.search = '';
  url.hash = '';
  return { url: url.href, file, reference: `/media/${segments.map(encodeURIComponent).join('/')}` };
}

/** Downloads each image once (by local path). 404/410 are reported and keep their URL. */
async function downloadMedia(get, base, documents, dir, log) {
  const wanted = new Map();
  for (const document of documents) {
    mapStrings(document, (text) =>
      replaceImageUrls(text, base, (found) => {
        if (!wanted.has(found.file)) wanted.set(found.file, found);
      }),
    );
  }
  const saved = new Map();
  const missing = [];
  let bytes = 0;
  const queue = [...wanted.values()];
  let failed = false;
  async function worker() {
    for (let found = queue.shift(); found && !failed; found = queue.shift()) {
      const response = await get(found.url, 'image/*,*/*;q=0.8');
      const type = response.headers.get('content-type') ?? '';
      if (
        response.status === 404 ||
        response.status === 410 ||
        (response.ok && type.includes('text/html'))
      ) {
        await response.body?.cancel();
        missing.push(found.url);
        log(
          `warning: ${found.url} answered HTTP ${response.status}${response.ok ? ` (${type})` : ''}; its reference is kept`,
        );
        continue;
      }
      if (!response.ok)
        throw new Error(
          `GET ${found.url} answered HTTP ${response.status} ${response.statusText}`.trim(),
        );
      let data;
      try {
        data = Buffer.from(await response.arrayBuffer());
      } catch (error) {
        throw new Error(`GET ${found.url} failed while downloading: ${error.message}`);
      }
      const file = path.join(dir, ...found.file.split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
      bytes += data.length;
      saved.set(found.file, found.reference);
    }
  }
  // Let every worker stop before failing, so none writes into a staging folder being removed.
  const results = await Promise.allSettled(
    Array.from({ length: MEDIA_CONCURRENCY }, () =>
      worker().catch((error) => ((failed = true), Promise.reject(error))),
    ),
  );
  const rejected = results.find((result) => result.status === 'rejected');
  if (rejected) throw rejected.reason;
  return { saved, missing: missing.sort(), bytes };
}

/** Copies into the new snapshot what the pull does not own: other files, media/MANIFEST.md. */
async function carryOver(target, staging, owned) {
  const entries = await readdir(target).catch((error) =>
    error.code === 'ENOENT' ? [] : Promise.reject(error),
  );
  for (const entry of entries) {
    if (entry === 'media') {
      for (const keep of KEEP_IN_MEDIA) {
        await cp(path.join(target, 'media', keep), path.join(staging, 'media', keep)).catch(
          (error) => {
            if (error.code !== 'ENOENT') throw error;
          },
        );
      }
    } else if (!owned.includes(entry)) {
      await cp(path.join(target, entry), path.join(staging, entry), { recursive: true });
    }
  }
}

/** Swaps `staging` in for `target` with two renames, restoring the old folder if the second fails. */
async function replaceDir(staging, target) {
  const backup = `${staging}.old`;
  const hadTarget = await rename(target, backup).then(
    () => true,
    (error) => (error.code === 'ENOENT' ? false : Promise.reject(error)),
  );
  try {
    await rename(staging, target);
  } catch (error) {
    if (hadTarget) await rename(backup, target);
    throw error;
  }
  if (hadTarget) await rm(backup, { recursive: true, force: true });
}

function printSummary({ out, counts, options, media }, base, log) {
  log(`Pulled ${base.href} into ${path.relative(process.cwd(), out) || '.'}`);
  log(`  ${''.padEnd(8)}${LANGUAGES.map((lang) => lang.padStart(6)).join('')}`);
  for (const [name, perLang] of Object.entries(counts)) {
    log(
      `  ${name.padEnd(8)}${LANGUAGES.map((lang) => String(perLang[lang]).padStart(6)).join('')}`,
    );
  }
  log(`  ${'options'.padEnd(8)}${LANGUAGES.map((lang) => options[lang].padStart(6)).join('')}`);
  log(
    `  media: ${media.files} files downloaded, ${formatBytes(media.bytes)}${media.missing.length ? `, ${media.missing.length} missing` : ''}`,
  );
}

const formatBytes = (n) =>
  n < 1024
    ? `${n} B`
    : n < 1024 ** 2
      ? `${(n / 1024).toFixed(1)} KB`
      : `${(n / 1024 ** 2).toFixed(1)} MB`;

/** `--name value` and `--name=value`. */
export function parseArgs(argv) {
  const args = {};
  for (let i = 0; i < argv.length; i += 1) {
    const match = argv[i].match(/^--([\w-]+)(?:=(.*))?$/);
    if (!match) throw new Error(`unexpected argument "${argv[i]}"`);
    const next = argv[i + 1];
    args[match[1]] =
      match[2] ?? (next === undefined || next.startsWith('--') ? 'true' : argv[(i += 1)]);
  }
  return args;
}

const USAGE =
  'usage: node scripts/content-pull.mjs --from <WORDPRESS_URL> [--out content/snapshot] [--timeout <seconds>]';

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) return console.log(USAGE);
  const from = args.from ?? process.env.WORDPRESS_URL;
  if (!from) throw new Error(`--from is required (or WORDPRESS_URL)\n${USAGE}`);
  const timeout = Number(args.timeout ?? 10);
  if (!(timeout > 0))
    throw new Error(`--timeout must be a number of seconds (got "${args.timeout}")`);
  await pull({ from, out: args.out ?? 'content/snapshot', timeoutMs: timeout * 1000 });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(`content:pull failed: ${error.message}`);
    process.exitCode = 1;
  });
}
