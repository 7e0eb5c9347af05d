#!/usr/bin/env node
// A stand-in WordPress for end-to-end tests: answers the site's REST requests (DESIGN.md →
// "WordPress contract") the way WordPress + ACF to REST API + Polylang do, serves a few uploads
// (SVG, and JPEG and PNG drawn with sharp), and can be told to fail. node:http and sharp.
//
//   node tests/wordpress/fake-wordpress.mjs --port 3199
//
// Control API (JSON; not part of WordPress, never logged as a WordPress request):
//   GET  /__control                 → {mode, requests: <count>}
//   POST /__control                 {mode: 'ok' | 'error500' | 'hang' | 'invalid-json'}
//   POST /__control/reset           mode ok, no latency, content rebuilt, request log cleared
//   POST /__control/latency         {ms}: every REST answer waits this long first (0 to 60000)
//   POST /__control/plugins         {acfToRest?: bool, polylang?: bool}: a plugin switched off
//                                   answers as WordPress does without it (options route 404
//                                   `rest_no_route`; `lang` ignored, items without lang and
//                                   translations); reset switches both on
//   POST /__control/room-title      {slug, lang, title} → {id}
//   POST /__control/news            {lang, slug, title} → {id}: publish a news item (newest); its
//                                   slug stored as WordPress does (another script percent-encoded)
//   POST /__control/delete          {type: 'pages'|'rooms'|'posts', lang, slug} → {id}: moved to the bin
//   POST /__control/delete-page     {lang, slug} → {id}: the same for a page
//   GET  /__control/content         the content being served
//   GET  /__control/requests        [{method, url, headers: {accept, user-agent}, authenticated, mode, at}]
//
// Drafts and autosaves (content.mjs, "Preview") are served only with HTTP Basic auth of the
// preview user's application password, as WordPress does: `context=edit`, a draft by id and
// `wp/v2/<type>/<id>/autosaves` answer 401 without credentials. As WordPress 6.1 does, a wrong
// application password counts as no credentials (public routes answer 200, `context=edit` 401
// `rest_forbidden_context`), and a user who may not edit (the subscriber) gets 403 there.
import http from 'node:http';
import { buildContent, extraNewsPost, mimeOf, rasterOf, svgOf } from './content.mjs';
import {
  PREVIEW_PASSWORD,
  PREVIEW_USER,
  SUBSCRIBER_PASSWORD,
  SUBSCRIBER_USER,
} from './preview.mjs';

const MODES = ['ok', 'error500', 'hang', 'invalid-json'];
const LANGS = ['me', 'en'];
const DEFAULT_LANG = 'me';
const REST_BASES = { pages: 'pages', rooms: 'rooms', posts: 'posts' };

