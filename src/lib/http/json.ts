// The JSON answer of the site's API routes: never cached (each answer is about one request).

/** `body` as JSON with `status`, `Cache-Control: no-store` and any further `headers`. */
export function json(
  body: unknown,
  status: number,
  headers: Record<string, string> = {},
): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}
