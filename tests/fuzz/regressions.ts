import type { RawRequest } from './raw-http';

// Fixed cases: the examples and every counterexample the generated suite has found.
const get = (target: string, headers: [string, string][] = []): RawRequest => ({
  method: 'GET',
  target,
  headers,
});

export const regressions: RawRequest[] = [
  get('/%ff'),
  get('/en/rooms/%E0%A4%A'),
  get('/media/%zz.svg'),
  get('/sobe/%ff'),
  get('/api/%ff'),
  get('/x%ff.svg'),
  get('/_next/%ff'),
  get('/%c0%ae%c0%ae/package.json'),
  get('/a%00b'),
  get('/media/..%2f..%2fpackage.json'),
  get('/media/%2e%2e/%2e%2e/package.json'),
  // Hole 9: a date past the booking horizon answered 503 and logged an error.
  get('/api/availability?form=room&room=svemirska-misija&date=9999-12-31'),
  get('/api/availability?form=birthday&package=mali-istrazivac&date=9999-12-01&days=31&locale=en'),
  { method: 'TRACE', target: '/', headers: [] },
  { method: 'TRACE', target: '/media/rooms/pirate.svg', headers: [] },
  { method: 'TRACE', target: '/api/revalidate', headers: [] },
  { method: 'PUT', target: '/sobe', headers: [] },
  { method: 'PROPFIND', target: '/en', headers: [] },
  { method: 'OPTIONS', target: '/', headers: [] },
  get('/', [['Cookie', `big=${'c'.repeat(20_000)}`]]),
  get('/', [['X-Test', 'a\rb']]),
  // Found by the generated suite: Next.js threw on an unparsable router state header (500).
  get('/enen', [
    ['RSC', '1'],
    ['Next-Router-State-Tree', '<fz"q9\'marker>'],
  ]),
  get('/en/rooms', [
    ['RSC', '1'],
    ['Next-Router-State-Tree', '%5B%22x%22%5D'],
  ]),
  // An unknown server action id logged a stack trace from Next.js on every request.
  {
    method: 'POST',
    target: '/en/book-now',
    headers: [
      ['Next-Action', '7f00aa'],
      ['Content-Type', 'text/plain'],
    ],
    body: '[]',
  },
  // Found by the generated suite once the booking forms brought server actions: a multipart POST
  // that is no action form (empty, not multipart inside, an unknown action id) answered 500.
  {
    method: 'POST',
    target: '/',
    headers: [['Content-Type', 'multipart/form-data; boundary=----fz']],
    body: undefined,
  },
  {
    method: 'POST',
    target: '/?revalidate=rezervisi',
    headers: [['Content-Type', 'multipart/form-data; boundary=----fz']],
    body: 'key',
  },
  {
    method: 'POST',
    target: '/rezervisi',
    headers: [['Content-Type', 'multipart/form-data; boundary=----fz']],
    body: '------fz\r\nContent-Disposition: form-data; name="$ACTION_ID_f00"\r\n\r\n\r\n------fz--\r\n',
  },
];
