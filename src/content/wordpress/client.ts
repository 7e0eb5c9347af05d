// The transport boundary: something that answers WordPress REST requests. The HTTP client talks
// to a live WordPress; the snapshot client answers the same requests from bundled JSON files.

export type WpQuery = Record<string, string | number>;

export interface WpResponse {
  status: number;
  body: unknown;
  /** `X-WP-Total` / `X-WP-TotalPages` of list requests. */
  total?: number;
  totalPages?: number;
}

export interface WpClient {
  /** `path` is relative to `/wp-json/`, e.g. `wp/v2/rooms`. Rejects with `UpstreamError`. */
  get(path: string, query?: WpQuery): Promise<WpResponse>;
  /** Origin of the WordPress site, used to turn its absolute links into site paths. */
  readonly origin?: string;
}

/** WordPress could not be asked or did not answer usefully (5xx, timeout, bad JSON). */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly url: string,
    readonly status?: number,
    /** Worth asking again: timeouts, network errors, 5xx, a broken body; not a 401/403. */
    readonly retryable = true,
    /** WordPress's error code of a 4xx answer (`rest_forbidden_context`), when it sent one. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** Across bundles (the proxy has its own copy of this module) `instanceof` is not enough. */
export function isUpstreamError(error: unknown): error is UpstreamError {
  return error instanceof Error && error.name === 'UpstreamError';
}