function argument(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const port = Number(
  argument('port', process.env.PORT ?? String(Number(process.env.E2E_PORT_BASE ?? 3100) + 99)),
);
const host = argument('host', '127.0.0.1');

const state = {
  mode: 'ok',
  latencyMs: 0,
  content: buildContent(),
  requests: [],
  nextId: 9000,
  /** Items moved to the bin: id → item (status `trash`); WordPress answers 401 for them publicly. */
  trashed: new Map(),
  plugins: { acfToRest: true, polylang: true },
};
/** Requests held open in `hang` mode: closed when the client gives up or the server stops. */
const hanging = new Set();

// --- responses --------------------------------------------------------------------------------

function send(res, status, body, headers = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': Buffer.byteLength(text),
    'X-Robots-Tag': 'noindex',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(text);
}

const wpError = (res, status, code, message, extra = {}) =>
  send(res, status, { code, message, data: { status, ...extra } });

async function readJson(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// --- the REST API -----------------------------------------------------------------------------

/** What WordPress adds to every item: `_links`, and `_embedded` only when asked to embed. */
function present(item, kind, query) {
  const { _embedded, ...rest } = item;
  const out = {
    ...rest,
    _links: {
      self: [{ href: `http://${host}:${port}/wp-json/wp/v2/${kind}/${item.id}` }],
      collection: [{ href: `http://${host}:${port}/wp-json/wp/v2/${kind}` }],
    },
  };
  const embed = query.get('_embed');
  if (embed !== null && _embedded) {
    // `_embed` alone (or `1`) embeds everything; `_embed=wp:featuredmedia` only that relation.
    const wanted = embed === '' || embed === '1' || embed === 'true' ? null : embed.split(',');
    const picked = Object.fromEntries(
      Object.entries(_embedded).filter(([rel]) => !wanted || wanted.includes(rel)),
    );
    if (Object.keys(picked).length) out._embedded = picked;
  }
  const fields = query.get('_fields');
  if (fields) {
    const keep = fields.split(',').map((field) => field.trim());
    return Object.fromEntries(Object.entries(out).filter(([key]) => keep.includes(key)));
  }
  return out;
}

/** Polylang's `lang` filter; no `lang` (or no Polylang) means every language. */
function itemsOf(kind, lang) {
  const all = state.content[kind];
  if (!state.plugins.polylang)
    return LANGS.flatMap((code) => all[code]).map(({ lang: _, translations: __, ...item }) => item);
  if (lang === null) return LANGS.flatMap((code) => all[code]);
  return all[lang] ?? [];
}

/**
 * WordPress's `sanitize_title()` for what the stand-in needs: lowercase, and characters outside
 * ASCII percent-encoded in lowercase (`новости` → `%d0%bd%d0%be…`); octets already encoded stay.
 */
function sanitizeSlug(value) {
  return value
    .trim()
    .toLowerCase()
    .replace(/[^\x00-\x7f]/gu, (char) => encodeURIComponent(char).toLowerCase())
    .replace(/\s+/g, '-');
}

function intParam(query, name, fallback, min, max) {
  const raw = query.get(name);
  if (raw === null || raw === '') return { value: fallback };
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || (max !== undefined && value > max)) {
    return {
      error: `${name} must be ${max === undefined ? `at least ${min}` : `between ${min} (inclusive) and ${max} (inclusive)`}`,
    };
  }
  return { value };
}

function collection(res, kind, query) {
  const perPage = intParam(query, 'per_page', 10, 1, 100);
  const page = intParam(query, 'page', 1, 1);
  for (const [name, parsed] of [
    ['per_page', perPage],
    ['page', page],
  ]) {
    if (parsed.error) {
      return wpError(res, 400, 'rest_invalid_param', `Invalid parameter(s): ${name}`, {
        params: { [name]: parsed.error },
      });
    }
  }
  const orderby = query.get('orderby') ?? 'date';
  if (!['date', 'menu_order', 'id', 'title', 'slug', 'modified'].includes(orderby)) {
    return wpError(res, 400, 'rest_invalid_param', 'Invalid parameter(s): orderby', {
      params: { orderby: 'orderby is not one of the allowed values.' },
    });
  }
  const order = query.get('order') ?? 'desc';
  if (!['asc', 'desc'].includes(order)) {
    return wpError(res, 400, 'rest_invalid_param', 'Invalid parameter(s): order', {
      params: { order: 'order is not one of asc, desc.' },
    });
  }

  let items = itemsOf(kind, query.get('lang'));
  // `slug` may be a comma-separated list (or `slug[]=`), sanitised as WordPress stores slugs.
  const slugs = [...query.getAll('slug'), ...query.getAll('slug[]')]
    .flatMap((value) => value.split(','))
    .filter(Boolean)
    .map(sanitizeSlug);
  if (slugs.length) items = items.filter((item) => slugs.includes(item.slug));

  const sign = order === 'asc' ? 1 : -1;
  const keyOf = (item) =>
    orderby === 'title'
      ? item.title.rendered
      : orderby === 'modified'
        ? item.modified
        : item[orderby];
  items = [...items].sort((a, b) => {
    const x = keyOf(a);
    const y = keyOf(b);
    if (x === y) return sign * (a.id - b.id);
    return sign * (x < y ? -1 : 1);
  });

  const total = items.length;
  const totalPages = Math.ceil(total / perPage.value);
  if (page.value > totalPages && total > 0) {
    return wpError(
      res,
      400,
      'rest_post_invalid_page_number',
      'The page number requested is larger than the number of pages available.',
    );
  }
  const slice = items.slice((page.value - 1) * perPage.value, page.value * perPage.value);
  send(
    res,
    200,
    slice.map((item) => present(item, kind, query)),
    {
      'X-WP-Total': String(total),
      'X-WP-TotalPages': String(totalPages),
    },
  );
}

/**
 * `ok` for the preview user's application password, `subscriber` for a user who may not edit,
 * `none` otherwise: WordPress treats a wrong password as an anonymous request.
 */
function authOf(req) {
  const header = req.headers.authorization;
  if (!header) return 'none';
  const [scheme, encoded] = header.split(' ');
  if (scheme !== 'Basic' || !encoded) return 'none';
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const user = decoded.slice(0, colon);
  // WordPress ignores the spaces it shows an application password with.
  const password = decoded.slice(colon + 1).replaceAll(' ', '');
  if (colon > 0 && user === PREVIEW_USER && password === PREVIEW_PASSWORD.replaceAll(' ', ''))
    return 'ok';
  if (colon > 0 && user === SUBSCRIBER_USER && password === SUBSCRIBER_PASSWORD.replaceAll(' ', ''))
    return 'subscriber';
  return 'none';
}

/** WordPress's `rest_authorization_required_code()`: 401 when anonymous, 403 when logged in. */
const forbidden = (res, auth) =>
  wpError(
    res,
    auth === 'none' ? 401 : 403,
    'rest_forbidden',
    'Sorry, you are not allowed to do that.',
  );

/** What `context=edit` adds to a published item. */
function editView(item) {
  return {
    ...item,
    generated_slug: item.slug,
    title: { raw: item.title.rendered, ...item.title },
  };
}

function single(res, kind, id, query, auth) {
  const edit = query.get('context') === 'edit';
  const item = itemsOf(kind, null).find((candidate) => candidate.id === id);
  if (item) return send(res, 200, present(edit ? editView(item) : item, kind, query));
  const draft =
    state.content.drafts[kind].find((candidate) => candidate.id === id) ?? state.trashed.get(id);
  if (!draft) return wpError(res, 404, 'rest_post_invalid_id', 'Invalid post ID.');
  if (auth !== 'ok') return forbidden(res, auth);
  send(res, 200, present(draft, kind, query));
}

function autosaves(res, kind, id, auth) {
  if (auth !== 'ok') return forbidden(res, auth);
  const known =
    itemsOf(kind, null).some((candidate) => candidate.id === id) ||
    state.content.drafts[kind].some((candidate) => candidate.id === id);
  if (!known) return wpError(res, 404, 'rest_post_invalid_parent', 'Invalid post parent ID.');
  send(res, 200, state.content.autosaves[id] ?? []);
}

function options(res, query) {
  const lang = query.get('lang');
  const options = state.content.options[LANGS.includes(lang) ? lang : DEFAULT_LANG];
  send(res, 200, options);
}

function restApi(req, res, route, query) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return wpError(
      res,
      404,
      'rest_no_route',
      'No route was found matching the URL and request method.',
    );
  }
  if (state.mode === 'error500') {
    return wpError(
      res,
      500,
      'internal_server_error',
      '<p>There has been a critical error on this website.</p>',
    );
  }
  if (state.mode === 'hang') {
    // Never answer: the client's timeout is what ends this.
    hanging.add(res);
    res.on('close', () => hanging.delete(res));
    return;
  }
  if (state.mode === 'invalid-json') {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' });
    return res.end('{not json');
  }

  const auth = authOf(req);
  if (query.get('context') === 'edit' && auth !== 'ok')
    return wpError(
      res,
      auth === 'none' ? 401 : 403,
      'rest_forbidden_context',
      'Sorry, you are not allowed to edit posts in this post type.',
    );
  if (route === 'acf/v3/options/options' && state.plugins.acfToRest) return options(res, query);
  const match = /^wp\/v2\/(pages|rooms|posts)(?:\/(\d+)(\/autosaves)?)?$/.exec(route);
  if (match) {
    const kind = REST_BASES[match[1]];
    if (match[3]) return autosaves(res, kind, Number(match[2]), auth);
    return match[2]
      ? single(res, kind, Number(match[2]), query, auth)
      : collection(res, kind, query);
  }
  if (route === '')
    return send(res, 200, {
      name: 'Cluville (test WordPress)',
      url: `http://${host}:${port}`,
      namespaces: ['wp/v2', 'acf/v3'],
    });
  wpError(res, 404, 'rest_no_route', 'No route was found matching the URL and request method.');
}

