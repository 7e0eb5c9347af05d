// Shared SVG helpers and the Cluville illustration palette.
// Dependency-free; every function returns an SVG string.

export const P = {
  o: '#f37029', // brand orange
  o2: '#f8995f', // light orange
  o3: '#fcc9a6', // pale orange
  o4: '#fde6d4', // orange tint
  od: '#c4500f', // dark orange
  g: '#414042', // brand grey
  g2: '#6a696c',
  g3: '#a6a5a8',
  g4: '#dedde0',
  g5: '#f1f0f2',
  c: '#fff4e6', // cream
  c2: '#f8e5cb',
  c3: '#eccfa6',
  t: '#1f8a8a', // teal accent
  t2: '#4fb0ad',
  t3: '#b9e0dc',
  t4: '#e2f3f1',
  td: '#14605f',
  w: '#ffffff',
  gold: '#f9b347',
  goldd: '#dc8a1f',
  wood: '#b4561f',
  woodd: '#873c12',
  woodl: '#d98149',
  night: '#2f2e31',
  skin1: '#f7cfae',
  skin2: '#e0a57c',
  skin3: '#a86b47',
  skin4: '#7a4a30',
};

export const n = (v) => Math.round(v * 10) / 10;

const kebab = (k) => k.replace(/[A-Z]/g, (m) => '-' + m.toLowerCase());

export function attrs(o) {
  return Object.entries(o)
    .filter(([, v]) => v !== null && v !== undefined && v !== false)
    .map(([k, v]) => `${kebab(k)}="${typeof v === 'number' ? n(v) : v}"`)
    .join(' ');
}

export const el = (tag, a = {}, inner) =>
  inner == null ? `<${tag} ${attrs(a)}/>` : `<${tag} ${attrs(a)}>${inner}</${tag}>`;

export const rect = (x, y, w, h, fill, rx = 0, extra = {}) =>
  el('rect', { x, y, width: w, height: h, rx: rx || null, fill, ...extra });
export const circ = (cx, cy, r, fill, extra = {}) => el('circle', { cx, cy, r, fill, ...extra });
export const ell = (cx, cy, rx, ry, fill, extra = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const path = (d, fill, extra = {}) => el('path', { d, fill, ...extra });
export const line = (x1, y1, x2, y2, stroke, width = 4, extra = {}) =>
  el('line', { x1, y1, x2, y2, stroke, strokeWidth: width, strokeLinecap: 'round', ...extra });
export const stroke = (d, color, width = 4, extra = {}) =>
  el('path', {
    d,
    fill: 'none',
    stroke: color,
    strokeWidth: width,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    ...extra,
  });
export const poly = (pts, fill, extra = {}) =>
  el('polygon', { points: pts.map((p) => p.map(n).join(' ')).join(' '), fill, ...extra });

export function T(x = 0, y = 0, s = 1, r = 0) {
  let t = `translate(${n(x)} ${n(y)})`;
  if (r) t += ` rotate(${n(r)})`;
  if (s !== 1) t += Array.isArray(s) ? ` scale(${s[0]} ${s[1]})` : ` scale(${n(s * 1000) / 1000})`;
  return t;
}

export const g = (transform, inner, extra = {}) =>
  `<g ${attrs({ transform: transform || null, ...extra })}>${Array.isArray(inner) ? inner.join('') : inner}</g>`;

export const at = (x, y, s, inner, r = 0) => g(T(x, y, s, r), inner);

export const shadow = (cx, cy, rx, ry, op = 0.14) => ell(cx, cy, rx, ry, P.g, { opacity: op });

export const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function svg(w, h, title, body, defs = '') {
  const inner = Array.isArray(body) ? body.join('') : body;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<title>${esc(title)}</title>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    inner +
    `</svg>\n`
  );
}

// Deterministic PRNG (mulberry32).
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.int = (lo, hi) => Math.floor(lo + (hi - lo + 1) * next());
  next.pick = (arr) => arr[Math.floor(next() * arr.length)];
  return next;
}

// Two-stop gradients (kept deliberately light).
export const radial = (id, color, op = 0.8) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${op}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
export const linear = (id, c1, c2, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>`;

// Point on a cubic bezier.
export function bez(p0, p1, p2, p3, t) {
  const u = 1 - t;
  return [
    u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
    u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
  ];
}
