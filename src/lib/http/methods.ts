// Next.js answers a method a route handler does not export with a bare 405; HTTP asks for an
// `Allow` header naming the methods it does answer. A route spreads these refusals beside its
// own handlers: `export const { GET, PUT, DELETE, PATCH, OPTIONS } = otherMethodsRefused('POST')`.
// A route without them still works: Next.js answers 405, only without `Allow`.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
type Handler = () => Response;

/** 405 with `Allow` for every method but `answered` (HEAD follows GET), and OPTIONS naming them. */
export function otherMethodsRefused(...answered: Method[]): Record<Method | 'OPTIONS', Handler> {
  const allow = [...answered, ...(answered.includes('GET') ? ['HEAD'] : [])].join(', ');
  const refuse = () =>
    new Response(null, { status: 405, headers: { Allow: allow, 'Cache-Control': 'no-store' } });
  const options = () =>
    new Response(null, { status: 204, headers: { Allow: `${allow}, OPTIONS` } });
  const all = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
  return Object.fromEntries([
    ...all.map((method) => [method, refuse] as const),
    ['OPTIONS', options] as const,
  ]) as Record<Method | 'OPTIONS', Handler>;
}
