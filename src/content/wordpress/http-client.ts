// The live transport: WordPress's REST API over HTTP, with a timeout on every request, a bounded
// retry for these idempotent GETs, typed errors and one structured log line per request.
import { logger } from '@/lib/logger';
import { UpstreamError, type WpClient, type WpQuery, type WpResponse } from './client';

export interface HttpClientOptions {
  /** `WORDPRESS_URL`: the site root; the API is under `/wp-json/`. */
  baseUrl: string;
  timeoutMs?: number;
  /** Further attempts after the first, for timeouts, network errors, 5xx and unparsable JSON. */
  retries?: number;
  fetchImpl?: typeof fetch;
  /** Sent with every request, e.g. the preview's `Authorization` (never logged). */
  headers?: Record<string, string>;
}

const RETRY_DELAY_MS = 150;

/** `wp/v2/<type>/<id>` asked for without `context=edit`. */
const isPublicItemLookup = (url: URL) =>
  /\/wp-json\/wp\/v2\/[a-z_-]+\/\d+$/.test(url.pathname) &&
  url.searchParams.get('context') !== 'edit';

function toNumber(value: string | null): number | undefined {
  const n = Number(value);
  return value !== null && Number.isFinite(n) ? n : undefined;
}

export function createHttpClient({
  baseUrl,
  timeoutMs = 3000,
  retries = 1,
  fetchImpl = fetch,
  headers = {},
}: HttpClientOptions): WpClient {
  const root = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;

  async function attempt(url: URL): Promise<WpResponse> {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { ...headers, Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
        // The content facade caches; Next's fetch cache must not keep a second copy.
        cache: 'no-store',
      });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new UpstreamError(
        timedOut ? `timed out after ${timeoutMs} ms` : `request failed: ${String(error)}`,
        url.href,
      );
    }
    if (response.status >= 500)
      throw new UpstreamError(`HTTP ${response.status}`, url.href, response.status);
    // 400 (a news page past the end) and 404 are answers; other 4xx mean a misconfigured site,
    // except WordPress's 401 `rest_forbidden` for one item asked for publicly: the item exists but
    // is not published (a draft, a trashed item), which to a visitor is not found.
    if (response.status >= 401 && response.status !== 404) {
      const errorBody: unknown = await response.json().catch(() => undefined);
      const code =
        errorBody &&
        typeof errorBody === 'object' &&
        typeof (errorBody as { code?: unknown }).code === 'string'
          ? (errorBody as { code: string }).code
          : undefined;
      if (response.status === 401 && code === 'rest_forbidden' && isPublicItemLookup(url))
        return { status: 404, body: errorBody };
      throw new UpstreamError(
        `HTTP ${response.status}${code ? ` ${code}` : ''}`,
        url.href,
        response.status,
        false,
        code,
      );
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new UpstreamError('response is not JSON', url.href, response.status);
    }
    return {
      status: response.status,
      body,
      total: toNumber(response.headers.get('x-wp-total')),
      totalPages: toNumber(response.headers.get('x-wp-totalpages')),
    };
  }

  return {
    origin: root.replace(/\/+$/, ''),
    async get(path: string, query: WpQuery = {}) {
      const url = new URL(`wp-json/${path}`, root);
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
      for (let attemptNo = 0; ; attemptNo++) {
        const started = performance.now();
        try {
          const result = await attempt(url);
          logger.info('wordpress.request', {
            url: url.href,
            status: result.status,
            ms: Math.round(performance.now() - started),
          });
          return result;
        } catch (error) {
          const upstream = error as UpstreamError;
          logger.warn('wordpress.request_failed', {
            url: url.href,
            attempt: attemptNo + 1,
            ms: Math.round(performance.now() - started),
            status: upstream.status,
            error: upstream.message,
          });
          if (!upstream.retryable || attemptNo >= retries) throw upstream;
          await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * 2 ** attemptNo));
        }
      }
    },
  };
}