async function uploads(res, pathname) {
  const name = pathname.split('/').pop();
  const inFolder = pathname.startsWith('/wp-content/uploads/2026/11/');
  const body = inFolder ? (svgOf(name) ?? (await rasterOf(name))) : null;
  if (!body) {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=UTF-8' });
    return res.end('<!doctype html><title>Not found</title><h1>Not found</h1>');
  }
  res.writeHead(200, {
    'Content-Type': mimeOf(name),
    'Cache-Control': 'max-age=3600',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

// --- control ----------------------------------------------------------------------------------

function findItem(kind, lang, slug) {
  return (state.content[kind][lang] ?? []).find((item) => item.slug === slug);
}

async function control(req, res, pathname) {
  const action = pathname.slice('/__control'.length) || '/';
  if (req.method === 'GET' && action === '/')
    return send(res, 200, {
      mode: state.mode,
      latencyMs: state.latencyMs,
      requests: state.requests.length,
    });
  if (req.method === 'GET' && action === '/requests') return send(res, 200, state.requests);
  if (req.method === 'GET' && action === '/content') return send(res, 200, state.content);
  if (req.method !== 'POST') return send(res, 405, { error: 'method not allowed' });

  const body = await readJson(req);
  if (body === null || typeof body !== 'object')
    return send(res, 400, { error: 'body must be a JSON object' });

  switch (action) {
    case '/': {
      if (!MODES.includes(body.mode))
        return send(res, 400, { error: `mode must be one of ${MODES.join(', ')}` });
      state.mode = body.mode;
      return send(res, 200, { mode: state.mode });
    }
    case '/plugins': {
      for (const name of ['acfToRest', 'polylang'])
        if (typeof body[name] === 'boolean') state.plugins[name] = body[name];
      return send(res, 200, { plugins: state.plugins });
    }
    case '/latency': {
      if (!Number.isInteger(body.ms) || body.ms < 0 || body.ms > 60_000)
        return send(res, 400, { error: 'ms must be a whole number from 0 to 60000' });
      state.latencyMs = body.ms;
      return send(res, 200, { latencyMs: state.latencyMs });
    }
    case '/reset': {
      state.mode = 'ok';
      state.latencyMs = 0;
      state.content = buildContent();
      state.requests = [];
      state.trashed.clear();
      state.plugins = { acfToRest: true, polylang: true };
      return send(res, 200, { mode: state.mode });
    }
    case '/room-title': {
      const room = findItem('rooms', body.lang, body.slug);
      if (!room || typeof body.title !== 'string') return send(res, 404, { error: 'no such room' });
      room.title = { rendered: body.title };
      return send(res, 200, { id: room.id, title: body.title });
    }
    case '/news': {
      if (
        !LANGS.includes(body.lang) ||
        typeof body.slug !== 'string' ||
        typeof body.title !== 'string'
      ) {
        return send(res, 400, { error: 'need {lang, slug, title}' });
      }
      const id = state.nextId++;
      state.content.posts[body.lang].push(
        extraNewsPost(body.lang, id, sanitizeSlug(body.slug), body.title),
      );
      return send(res, 200, { id });
    }
    case '/delete':
    case '/delete-page': {
      const kind = action === '/delete-page' ? 'pages' : body.type;
      if (!(kind in REST_BASES))
        return send(res, 400, { error: 'type must be pages, rooms or posts' });
      const item = findItem(kind, body.lang, body.slug);
      if (!item) return send(res, 404, { error: `no such item in ${kind}` });
      state.content[kind][body.lang] = state.content[kind][body.lang].filter(
        (candidate) => candidate !== item,
      );
      state.trashed.set(item.id, { ...item, status: 'trash' });
      return send(res, 200, { id: item.id });
    }
    default:
      return send(res, 404, { error: `unknown control action ${action}` });
  }
}

// --- server -----------------------------------------------------------------------------------

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://${host}:${port}`);
  try {
    if (url.pathname === '/__control' || url.pathname.startsWith('/__control/'))
      return await control(req, res, url.pathname);

    state.requests.push({
      method: req.method,
      url: req.url,
      headers: {
        accept: req.headers.accept ?? null,
        'user-agent': req.headers['user-agent'] ?? null,
      },
      authenticated: Boolean(req.headers.authorization),
      mode: state.mode,
      at: Date.now(),
    });
    if (url.pathname === '/wp-json' || url.pathname.startsWith('/wp-json/')) {
      // A slow WordPress (the benchmark's 2 s run): the answer, whatever the mode, comes late.
      if (state.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, state.latencyMs));
      return restApi(
        req,
        res,
        url.pathname.replace(/^\/wp-json\/?/, '').replace(/\/+$/, ''),
        url.searchParams,
      );
    }
    if (url.pathname.startsWith('/wp-content/uploads/')) return await uploads(res, url.pathname);
    res.writeHead(404, { 'Content-Type': 'text/html; charset=UTF-8' });
    res.end('<!doctype html><title>Not found</title><h1>Test WordPress: not found</h1>');
  } catch (error) {
    if (!res.headersSent) send(res, 500, { error: String(error) });
    else res.destroy();
  }
});

server.listen(port, host, () => {
  console.log(JSON.stringify({ event: 'fake-wordpress.listening', url: `http://${host}:${port}` }));
});

function stop() {
  for (const res of hanging) res.destroy();
  server.close(() => process.exit(0));
  server.closeAllConnections?.();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
