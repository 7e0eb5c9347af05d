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
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}
