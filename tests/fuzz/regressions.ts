import type { RawRequest } from './raw-http';

// Fixed cases: the examples and every counterexample the generated suite has found.
const get = (target: string, headers: [string, string][] = []): RawRequest => ({ method: 'GET', target, headers });

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
  { method: 'TRACE', target: '/', headers: [] },
  { method: 'TRACE', target: '/media/rooms/pirate.svg', headers: [] },
  { method: 'TRACE', target: '/api/revalidate', headers: [] },
  { method: 'PUT', target: '/sobe', headers: [] },
  { method: 'PROPFIND', target: '/en', headers: [] },
  { method: 'OPTIONS', target: '/', headers: [] },
  get('/', [['Cookie', `big=${'c'.repeat(20_000)}`]]),
  get('/', [['X-Test', 'a\rb']]),
];
