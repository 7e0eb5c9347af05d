// Building blocks for the Cluville illustrations.
// Each function draws around its own origin (noted per part); place with at(x, y, scale, part).
import { P, n, rect, circ, ell, path, stroke, line, poly, g, at, T, shadow, bez } from './lib.mjs';

const ringD = (cx, cy, R, r) =>
  `M${n(cx - R)} ${n(cy)}a${n(R)} ${n(R)} 0 1 0 ${n(2 * R)} 0a${n(R)} ${n(R)} 0 1 0 ${n(-2 * R)} 0Z` +
  (r
    ? `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`
    : '');
export const ring = (cx, cy, R, r, fill, extra = {}) =>
  path(ringD(cx, cy, R, r), fill, { fillRule: 'evenodd', ...extra });

const HI = { opacity: 0.35 };
const white = (op) => ({ opacity: op });

// ---------- small decorations ----------
export function starD(r, inner = 0.48, pts = 5) {
  let d = '';
  for (let i = 0; i < pts * 2; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / pts;
    const rr = i % 2 ? r * inner : r;
    d += (i ? 'L' : 'M') + n(Math.cos(a) * rr) + ' ' + n(Math.sin(a) * rr);
  }
  return d + 'Z';
}
export const star = (x, y, r, fill, rot = 0, extra = {}) =>
  path(starD(r), fill, {
    transform: T(x, y, 1, rot),
    stroke: fill,
    strokeWidth: n(r * 0.22),
    strokeLinejoin: 'round',
    ...extra,
  });

export const sparkle = (x, y, r, fill, extra = {}) => {
  const k = r * 0.18;
  return path(
    `M0 ${n(-r)}Q${n(k)} ${n(-k)} ${n(r)} 0Q${n(k)} ${n(k)} 0 ${n(r)}Q${n(-k)} ${n(k)} ${n(-r)} 0Q${n(-k)} ${n(-k)} 0 ${n(-r)}Z`,
    fill,
    { transform: T(x, y), ...extra },
  );
};

// Scattered sparkles/dots/confetti in a box, seeded.
export function sprinkle(
  rnd,
  x0,
  y0,
  x1,
  y1,
  count,
  kinds = ['dot', 'sparkle'],
  colors = [P.o, P.t, P.gold],
) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const x = rnd.range(x0, x1);
    const y = rnd.range(y0, y1);
    const c = rnd.pick(colors);
    const k = rnd.pick(kinds);
    if (k === 'dot') out.push(circ(x, y, rnd.range(4, 8), c, { opacity: 0.55 }));
    else if (k === 'sparkle') out.push(sparkle(x, y, rnd.range(8, 16), c, { opacity: 0.8 }));
    else if (k === 'confetti')
      out.push(rect(-7, -3.5, 14, 7, c, 2, { transform: T(x, y, 1, rnd.range(0, 180)) }));
    else if (k === 'ring')
      out.push(circ(x, y, rnd.range(5, 9), 'none', { stroke: c, strokeWidth: 3, opacity: 0.7 }));
    else if (k === 'star') out.push(star(x, y, rnd.range(7, 12), c, rnd.range(0, 40)));
  }
  return out.join('');
}

// Smooth closed blob through jittered polar points (Catmull-Rom -> bezier).
export function blobD(cx, cy, rx, ry, rnd, k = 8, jit = 0.2) {
  const pts = [];
  for (let i = 0; i < k; i++) {
    const a = (i / k) * Math.PI * 2;
    const j = 1 + rnd.range(-jit, jit);
    pts.push([cx + Math.cos(a) * rx * j, cy + Math.sin(a) * ry * j]);
  }
  return smoothClosed(pts);
}
export function smoothClosed(pts) {
  const m = pts.length;
  let d = `M${n(pts[0][0])} ${n(pts[0][1])}`;
  for (let i = 0; i < m; i++) {
    const p0 = pts[(i - 1 + m) % m],
      p1 = pts[i],
      p2 = pts[(i + 1) % m],
      p3 = pts[(i + 2) % m];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d + 'Z';
}
export const blob = (cx, cy, rx, ry, rnd, fill, extra = {}, k = 8, jit = 0.2) =>
  path(blobD(cx, cy, rx, ry, rnd, k, jit), fill, extra);

export function cloud(x, y, s = 1, fill = P.w, op = 1) {
  return g(
    T(x, y, s),
    [
      circ(-50, 0, 34, fill),
      circ(-10, -22, 46, fill),
      circ(38, -8, 38, fill),
      rect(-84, -2, 160, 36, fill, 18),
    ],
    { opacity: op === 1 ? null : op },
  );
}

// Soft flat glow: concentric translucent circles.
export function glow(x, y, r, color = P.gold, op = 0.16) {
  return [1, 0.72, 0.46].map((k) => circ(x, y, r * k, color, { opacity: op })).join('');
}

// ---------- keys & locks ----------
// Bow centred at 0,0; shaft to the right (tip at x ~ 134).
export function key(color = P.gold, shade = P.goldd) {
  return [
    rect(20, -8, 114, 16, color, 8),
    rect(98, 0, 14, 30, color, 4),
    rect(120, 0, 13, 21, color, 4),
    rect(24, -14, 10, 28, shade, 4),
    ring(0, 0, 32, 13, color),
    ring(0, 0, 24, 13, shade, { opacity: 0.35 }),
    rect(42, -5, 50, 4, P.w, 2, HI),
    path('M-22 -14A24 24 0 0 1 -4 -27', 'none', {
      stroke: P.w,
      strokeWidth: 4,
      strokeLinecap: 'round',
      opacity: 0.5,
    }),
  ].join('');
}

export function keyhole(x, y, s, fill) {
  return g(T(x, y, s), [
    circ(0, 0, 10, fill),
    path('M-5 3L-8.5 26Q-9 29 -6 29H6Q9 29 8.5 26L5 3Z', fill),
  ]);
}

// Origin bottom centre; ~100 wide, ~140 tall.
export function padlock(body = P.o, shackle = P.g3, hole = P.g, open = false) {
  const sh = open ? 'M-30 -80V-118a30 30 0 0 1 60 0V-108' : 'M-30 -80V-104a30 30 0 0 1 60 0V-80';
  return [
    stroke(sh, shackle, 15),
    rect(-52, -84, 104, 84, body, 18),
    path('M-52 -26H52V-18a18 18 0 0 1 -18 18H-34a18 18 0 0 1 -18 -18Z', P.g, { opacity: 0.14 }),
    rect(-42, -74, 9, 42, P.w, 4.5, HI),
    keyhole(0, -52, 1, hole),
  ].join('');
}

// Combination-lock style dial (centred).
export function dialLock(r = 40, face = P.c, rim = P.g) {
  const ticks = [];
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    ticks.push(
      line(
        Math.cos(a) * r * 0.72,
        Math.sin(a) * r * 0.72,
        Math.cos(a) * r * 0.86,
        Math.sin(a) * r * 0.86,
        P.g3,
        3,
      ),
    );
  }
  return [
    circ(0, 0, r, rim),
    circ(0, 0, r * 0.9, face),
    ticks.join(''),
    circ(0, 0, r * 0.3, P.o),
    line(0, 0, 0, -r * 0.6, P.g, 5),
  ].join('');
}

// ---------- treasure ----------
export function coin(x, y, r = 14) {
  return [
    circ(x, y, r, P.gold),
    circ(x, y, r * 0.66, 'none', { stroke: P.goldd, strokeWidth: n(r * 0.14) }),
    circ(x - r * 0.35, y - r * 0.35, r * 0.18, P.w, { opacity: 0.6 }),
  ].join('');
}
export function coinStack(x, y, count, r = 26) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const yy = y - i * 9;
    out.push(ell(x, yy, r, r * 0.36, P.goldd), ell(x, yy - 4, r, r * 0.36, P.gold));
  }
  out.push(
    ell(x, y - (count - 1) * 9 - 4, r * 0.6, r * 0.2, 'none', {
      stroke: P.goldd,
      strokeWidth: 2.5,
    }),
  );
  return out.join('');
}
export function coinPile(rnd, cx, cy, w, h, r = 14) {
  const out = [];
  const rows = Math.max(2, Math.round(h / (r * 1.1)));
  for (let row = 0; row < rows; row++) {
    const frac = 1 - row / rows;
    const rw = (w / 2) * Math.sqrt(frac);
    const y = cy - row * r * 1.05;
    const cnt = Math.max(1, Math.round((rw * 2) / (r * 1.5)));
    for (let i = 0; i < cnt; i++) {
      const x = cx - rw + ((i + 0.5) / cnt) * rw * 2 + rnd.range(-3, 3);
      const cy2 = y + rnd.range(-3, 3),
        rr = r * rnd.range(0.85, 1.1);
      out.push(circ(x, cy2, rr, P.gold, { stroke: P.goldd, strokeWidth: n(rr * 0.14) }));
    }
  }
  return out.join('');
}

export function gem(color = P.t2, light = P.t3, dark = P.t, s = 1) {
  return g(s === 1 ? null : T(0, 0, s), [
    poly(
      [
        [-26, -12],
        [-14, -26],
        [14, -26],
        [26, -12],
        [0, 24],
      ],
      color,
    ),
    poly(
      [
        [-26, -12],
        [-14, -26],
        [14, -26],
        [26, -12],
      ],
      light,
    ),
    poly(
      [
        [-26, -12],
        [0, 24],
        [-8, -12],
      ],
      dark,
      { opacity: 0.5 },
    ),
    poly(
      [
        [-8, -12],
        [0, 24],
        [8, -12],
      ],
      light,
      { opacity: 0.45 },
    ),
    poly(
      [
        [-14, -26],
        [-6, -19],
        [-16, -15],
      ],
      P.w,
      { opacity: 0.6 },
    ),
  ]);
}

// Origin bottom centre; 230 wide; closed ~170 tall, open ~210.
export function chest({
  open = false,
  body = P.wood,
  lid = P.woodl,
  band = P.gold,
  rnd = null,
  glowOn = true,
} = {}) {
  const out = [shadow(0, 2, 140, 16)];
  const bands = [rect(-76, -100, 22, 100, band), rect(54, -100, 22, 100, band)];
  if (open) {
    if (glowOn) out.push(glow(0, -120, 190, P.gold, 0.2));
    out.push(path('M-112 -100L-100 -196Q-98 -208 -84 -208H84Q98 -208 100 -196L112 -100Z', P.woodd));
    out.push(
      path('M-96 -112L-88 -188Q-86 -196 -76 -196H76Q86 -196 88 -188L96 -112Z', P.g, {
        opacity: 0.25,
      }),
    );
    out.push(
      rect(-108, -220, 216, 18, lid, 9),
      rect(-76, -220, 22, 18, band),
      rect(54, -220, 22, 18, band),
    );
    if (rnd) out.push(coinPile(rnd, 0, -104, 200, 40, 14));
    if (rnd)
      out.push(
        at(-40, -128, 0.7, gem(P.t2, P.t3, P.t), -15),
        at(46, -130, 0.6, gem(P.o, P.o3, P.od), 20),
      );
  }
  out.push(rect(-110, -100, 220, 100, body, 12));
  out.push(
    rect(-110, -60, 220, 5, P.woodd, 0, { opacity: 0.35 }),
    rect(-110, -30, 220, 5, P.woodd, 0, { opacity: 0.35 }),
  );
  out.push(...bands);
  if (!open) {
    out.push(path('M-114 -100V-132Q-114 -170 -76 -170H76Q114 -170 114 -132V-100Z', lid));
    out.push(rect(-114, -140, 228, 5, P.woodd, 0, { opacity: 0.3 }));
    out.push(rect(-76, -170, 22, 70, band), rect(54, -170, 22, 70, band));
    out.push(rect(-118, -108, 236, 14, band, 7));
    out.push(rect(-22, -122, 44, 50, band, 10), keyhole(0, -104, 0.6, P.woodd));
  } else {
    out.push(rect(-118, -108, 236, 14, band, 7));
    out.push(rect(-20, -96, 40, 30, band, 8), keyhole(0, -88, 0.45, P.woodd));
  }
  out.push(
    circ(-65, -80, 4, P.goldd),
    circ(65, -80, 4, P.goldd),
    circ(-65, -20, 4, P.goldd),
    circ(65, -20, 4, P.goldd),
  );
  out.push(rect(-100, -92, 8, 70, P.w, 4, { opacity: 0.18 }));
  return out.join('');
}

export function crown(color = P.gold, shade = P.goldd) {
  return [
    path('M-96 0L-106 -104L-52 -54L0 -126L52 -54L106 -104L96 0Z', color, {
      stroke: color,
      strokeWidth: 10,
      strokeLinejoin: 'round',
    }),
    path('M-98 -6L-104 -80L-52 -40L0 -104L0 -6Z', P.w, { opacity: 0.14 }),
    rect(-104, -30, 208, 34, shade, 10),
    circ(-106, -108, 12, color),
    circ(0, -132, 13, color),
    circ(106, -108, 12, color),
    circ(-56, -13, 9, P.t),
    circ(0, -13, 11, P.o),
    circ(56, -13, 9, P.t),
  ].join('');
}

// ---------- maps & navigation ----------
export function treasureMap(
  rnd,
  w = 320,
  h = 220,
  { paper = P.c2, route = P.od, sea = true } = {},
) {
  const hw = w / 2,
    hh = h / 2;
  const wob = (k) => rnd.range(-k, k);
  const d = `M${-hw} ${-hh + wob(4)}Q${-hw / 2} ${-hh - 8} 0 ${-hh + wob(3)}T${hw} ${-hh + wob(4)}L${hw + wob(4)} ${hh}Q${hw / 2} ${hh + 8} 0 ${hh + wob(3)}T${-hw} ${hh}Z`;
  const out = [path(d, paper)];
  out.push(
    rect(-hw / 3 - 6, -hh, 12, h, P.w, 0, { opacity: 0.25 }),
    rect(hw / 3 - 6, -hh, 12, h, P.g, 0, { opacity: 0.05 }),
  );
  if (sea) {
    out.push(blob(-hw * 0.35, hh * 0.05, hw * 0.42, hh * 0.5, rnd, P.t3, {}, 9, 0.22));
    out.push(blob(hw * 0.45, -hh * 0.4, hw * 0.28, hh * 0.3, rnd, P.t3, {}, 7, 0.2));
    out.push(blob(-hw * 0.35, hh * 0.05, hw * 0.3, hh * 0.35, rnd, P.c3, { opacity: 0.7 }, 8, 0.2));
  }
  out.push(
    stroke(
      `M${-hw * 0.75} ${hh * 0.6}C${-hw * 0.4} ${hh * 0.2} ${-hw * 0.1} ${hh * 0.7} ${hw * 0.1} ${hh * 0.2}S${hw * 0.3} ${-hh * 0.2} ${hw * 0.5} ${-hh * 0.3}`,
      route,
      Math.max(3, w / 70),
      { strokeDasharray: `1 ${n(w / 26)}` },
    ),
  );
  const xs = w / 28;
  out.push(
    line(hw * 0.5 - xs, -hh * 0.3 - xs, hw * 0.5 + xs, -hh * 0.3 + xs, route, w / 50),
    line(hw * 0.5 + xs, -hh * 0.3 - xs, hw * 0.5 - xs, -hh * 0.3 + xs, route, w / 50),
  );
  out.push(star(hw * 0.72, hh * 0.55, w / 22, P.t, 0, { opacity: 0.8 }));
  out.push(
    line(hw * 0.72, hh * 0.55 - w / 12, hw * 0.72, hh * 0.55 + w / 12, P.t, 2, { opacity: 0.8 }),
  );
  return out.join('');
}

export function compass(r = 70) {
  const k = r / 70;
  const ticks = [];
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    ticks.push(
      line(
        Math.cos(a) * 48 * k,
        Math.sin(a) * 48 * k,
        Math.cos(a) * 54 * k,
        Math.sin(a) * 54 * k,
        P.g3,
        3 * k,
      ),
    );
  }
  return [
    circ(0, -r - 8 * k, 11 * k, 'none', { stroke: P.goldd, strokeWidth: 6 * k }),
    circ(0, 0, r, P.goldd),
    circ(0, -3 * k, r, P.gold),
    circ(0, -3 * k, r * 0.82, P.c),
    g(T(0, -3 * k), [
      ticks.join(''),
      poly(
        [
          [0, -46 * k],
          [11 * k, 0],
          [-11 * k, 0],
        ],
        P.o,
      ),
      poly(
        [
          [0, 46 * k],
          [11 * k, 0],
          [-11 * k, 0],
        ],
        P.g2,
      ),
      circ(0, 0, 6 * k, P.gold),
    ]),
    path(
      `M${-r * 0.55} ${-r * 0.55}A${r * 0.78} ${r * 0.78} 0 0 1 ${r * 0.2} ${-r * 0.8}`,
      'none',
      { stroke: P.w, strokeWidth: 5 * k, strokeLinecap: 'round', opacity: 0.6 },
    ),
  ].join('');
}

export function magnifier(rim = P.g, lens = P.t3, handle = P.o) {
  return [
    line(40, 40, 104, 104, handle, 22),
    line(38, 38, 52, 52, rim, 26),
    circ(0, 0, 52, lens, { opacity: 0.55 }),
    circ(0, 0, 52, 'none', { stroke: rim, strokeWidth: 13 }),
    path('M-30 -14A32 32 0 0 1 -12 -31', 'none', {
      stroke: P.w,
      strokeWidth: 7,
      strokeLinecap: 'round',
      opacity: 0.8,
    }),
  ].join('');
}

// ---------- lab ----------
export function flask(kind = 'cone', liquid = P.t2, { glass = P.w, level = 0.5 } = {}) {
  const out = [];
  const G = { opacity: 0.8, stroke: P.t3, strokeWidth: 4 };
  if (kind === 'cone') {
    out.push(path('M-13 -150V-92L-58 -14Q-63 0 -48 0H48Q63 0 58 -14L13 -92V-150Z', glass, G));
    const y = -92 + (1 - level) * 0;
    const ly = -78 * level;
    const t = (ly + 92) / 78;
    const x = 13 + 45 * t;
    out.push(path(`M${-x} ${ly}L-58 -14Q-63 0 -48 0H48Q63 0 58 -14L${x} ${ly}Z`, liquid));
    out.push(ell(0, ly, x, 5, P.w, { opacity: 0.3 }));
    out.push(rect(-18, -158, 36, 12, P.g3, 6));
    out.push(rect(-40, -40, 8, 30, P.w, 4, { opacity: 0.45, transform: 'rotate(28 -36 -25)' }));
    void y;
  } else if (kind === 'round') {
    out.push(path('M-12 -150V-102A52 52 0 1 0 12 -102V-150Z', glass, G));
    out.push(path('M-51.7 -46A52 52 0 1 0 51.7 -46Z', liquid));
    out.push(ell(0, -46, 51.7, 6, P.w, { opacity: 0.3 }));
    out.push(rect(-17, -158, 34, 12, P.g3, 6));
    out.push(
      path('M-36 -70A38 38 0 0 1 -16 -90', 'none', {
        stroke: P.w,
        strokeWidth: 7,
        strokeLinecap: 'round',
        opacity: 0.6,
      }),
    );
  } else if (kind === 'tube') {
    out.push(path('M-14 -130V-14a14 14 0 0 0 28 0V-130Z', glass, G));
    out.push(path('M-14 -60V-14a14 14 0 0 0 28 0V-60Z', liquid));
    out.push(rect(-18, -136, 36, 10, P.g3, 5));
    out.push(rect(-8, -118, 5, 50, P.w, 2.5, { opacity: 0.6 }));
  } else if (kind === 'bottle') {
    out.push(
      path(
        'M-12 -150V-118Q-44 -108 -44 -80V-10Q-44 0 -34 0H34Q44 0 44 -10V-80Q44 -108 12 -118V-150Z',
        glass,
        G,
      ),
    );
    out.push(path('M-44 -60V-10Q-44 0 -34 0H34Q44 0 44 -10V-60Z', liquid));
    out.push(rect(-15, -164, 30, 18, P.wood, 5));
    out.push(rect(-34, -96, 7, 60, P.w, 3.5, { opacity: 0.5 }));
  }
  return out.join('');
}
export function bubbles(rnd, x, y, count, color = P.w, spread = 24, rise = 90) {
  const out = [];
  for (let i = 0; i < count; i++)
    out.push(
      circ(x + rnd.range(-spread, spread), y - rnd.range(0, rise), rnd.range(4, 11), color, {
        opacity: rnd.range(0.45, 0.85),
      }),
    );
  return out.join('');
}

// ---------- cave ----------
// Friendly sleeping dragon, origin at ground centre; ~470 wide, ~230 tall.
export function dragon({
  body = P.t,
  belly = P.t3,
  dark = P.td,
  spikes = P.o,
  horn = P.gold,
  sleeping = true,
} = {}) {
  const out = [shadow(0, 0, 250, 20, 0.18)];
  // tail (behind), curling round the front right
  out.push(stroke('M150 -40C230 -40 250 10 170 2C120 -2 60 4 10 -4', body, 34));
  out.push(
    poly(
      [
        [0, -22],
        [-38, -4],
        [2, 14],
      ],
      spikes,
      { stroke: spikes, strokeWidth: 6, strokeLinejoin: 'round' },
    ),
  );
  // back body
  const p0 = [-110, -20],
    p1 = [-130, -150],
    p2 = [60, -220],
    p3 = [190, -40];
  out.push(
    path(`M${p0}C${p1} ${p2} ${p3}Q200 0 150 0H-100Q-120 0 -110 -20Z`.replace(/,/g, ' '), body),
  );
  // spikes along the back
  for (let i = 1; i < 9; i++) {
    const t = 0.1 + i * 0.09;
    const [x, y] = bez(p0, p1, p2, p3, t);
    const [x2, y2] = bez(p0, p1, p2, p3, t + 0.01);
    const ang = Math.atan2(y2 - y, x2 - x) * (180 / Math.PI);
    const s = 1 - Math.abs(t - 0.45) * 0.9;
    out.push(
      path('M-14 4L0 -26L14 4Z', spikes, {
        transform: T(x, y, s, ang),
        stroke: spikes,
        strokeWidth: 5,
        strokeLinejoin: 'round',
      }),
    );
  }
  // folded wing
  out.push(
    path(
      'M-10 -150C40 -190 120 -170 150 -110C130 -118 118 -108 112 -96C96 -110 80 -104 72 -90C58 -104 40 -100 32 -86C20 -110 0 -130 -10 -150Z',
      dark,
      { opacity: 0.85 },
    ),
  );
  // belly stripe
  out.push(path('M-90 -8C-80 -50 -40 -70 10 -66C60 -62 100 -40 120 -8Z', belly, { opacity: 0.9 }));
  for (let i = 0; i < 4; i++)
    out.push(
      stroke(`M${-60 + i * 45} -${i === 0 ? 30 : 50}q12 10 0 ${i === 0 ? 20 : 38}`, body, 3, {
        opacity: 0.25,
      }),
    );
  // back leg
  out.push(ell(120, -22, 46, 30, body), ell(138, -6, 34, 12, dark, { opacity: 0.5 }));
  for (let i = 0; i < 3; i++) out.push(circ(116 + i * 16, -2, 7, P.c));
  // head resting on the ground (left)
  out.push(ell(-150, -62, 72, 54, body));
  out.push(ell(-212, -44, 56, 38, body));
  out.push(ell(-224, -30, 40, 20, belly, { opacity: 0.8 }));
  out.push(circ(-250, -58, 5, dark), circ(-232, -62, 5, dark));
  // horns
  out.push(path('M-150 -110C-140 -150 -110 -164 -92 -160C-110 -146 -118 -128 -124 -104Z', horn));
  out.push(path('M-182 -108C-190 -146 -176 -164 -160 -166C-166 -148 -164 -128 -158 -106Z', horn));
  // ear fin
  out.push(path('M-104 -90C-84 -112 -60 -118 -44 -112C-58 -100 -70 -84 -92 -70Z', spikes));
  // eye
  if (sleeping)
    out.push(
      stroke('M-188 -78q14 12 28 0', P.g, 5),
      stroke('M-184 -72l-4 6M-174 -69v7M-164 -72l4 6', P.g, 3),
    );
  else out.push(circ(-174, -80, 12, P.w), circ(-170, -80, 7, P.g), circ(-167, -83, 2.5, P.w));
  out.push(circ(-156, -50, 13, P.o3, { opacity: 0.7 }));
  // smile
  out.push(stroke('M-236 -22q18 10 36 -2', dark, 4));
  // front paws under chin
  out.push(ell(-120, -12, 44, 16, body), ell(-118, -6, 36, 8, dark, { opacity: 0.35 }));
  for (let i = 0; i < 3; i++) out.push(circ(-150 + i * 14, -4, 6, P.c));
  return out.join('');
}

export function torch(flame = true) {
  const out = [
    path('M-10 0L-6 90Q0 98 6 90L10 0Z', P.wood),
    rect(-18, -6, 36, 16, P.g2, 6),
    rect(-24, 40, 48, 10, P.g2, 5),
  ];
  if (flame) {
    out.unshift(glow(0, -40, 150, P.gold, 0.13));
    out.push(path('M0 -82C22 -56 34 -30 22 -10C14 4 -14 4 -22 -10C-34 -30 -16 -48 0 -82Z', P.o));
    out.push(path('M2 -50C12 -36 18 -22 10 -10C4 -2 -8 -2 -12 -10C-16 -22 -6 -34 2 -50Z', P.gold));
  }
  return out.join('');
}

export function egg(base = P.t2, spot = P.o, shade = P.t) {
  return [
    path(
      'M0 -150C46 -150 74 -80 74 -46C74 -8 42 10 0 10C-42 10 -74 -8 -74 -46C-74 -80 -46 -150 0 -150Z',
      base,
    ),
    path('M30 -130C60 -100 76 -60 70 -30C64 2 30 12 0 10C34 -10 50 -60 30 -130Z', shade, {
      opacity: 0.35,
    }),
    circ(-26, -80, 13, spot),
    circ(18, -104, 9, spot),
    circ(30, -40, 16, spot),
    circ(-30, -20, 9, spot),
    circ(-4, -48, 7, spot),
    ell(-34, -104, 9, 20, P.w, { opacity: 0.45, transform: 'rotate(25 -34 -104)' }),
  ].join('');
}

// ---------- books & paper ----------
export function bookshelf(
  rnd,
  w,
  h,
  {
    shelves = 4,
    colors = [P.o, P.t, P.g2, P.od, P.t2, P.c3, P.gold, P.td],
    frame = P.wood,
    back = P.woodd,
    skip = [],
  } = {},
) {
  const out = [rect(0, 0, w, h, frame, 10), rect(14, 14, w - 28, h - 28, back, 4)];
  const sh = (h - 28) / shelves;
  for (let s = 0; s < shelves; s++) {
    const y0 = 14 + s * sh;
    const yb = y0 + sh - 10;
    out.push(rect(14, y0, w - 28, 26, P.g, 0, { opacity: 0.15 }));
    let x = 22;
    let bands = '';
    while (x < w - 40) {
      const bw = rnd.range(16, 30);
      const bh = (sh - 22) * rnd.range(0.66, 0.94);
      if (skip.some(([ss, a, b]) => ss === s && x + bw > a && x < b)) {
        x += bw + 2;
        continue;
      }
      const c = rnd.pick(colors);
      if (rnd() < 0.08 && x < w - 80) {
        out.push(
          g(`rotate(-14 ${n(x)} ${n(yb)})`, [
            rect(x, yb - bh, bw, bh, c, 3),
            rect(x, yb - bh + 12, bw, 4, P.w, 0, { opacity: 0.35 }),
          ]),
        );
        x += bw + 14;
        continue;
      }
      out.push(rect(x, yb - bh, bw, bh, c, 3));
      bands += `M${n(x)} ${n(yb - bh + 10)}h${n(bw)}v4h${n(-bw)}ZM${n(x)} ${n(yb - 16)}h${n(bw)}v4h${n(-bw)}Z`;
      x += bw + rnd.range(1, 4);
    }
    if (bands) out.push(path(bands, P.w, { opacity: 0.35 }));
    out.push(rect(8, yb, w - 16, 14, frame, 4));
  }
  return out.join('');
}

export function openBook(cover = P.t, page = P.c, lines = true) {
  const out = [
    path(
      'M0 -8C-40 -22 -90 -24 -130 -12V-128C-90 -140 -40 -138 0 -122C40 -138 90 -140 130 -128V-12C90 -24 40 -22 0 -8Z',
      cover,
      { transform: 'translate(0 10)' },
    ),
    path('M0 -8C-40 -26 -80 -28 -118 -16V-134C-80 -146 -40 -144 0 -124Z', page),
    path('M0 -8C40 -26 80 -28 118 -16V-134C80 -146 40 -144 0 -124Z', P.c2),
  ];
  if (lines)
    for (let i = 0; i < 5; i++) {
      out.push(
        stroke(
          `M-100 ${-112 + i * 18}C-70 ${-120 + i * 18} -40 ${-118 + i * 18} -16 ${-108 + i * 18}`,
          P.g4,
          4,
        ),
      );
      out.push(
        stroke(
          `M16 ${-108 + i * 18}C40 ${-118 + i * 18} 70 ${-120 + i * 18} 100 ${-112 + i * 18}`,
          P.c3,
          4,
        ),
      );
    }
  return out.join('');
}

export function scroll(w = 340, h = 420, { lines = 7, paper = P.c, edge = P.c2 } = {}) {
  const hw = w / 2,
    hh = h / 2;
  const out = [rect(-hw, -hh, w, h, paper)];
  for (let i = 0; i < lines; i++) {
    const len = (w - 90) * (i % 3 === 2 ? 0.6 : i % 2 ? 0.85 : 1);
    out.push(
      line(
        -hw + 45,
        -hh + 60 + i * ((h - 150) / lines),
        -hw + 45 + len,
        -hh + 60 + i * ((h - 150) / lines),
        P.g4,
        8,
      ),
    );
  }
  for (const y of [-hh, hh]) {
    out.push(rect(-hw - 18, y - 22, w + 36, 44, edge, 22));
    out.push(rect(-hw - 18, y - 4, w + 36, 6, P.c3, 3));
    out.push(
      ell(-hw - 18, y, 12, 22, P.c3),
      ell(hw + 18, y, 12, 22, P.c3),
      ell(hw + 18, y, 5, 10, P.woodl),
    );
  }
  return out.join('');
}

export function waxSeal(r = 40, color = P.od, emboss = P.o) {
  const pts = [];
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    const rr = r * (i % 2 ? 0.9 : 1);
    pts.push([Math.cos(a) * rr, Math.sin(a) * rr]);
  }
  return [
    path(smoothClosed(pts), color),
    circ(0, 0, r * 0.68, 'none', { stroke: emboss, strokeWidth: n(r * 0.08), opacity: 0.8 }),
    keyhole(0, -r * 0.18, r / 55, emboss),
    path(
      `M${-r * 0.6} ${-r * 0.45}A${r * 0.75} ${r * 0.75} 0 0 1 ${-r * 0.1} ${-r * 0.74}`,
      'none',
      { stroke: P.w, strokeWidth: n(r * 0.1), strokeLinecap: 'round', opacity: 0.35 },
    ),
  ].join('');
}

export function quill(color = P.t, shade = P.td) {
  return [
    path('M6 -10C40 -100 110 -190 196 -238C186 -160 130 -66 18 -4Z', color),
    path('M6 -10C60 -90 120 -170 196 -238C150 -170 90 -90 18 -4Z', shade, { opacity: 0.35 }),
    stroke('M0 0C60 -80 130 -170 196 -238', P.c, 4),
    stroke('M84 -88l-20 -6M120 -130l-22 -8M150 -170l-18 -8', P.w, 4, { opacity: 0.6 }),
    poly(
      [
        [0, 0],
        [-6, 14],
        [8, 4],
      ],
      P.g,
    ),
  ].join('');
}

export function envelope(w = 440, h = 280, { paper = P.c, flap = P.c2, seal = true } = {}) {
  const hw = w / 2,
    hh = h / 2;
  return [
    shadow(10, hh + 18, hw, 18),
    rect(-hw, -hh, w, h, paper, 18),
    path(`M${-hw + 6} ${hh - 6}L-20 ${-4}Q0 14 20 -4L${hw - 6} ${hh - 6}Z`, P.c2, { opacity: 0.8 }),
    path(
      `M${-hw + 4} ${-hh + 8}L-24 ${hh * 0.25}Q0 ${hh * 0.25 + 22} 24 ${hh * 0.25}L${hw - 4} ${-hh + 8}Z`,
      flap,
    ),
    path(
      `M${-hw + 4} ${-hh + 8}L-24 ${hh * 0.25}Q0 ${hh * 0.25 + 22} 24 ${hh * 0.25}L${hw - 4} ${-hh + 8}`,
      'none',
      { stroke: P.c3, strokeWidth: 4, strokeLinejoin: 'round' },
    ),
    seal ? at(0, hh * 0.25 + 4, 1, waxSeal(44)) : '',
  ].join('');
}

// ---------- party ----------
export function balloon(color = P.o, len = 140, sway = 14) {
  return [
    stroke(
      `M0 52C${sway} ${52 + len * 0.3} ${-sway} ${52 + len * 0.65} ${sway * 0.5} ${52 + len}`,
      P.g3,
      3,
    ),
    ell(0, 0, 42, 52, color),
    path('M-7 56L0 46L7 56Z', color, { stroke: color, strokeWidth: 4, strokeLinejoin: 'round' }),
    ell(-16, -20, 8, 15, P.w, { opacity: 0.35, transform: 'rotate(25 -16 -20)' }),
  ].join('');
}

function drips(x0, x1, y, depth, rnd) {
  let d = `M${n(x0)} ${n(y - 4)}H${n(x1)}V${n(y + 8)}`;
  let x = x1;
  const r = 9;
  let i = 0;
  while (x - 4 * r > x0) {
    const L = rnd ? rnd.range(depth * 0.3, depth) : i % 2 ? depth : depth * 0.5;
    d += `v${n(L)}a${r} ${r} 0 0 1 ${-2 * r} 0v${n(-L)}a${r} ${r} 0 0 0 ${-2 * r} 0`;
    x -= 4 * r;
    i++;
  }
  d += `H${n(x0)}Z`;
  return d;
}

// Origin bottom centre.
export function cake({
  tiers = 1,
  w = 220,
  tierH = 74,
  colors = [P.o, P.t2, P.o2],
  frost = P.c,
  candles = 3,
  rnd = null,
  topper = null,
} = {}) {
  const out = [
    shadow(0, 4, w * 0.68, 16),
    ell(0, 0, w * 0.62, 16, P.g4),
    ell(0, -4, w * 0.6, 14, P.w),
  ];
  let y = -6;
  let tw = w;
  for (let t = 0; t < tiers; t++) {
    const c = colors[t % colors.length];
    out.push(rect(-tw / 2, y - tierH, tw, tierH, c, 14));
    out.push(rect(-tw / 2, y - tierH * 0.42, tw, 8, P.w, 0, { opacity: 0.25 }));
    out.push(path(drips(-tw / 2, tw / 2, y - tierH + 6, tierH * 0.34, rnd), frost));
    for (let i = 0; i < Math.floor(tw / 34); i++)
      out.push(circ(-tw / 2 + 17 + i * 34, y - 10, 5, frost, { opacity: 0.9 }));
    y -= tierH;
    if (t < tiers - 1) tw *= 0.72;
  }
  const top = y;
  if (topper) out.push(at(0, top, 1, topper));
  for (let i = 0; i < candles; i++) {
    const cx = candles === 1 ? 0 : -tw * 0.3 + (i * tw * 0.6) / (candles - 1);
    out.push(
      rect(cx - 6, top - 40, 12, 40, i % 2 ? P.t3 : P.w, 4),
      rect(cx - 6, top - 30, 12, 6, P.o, 0, { opacity: 0.6 }),
      rect(cx - 6, top - 16, 12, 6, P.o, 0, { opacity: 0.6 }),
    );
    out.push(circ(cx, top - 56, 20, P.gold, { opacity: 0.2 }));
    out.push(
      path(
        `M${n(cx)} ${top - 70}C${n(cx + 10)} ${top - 58} ${n(cx + 10)} ${top - 46} ${n(cx)} ${top - 44}C${n(cx - 10)} ${top - 46} ${n(cx - 10)} ${top - 58} ${n(cx)} ${top - 70}Z`,
        P.gold,
      ),
    );
  }
  return out.join('');
}

// Treasure-chest birthday cake, origin bottom centre.
export function chestCake(rnd) {
  const out = [shadow(0, 6, 200, 20), ell(0, 0, 190, 22, P.g4), ell(0, -6, 182, 18, P.w)];
  out.push(rect(-150, -150, 300, 140, P.o, 20));
  out.push(rect(-150, -70, 300, 8, P.w, 0, { opacity: 0.2 }));
  out.push(path(drips(-150, 150, -146, 36, rnd), P.c));
  out.push(rect(-112, -150, 24, 140, P.gold), rect(88, -150, 24, 140, P.gold));
  for (let i = 0; i < 9; i++) out.push(circ(-132 + i * 33, -18, 7, P.c));
  // lid (open, tilted back)
  out.push(path('M-146 -156L-134 -246Q-132 -258 -118 -258H118Q132 -258 134 -246L146 -156Z', P.od));
  out.push(path('M-128 -166L-120 -236H120L128 -166Z', P.t, { opacity: 0.0 }));
  out.push(rect(-140, -272, 280, 24, P.o2, 12));
  out.push(rect(-112, -272, 24, 24, P.gold), rect(88, -272, 24, 24, P.gold));
  out.push(coinPile(rnd, 0, -158, 270, 50, 15));
  out.push(
    at(-70, -196, 0.75, gem(P.t2, P.t3, P.t), -10),
    at(60, -200, 0.7, gem(P.w, P.t4, P.t3), 14),
  );
  out.push(rect(-158, -166, 316, 18, P.c, 9));
  for (let i = 0; i < 10; i++) out.push(circ(-144 + i * 32, -157, 10, P.c));
  out.push(rect(-26, -140, 52, 52, P.gold, 12), keyhole(0, -124, 0.8, P.od));
  // candles
  for (let i = 0; i < 5; i++) {
    const cx = -96 + i * 48;
    const top = -196 - (i % 2) * 16 - (i === 2 ? 20 : 0);
    out.push(rect(cx - 7, top, 14, 40 + (top + 196) * -1, i % 2 ? P.t3 : P.w, 4));
    out.push(circ(cx, top - 18, 20, P.gold, { opacity: 0.22 }));
    out.push(
      path(
        `M${cx} ${top - 34}C${cx + 11} ${top - 20} ${cx + 11} ${top - 8} ${cx} ${top - 5}C${cx - 11} ${top - 8} ${cx - 11} ${top - 20} ${cx} ${top - 34}Z`,
        P.gold,
      ),
    );
  }
  return out.join('');
}

export function gift(w = 140, h = 110, box = P.o, ribbon = P.t, lidC = null) {
  const lid = lidC || box;
  return [
    shadow(0, 2, w * 0.62, 12),
    rect(-w / 2, -h, w, h, box, 10),
    rect(w * 0.14, -h, w * 0.36, h, P.g, 0, { opacity: 0.08 }),
    rect(-12, -h, 24, h, ribbon),
    rect(-w / 2 - 10, -h - 30, w + 20, 34, lid, 10),
    rect(-w / 2 - 10, -h - 4, w + 20, 8, P.g, 0, { opacity: 0.1 }),
    rect(-12, -h - 30, 24, 34, ribbon),
    path(
      `M0 ${-h - 30}C-20 ${-h - 80} -70 ${-h - 60} -44 ${-h - 36}C-30 ${-h - 26} -10 ${-h - 28} 0 ${-h - 30}Z`,
      ribbon,
    ),
    path(
      `M0 ${-h - 30}C20 ${-h - 80} 70 ${-h - 60} 44 ${-h - 36}C30 ${-h - 26} 10 ${-h - 28} 0 ${-h - 30}Z`,
      ribbon,
    ),
    circ(0, -h - 32, 12, ribbon),
    circ(0, -h - 32, 6, P.w, { opacity: 0.25 }),
  ].join('');
}

// Bunting along a sagging line from (x0,y0) to (x1,y0).
export function bunting(x0, x1, y0, sag, count, colors = [P.o, P.t, P.gold, P.c]) {
  const out = [stroke(`M${x0} ${y0}Q${(x0 + x1) / 2} ${y0 + sag * 2} ${x1} ${y0}`, P.g2, 3)];
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const x = x0 + (x1 - x0) * t;
    const y = y0 + 2 * sag * 2 * t * (1 - t);
    const dy = (2 * sag * 2 * (1 - 2 * t)) / (x1 - x0);
    const ang = Math.atan(dy) * (180 / Math.PI);
    out.push(
      path('M-22 -2H22L0 40Z', colors[i % colors.length], {
        transform: T(x, y, 1, ang),
        stroke: colors[i % colors.length],
        strokeWidth: 4,
        strokeLinejoin: 'round',
      }),
    );
  }
  return out.join('');
}

export function confetti(rnd, x0, y0, x1, y1, count) {
  return sprinkle(
    rnd,
    x0,
    y0,
    x1,
    y1,
    count,
    ['confetti', 'confetti', 'dot', 'ring'],
    [P.o, P.t, P.gold, P.t2, P.o2],
  );
}

// ---------- people ----------
// Origin between the feet. opts: skin, hair, style, shirt, pants, shoe, armL/armR hand offsets from shoulder,
// adult, face ('smile'|'wow'|'grin'), dress, glasses.
export function person(o = {}) {
  const {
    skin = P.skin1,
    hair = P.g,
    style = 'short',
    shirt = P.o,
    pants = P.g,
    shoe = P.g,
    armL = null,
    armR = null,
    adult = false,
    face = 'smile',
    dress = false,
    glasses = false,
    legs = 'stand',
    hand = null,
    collar = null,
    look = 0,
    part = 'all',
  } = o;
  const sit = legs === 'sit';
  const L = sit ? (adult ? 96 : 70) : adult ? 128 : 88,
    Tz = adult ? 110 : 80,
    W = adult ? 76 : 66,
    R = adult ? 33 : 37;
  const hang = adult ? 92 : 70;
  const aL = armL || [-10, hang],
    aR = armR || [10, hang];
  const hip = -L,
    top = hip - Tz,
    hy = top - 12 - R * 0.92,
    sy = top + 14,
    sx = W / 2 - 8;
  const out = [];
  // hair behind head
  const hb =
    {
      long: path(
        `M${-R - 6} ${hy}C${-R - 8} ${hy - R * 1.4} ${R + 8} ${hy - R * 1.4} ${R + 6} ${hy}V${hy + R * 1.3}Q0 ${hy + R * 1.5} ${-R - 6} ${hy + R * 1.3}Z`,
        hair,
      ),
      bob: path(
        `M${-R - 6} ${hy}C${-R - 8} ${hy - R * 1.4} ${R + 8} ${hy - R * 1.4} ${R + 6} ${hy}V${hy + R * 0.7}Q0 ${hy + R * 0.9} ${-R - 6} ${hy + R * 0.7}Z`,
        hair,
      ),
      pony: ell(R + 10, hy + 4, 14, 30, hair, { transform: `rotate(-20 ${R + 10} ${hy + 4})` }),
      buns:
        circ(-R * 0.8, hy - R * 0.8, R * 0.42, hair) + circ(R * 0.8, hy - R * 0.8, R * 0.42, hair),
      curly: [
        [-R, hy - 6],
        [-R * 0.7, hy - R * 0.75],
        [0, hy - R * 1.02],
        [R * 0.7, hy - R * 0.75],
        [R, hy - 6],
        [-R * 0.35, hy - R * 0.95],
        [R * 0.35, hy - R * 0.95],
      ]
        .map(([x, y]) => circ(x, y, R * 0.42, hair))
        .join(''),
    }[style] || '';
  out.push(hb);
  // legs
  if (legs === 'stand') {
    out.push(
      stroke(`M-13 ${hip + 4}L-16 -10`, pants, 24),
      stroke(`M13 ${hip + 4}L16 -10`, pants, 24),
    );
    out.push(ell(-22, -6, 19, 10, shoe), ell(22, -6, 19, 10, shoe));
  } else if (legs === 'jump') {
    out.push(
      stroke(`M-13 ${hip + 4}L-30 -24L-22 -8`, pants, 24),
      stroke(`M13 ${hip + 4}L30 -24L22 -8`, pants, 24),
    );
    out.push(ell(-30, -4, 19, 10, shoe), ell(30, -4, 19, 10, shoe));
  } else if (legs === 'sit') {
    out.push(
      stroke(`M-16 ${hip + 20}L-18 -10`, pants, 24),
      stroke(`M16 ${hip + 20}L18 -10`, pants, 24),
    );
    out.push(ell(-22, -6, 19, 10, shoe), ell(22, -6, 19, 10, shoe));
  } else if (legs === 'walk') {
    out.push(
      stroke(`M-12 ${hip + 4}L-30 -10`, pants, 24),
      stroke(`M12 ${hip + 4}L26 -10`, pants, 24),
    );
    out.push(ell(-38, -6, 19, 10, shoe), ell(32, -6, 19, 10, shoe));
  }
  // torso
  out.push(rect(-W / 2, top, W, Tz + 16, shirt, adult ? 20 : 24));
  if (sit) out.push(rect(-W / 2 - 4, hip - 10, W + 8, 40, pants, 18));
  if (dress)
    out.push(
      path(
        `M${-W / 2} ${hip - 20}L${-W / 2 - 16} ${hip + 24}Q0 ${hip + 34} ${W / 2 + 16} ${hip + 24}L${W / 2} ${hip - 20}Z`,
        shirt,
      ),
    );
  out.push(rect(W / 2 - 22, top + 8, 14, Tz - 4, P.g, 7, { opacity: 0.08 }));
  if (collar) out.push(path(`M-14 ${top}L0 ${top + 18}L14 ${top}Z`, collar));
  // neck + head
  out.push(rect(-8, top - 16, 16, 22, skin, 6));
  out.push(circ(-R + 1, hy + 3, 8, skin), circ(R - 1, hy + 3, 8, skin));
  out.push(circ(0, hy, R, skin));
  // hair front
  const cap = `M${-R - 2} ${hy + 2}C${-R - 4} ${hy - R * 1.45} ${R + 4} ${hy - R * 1.45} ${R + 2} ${hy + 2}C${R - 4} ${hy - R * 0.5} ${R * 0.5} ${hy - R * 0.7} ${R * 0.1} ${hy - R * 0.6}C${-R * 0.3} ${hy - R * 0.85} ${-R * 0.8} ${hy - R * 0.55} ${-R - 2} ${hy + 2}Z`;
  if (style !== 'bald') out.push(path(cap, hair));
  if (style === 'pony') out.push(circ(R + 2, hy - 14, 6, P.o));
  if (o.hat === 'party')
    out.push(
      path(
        `M${-R * 0.6} ${hy - R * 0.7}L${R * 0.1} ${hy - R * 2.1}L${R * 0.75} ${hy - R * 0.6}Z`,
        o.hatColor || P.t,
        { stroke: o.hatColor || P.t, strokeWidth: 4, strokeLinejoin: 'round' },
      ),
      circ(R * 0.1, hy - R * 2.15, 8, P.gold),
      stroke(`M${-R * 0.35} ${hy - R * 1.1}L${R * 0.55} ${hy - R * 0.95}`, P.w, 5, {
        opacity: 0.6,
      }),
    );
  if (o.hat === 'crown')
    out.push(
      path(
        `M${-R * 0.75} ${hy - R * 0.6}L${-R * 0.85} ${hy - R * 1.5}L${-R * 0.4} ${hy - R * 1.1}L0 ${hy - R * 1.7}L${R * 0.4} ${hy - R * 1.1}L${R * 0.85} ${hy - R * 1.5}L${R * 0.75} ${hy - R * 0.6}Z`,
        P.gold,
        { stroke: P.gold, strokeWidth: 4, strokeLinejoin: 'round' },
      ),
    );
  if (o.hat === 'pirate')
    out.push(
      path(
        `M${-R * 1.3} ${hy - R * 0.55}Q0 ${hy - R * 0.2} ${R * 1.3} ${hy - R * 0.55}Q${R * 0.9} ${hy - R * 1.7} 0 ${hy - R * 1.5}Q${-R * 0.9} ${hy - R * 1.7} ${-R * 1.3} ${hy - R * 0.55}Z`,
        P.g,
      ),
      circ(0, hy - R * 1.05, 7, P.c),
    );
  // face
  const ex = 13 + look,
    ey = hy + 2;
  out.push(circ(-13 + look, ey, 4.5, P.g), circ(ex, ey, 4.5, P.g));
  out.push(
    circ(-22 + look, ey + 11, 6, P.o, { opacity: 0.28 }),
    circ(22 + look, ey + 11, 6, P.o, { opacity: 0.28 }),
  );
  if (glasses)
    out.push(
      circ(-13 + look, ey, 10, 'none', { stroke: P.g, strokeWidth: 3 }),
      circ(ex, ey, 10, 'none', { stroke: P.g, strokeWidth: 3 }),
      line(-3 + look, ey, 3 + look, ey, P.g, 3),
    );
  if (face === 'wow') out.push(ell(look, ey + 17, 6, 8, P.g));
  else if (face === 'grin')
    out.push(
      path(`M${-12 + look} ${ey + 12}Q${look} ${ey + 30} ${12 + look} ${ey + 12}Z`, P.g),
      path(
        `M${-7 + look} ${ey + 21}Q${look} ${ey + 26} ${7 + look} ${ey + 21}Q${look} ${ey + 18} ${-7 + look} ${ey + 21}Z`,
        P.o,
      ),
    );
  else
    out.push(
      stroke(`M${-10 + look} ${ey + 13}Q${look} ${ey + 21} ${10 + look} ${ey + 13}`, P.g, 3.5),
    );
  // arms
  const arm = (sgn, [dx, dy]) => {
    const x0 = sgn * sx,
      y0 = sy;
    const x1 = x0 + dx,
      y1 = y0 + dy;
    const mx = (x0 + x1) / 2 + sgn * 14,
      my = (y0 + y1) / 2;
    return (
      stroke(`M${x0} ${y0}Q${n(mx)} ${n(my)} ${n(x1)} ${n(y1)}`, shirt, adult ? 19 : 17) +
      circ(x1, y1, adult ? 10 : 9.5, skin)
    );
  };
  const arms = arm(-1, aL) + arm(1, aR) + (hand || '');
  if (part === 'arms') return arms;
  if (part === 'body') return out.join('');
  out.push(arms);
  return out.join('');
}
// Where a hand ends up (for placing held objects).
export function handPos(o, side) {
  const adult = !!o.adult;
  const L = o.legs === 'sit' ? (adult ? 96 : 70) : adult ? 128 : 88,
    Tz = adult ? 110 : 80,
    W = adult ? 76 : 66;
  const sy = -L - Tz + 14,
    sx = W / 2 - 8;
  const hang = adult ? 92 : 70;
  const a = side === 'L' ? o.armL || [-10, hang] : o.armR || [10, hang];
  return [(side === 'L' ? -sx : sx) + a[0], sy + a[1]];
}

// Head-and-shoulders portrait for avatars, fits 160x160 (origin top-left).
export function portrait(o) {
  return at(80, 498, 1.5, person({ ...o, adult: true, armL: [-4, 80], armR: [4, 80] }));
}

// ---------- space ----------
export function rocket(body = P.c, accent = P.o, win = P.t, flame = true) {
  const out = [];
  if (flame) {
    out.push(path('M-26 -30C-30 10 -12 40 0 70C12 40 30 10 26 -30Z', P.o));
    out.push(path('M-14 -30C-16 0 -6 22 0 40C6 22 16 0 14 -30Z', P.gold));
  }
  out.push(
    path('M-50 -110C-92 -90 -98 -40 -92 -8L-48 -44Z', accent),
    path('M50 -110C92 -90 98 -40 92 -8L48 -44Z', accent),
  );
  out.push(rect(-30, -48, 60, 22, P.g2, 8));
  out.push(path('M0 -262C52 -214 62 -120 52 -40H-52C-62 -120 -52 -214 0 -262Z', body));
  out.push(path('M0 -262C28 -236 42 -208 48 -182H-48C-42 -208 -28 -236 0 -262Z', accent));
  out.push(
    path('M20 -240C40 -200 50 -120 42 -44H26C34 -120 30 -190 20 -240Z', P.g, { opacity: 0.08 }),
  );
  out.push(
    circ(0, -136, 28, P.g4),
    circ(0, -136, 20, win),
    path('M-12 -142A13 13 0 0 1 0 -150', 'none', {
      stroke: P.w,
      strokeWidth: 5,
      strokeLinecap: 'round',
      opacity: 0.7,
    }),
  );
  out.push(path('M-8 -40V0Q0 8 8 0V-40Z', accent));
  return out.join('');
}

export function planet(r, body = P.o, band = P.od, ringC = P.t3, ringOn = true, tilt = -18) {
  const out = [];
  const rx = r * 1.75,
    ry = r * 0.42;
  const ring = (half) =>
    path(
      half ? `M${-rx} 0A${rx} ${ry} 0 0 1 ${rx} 0` : `M${-rx} 0A${rx} ${ry} 0 0 0 ${rx} 0`,
      'none',
      { stroke: ringC, strokeWidth: n(r * 0.16), strokeLinecap: 'round' },
    );
  if (ringOn) out.push(ring(true));
  out.push(circ(0, 0, r, body));
  out.push(
    path(
      `M${-r * 0.96} ${-r * 0.28}Q0 ${-r * 0.1} ${r * 0.96} ${-r * 0.28}V${r * 0.05}Q0 ${r * 0.22} ${-r * 0.98} ${r * 0.05}Z`,
      band,
      { opacity: 0.5 },
    ),
  );
  out.push(
    path(
      `M${r * 0.3} ${-r * 0.95}A${r} ${r} 0 0 1 ${r * 0.3} ${r * 0.95}A${r * 1.3} ${r * 1.3} 0 0 0 ${r * 0.3} ${-r * 0.95}Z`,
      P.g,
      { opacity: 0.12 },
    ),
  );
  if (ringOn) out.push(ring(false));
  return g(`rotate(${tilt})`, out);
}

export function helmet(shell = P.w, visor = P.t, trim = P.o) {
  return [
    rect(-70, 70, 140, 34, trim, 16),
    rect(-106, -30, 26, 70, P.g4, 12),
    rect(80, -30, 26, 70, P.g4, 12),
    circ(0, 0, 96, shell),
    path('M60 -76A96 96 0 0 1 60 76A110 110 0 0 0 60 -76Z', P.g, { opacity: 0.07 }),
    rect(-70, -56, 140, 110, visor, 50),
    path('M-50 -30Q-40 -44 -20 -46', 'none', {
      stroke: P.w,
      strokeWidth: 9,
      strokeLinecap: 'round',
      opacity: 0.6,
    }),
    circ(30, 24, 8, P.w, { opacity: 0.3 }),
    line(60, -84, 74, -120, P.g3, 6),
    circ(74, -124, 9, trim),
  ].join('');
}

// ---------- vehicles ----------
export function bus(body = P.gold, trim = P.o, rnd = null) {
  const out = [shadow(0, 4, 300, 18)];
  out.push(rect(-270, -250, 430, 214, body, 30));
  out.push(rect(130, -150, 140, 114, body, 24));
  out.push(rect(-270, -110, 540, 18, trim));
  out.push(rect(-270, -70, 540, 30, P.g, 0, { opacity: 0.08 }));
  for (let i = 0; i < 5; i++) {
    const x = -246 + i * 74;
    out.push(rect(x, -226, 60, 72, P.t4, 12));
    if (rnd && i < 4) {
      const c = [P.skin1, P.skin2, P.skin3, P.skin1][i];
      const h = [P.g, P.od, P.g, P.wood][i];
      out.push(
        circ(x + 30, -170, 20, c),
        path(
          `M${x + 9} -172C${x + 8} -200 ${x + 52} -200 ${x + 51} -172Q${x + 30} -188 ${x + 9} -172Z`,
          h,
        ),
      );
      out.push(circ(x + 23, -170, 2.5, P.g), circ(x + 37, -170, 2.5, P.g));
    }
    out.push(rect(x + 6, -220, 10, 40, P.w, 5, { opacity: 0.45 }));
  }
  out.push(rect(140, -226, 22, 116, P.t4, 8));
  out.push(rect(184, -140, 60, 44, P.t4, 10));
  out.push(circ(262, -74, 12, P.c), rect(250, -48, 28, 14, P.g2, 6));
  for (const x of [-170, 170])
    out.push(circ(x, -36, 44, P.g), circ(x, -36, 20, P.g4), circ(x, -36, 8, P.g2));
  return out.join('');
}

// ---------- nature & weather ----------
export function sun(r = 70, color = P.gold) {
  const out = [];
  for (let i = 0; i < 12; i++)
    out.push(rect(r + 14, -7, r * 0.45, 14, color, 7, { transform: `rotate(${i * 30})` }));
  out.push(circ(0, 0, r, color), circ(0, 0, r * 0.8, P.w, { opacity: 0.15 }));
  return out.join('');
}

export function snowflake(r = 30, color = P.w, w = 4) {
  let d = '';
  const rot = (x, y, a) => [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)];
  const seg = (x1, y1, x2, y2, a) => {
    const [ax, ay] = rot(x1, y1, a),
      [bx, by] = rot(x2, y2, a);
    return `M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`;
  };
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3;
    d +=
      seg(0, 0, 0, -r, a) +
      seg(0, -r * 0.55, -r * 0.28, -r * 0.8, a) +
      seg(0, -r * 0.55, r * 0.28, -r * 0.8, a);
  }
  return stroke(d, color, w);
}

export function plant(pot = P.o, leaf = P.t, leaf2 = P.t2) {
  return [
    shadow(0, 2, 50, 8),
    path('M-50 -150C-60 -200 -20 -230 -10 -236C-20 -200 -20 -170 -12 -120Z', leaf2),
    path('M50 -150C70 -200 30 -240 14 -246C24 -200 20 -170 10 -120Z', leaf),
    path('M-4 -110C-40 -160 -90 -150 -100 -130C-70 -126 -40 -120 -4 -90Z', leaf),
    path('M4 -110C40 -170 90 -160 104 -140C70 -130 40 -120 4 -90Z', leaf2),
    path('M0 -100C-10 -160 -4 -220 0 -260C6 -220 12 -160 6 -100Z', leaf),
    path('M-40 -90H40L32 -8Q30 0 20 0H-20Q-30 0 -32 -8Z', pot),
    rect(-46, -100, 92, 20, pot, 8),
    rect(-46, -86, 92, 6, P.g, 0, { opacity: 0.12 }),
  ].join('');
}

export function pumpkin(body = P.o, lobe = '#e0601c', face = true) {
  return [
    shadow(0, 0, 84, 12),
    ell(-44, -54, 40, 52, lobe),
    ell(44, -54, 40, 52, lobe),
    ell(-20, -56, 38, 56, body),
    ell(20, -56, 38, 56, body),
    ell(0, -56, 30, 57, P.o2),
    path('M-4 -106Q-8 -130 6 -140L14 -134Q4 -124 8 -106Z', P.td),
    path('M10 -124C30 -140 50 -130 54 -118C38 -118 24 -114 10 -124Z', P.t),
    face
      ? poly(
          [
            [-36, -74],
            [-18, -74],
            [-27, -92],
          ],
          P.gold,
        ) +
        poly(
          [
            [18, -74],
            [36, -74],
            [27, -92],
          ],
          P.gold,
        ) +
        path('M-38 -50Q0 -20 38 -50Q0 -36 -38 -50Z', P.gold, {
          stroke: P.gold,
          strokeWidth: 6,
          strokeLinejoin: 'round',
        })
      : '',
    ell(-40, -70, 6, 16, P.w, { opacity: 0.2 }),
  ].join('');
}

export function lantern(lit = true) {
  const out = [];
  if (lit) out.push(glow(0, 90, 150, P.gold, 0.14));
  out.push(circ(0, -8, 12, 'none', { stroke: P.g, strokeWidth: 5 }));
  out.push(path('M-40 30L-22 4H22L40 30Z', P.g));
  out.push(rect(-34, 30, 68, 106, lit ? P.gold : P.t4, 8, { opacity: lit ? 0.9 : 1 }));
  if (lit)
    out.push(
      path('M0 64C14 80 18 96 10 108C6 114 -6 114 -10 108C-18 96 -10 80 0 64Z', P.o),
      path('M1 86C6 94 8 100 4 106C2 108 -2 108 -4 106C-7 100 -4 94 1 86Z', P.c),
    );
  out.push(rect(-38, 28, 76, 8, P.g, 4), rect(-38, 132, 76, 10, P.g, 4));
  out.push(line(-12, 34, -12, 134, P.g, 4), line(12, 34, 12, 134, P.g, 4));
  out.push(path('M-28 142H28L20 156H-20Z', P.g));
  return out.join('');
}

// Jigsaw piece path. edges [top,right,bottom,left]: 1 knob out, -1 socket, 0 flat.
export function puzzleD(s, edges) {
  const r = s * 0.15;
  const seg = (ax, ay, bx, by, e) => {
    if (!e) return `L${n(bx)} ${n(by)}`;
    const p1 = [ax + (bx - ax) * 0.38, ay + (by - ay) * 0.38];
    const p2 = [ax + (bx - ax) * 0.62, ay + (by - ay) * 0.62];
    return `L${n(p1[0])} ${n(p1[1])}A${n(r)} ${n(r)} 0 1 ${e > 0 ? 1 : 0} ${n(p2[0])} ${n(p2[1])}L${n(bx)} ${n(by)}`;
  };
  return `M0 0${seg(0, 0, s, 0, edges[0])}${seg(s, 0, s, s, edges[1])}${seg(s, s, 0, s, edges[2])}${seg(0, s, 0, 0, edges[3])}Z`;
}

// ---------- architecture ----------
// Arched door, origin bottom centre.
export function door({
  w = 170,
  h = 290,
  color = P.t,
  frame = P.woodd,
  open = 0,
  inside = P.gold,
  knob = P.gold,
  keyholeOn = true,
  panel = true,
  through = '',
  clipId = 'door-clip',
} = {}) {
  const arch = (ww, hh) =>
    `M${-ww / 2} 0V${-(hh - ww / 2)}A${ww / 2} ${ww / 2} 0 0 1 ${ww / 2} ${-(hh - ww / 2)}V0Z`;
  const out = [path(arch(w + 30, h + 15), frame)];
  out.push(path(arch(w, h), open ? inside : P.g));
  if (open && through)
    out.push(
      `<clipPath id="${clipId}"><path d="${arch(w, h)}"/></clipPath>`,
      g(null, through, { clipPath: `url(#${clipId})` }),
    );
  const leaf = [path(arch(w, h), color)];
  if (panel) {
    leaf.push(
      path(
        arch(w - 44, h - 44)
          .replace(/V0Z$/, `V-22H${-(w - 44) / 2}Z`)
          .replace(/^M([^ ]+) 0/, 'M$1 -22'),
        P.g,
        { opacity: 0.12 },
      ),
    );
    leaf.push(rect(-w / 2, -h * 0.42, w, 8, P.g, 0, { opacity: 0.1 }));
  }
  leaf.push(circ(w / 2 - 26, -h * 0.42, 10, knob));
  if (keyholeOn)
    leaf.push(
      rect(w / 2 - 40, -h * 0.42 + 16, 28, 44, knob, 8),
      keyhole(w / 2 - 26, -h * 0.42 + 30, 0.5, P.g),
    );
  if (open) {
    const sx = Math.max(0.08, 1 - open);
    out.push(
      g(
        `translate(${-w / 2} 0) skewY(${n(-10 * open)}) scale(${n(sx)} 1) translate(${w / 2} 0)`,
        leaf,
      ),
    );
  } else out.push(leaf.join(''));
  return out.join('');
}

export function windowFrame(w, h, sky = P.t3, frame = P.w, arch = false, inner = '') {
  const d = arch
    ? `M${-w / 2} 0V${-(h - w / 2)}A${w / 2} ${w / 2} 0 0 1 ${w / 2} ${-(h - w / 2)}V0Z`
    : `M${-w / 2} 0V${-h}H${w / 2}V0Z`;
  return [
    path(d, frame, { stroke: frame, strokeWidth: 28, strokeLinejoin: 'round' }),
    path(d, sky),
    inner,
    line(0, 0, 0, -h, frame, 12, { strokeLinecap: 'butt' }),
    line(-w / 2, -h * 0.45, w / 2, -h * 0.45, frame, 12, { strokeLinecap: 'butt' }),
    rect(-w / 2 - 20, -4, w + 40, 18, frame, 6),
  ].join('');
}

export function table(w, h, top = P.woodl, legs = P.wood, cloth = null) {
  const out = [shadow(0, 4, w * 0.55, 14)];
  out.push(rect(-w / 2 + 20, -h, 18, h, legs, 6), rect(w / 2 - 38, -h, 18, h, legs, 6));
  out.push(rect(-w / 2, -h - 16, w, 24, top, 10));
  if (cloth)
    out.push(
      path(
        `M${-w / 2 - 6} ${-h - 14}H${w / 2 + 6}V${-h + 50}Q${w / 4} ${-h + 66} 0 ${-h + 50}Q${-w / 4} ${-h + 66} ${-w / 2 - 6} ${-h + 50}Z`,
        cloth,
      ),
    );
  return out.join('');
}

// ---------- more props ----------
export function ship(hull = P.wood, sail = P.c, flag = P.g) {
  return [
    path('M-150 -60H150Q140 -10 100 0H-96Q-136 -10 -150 -60Z', hull),
    rect(-150, -66, 300, 12, P.woodd, 6),
    circ(-80, -34, 7, P.woodd),
    circ(-30, -34, 7, P.woodd),
    circ(20, -34, 7, P.woodd),
    circ(70, -34, 7, P.woodd),
    rect(-6, -250, 10, 190, P.woodd, 4),
    rect(-86, -200, 8, 140, P.woodd, 4),
    path('M-2 -236Q60 -190 -2 -90Q20 -160 -2 -236Z', P.g, { opacity: 0.1 }),
    path('M4 -240Q80 -200 60 -96H4Z', sail),
    path('M-78 -190Q-20 -160 -30 -92H-78Z', sail),
    path('M-6 -246H-6L-56 -230L-6 -214Z', flag),
    circ(-34, -230, 4, P.w),
  ].join('');
}

export function barrel(body = P.wood, hoop = P.g2) {
  return [
    shadow(0, 2, 60, 10),
    path('M-48 -130Q-60 -65 -48 0H48Q60 -65 48 -130Z', body),
    rect(-52, -112, 104, 10, hoop, 4),
    rect(-54, -28, 108, 10, hoop, 4),
    ell(0, -130, 48, 10, P.woodl),
    line(-20, -124, -22, -6, P.woodd, 3, { opacity: 0.5 }),
    line(18, -124, 20, -6, P.woodd, 3, { opacity: 0.5 }),
  ].join('');
}

export function ropeCoil(color = P.c3, dark = P.woodl) {
  const out = [shadow(0, 2, 72, 10)];
  for (let i = 0; i < 4; i++)
    out.push(
      ell(0, -14 - i * 13, 66 - i * 4, 22 - i, 'none', { stroke: dark, strokeWidth: 14 }),
      ell(0, -16 - i * 13, 66 - i * 4, 22 - i, 'none', {
        stroke: color,
        strokeWidth: 10,
        strokeDasharray: '14 5',
      }),
    );
  return out.join('');
}

// Rope with a knot, hanging from (0,0) down.
export function ropeKnot(len = 260, kind = 0, color = P.c3, dark = P.woodl) {
  const d =
    kind === 0
      ? `M0 0V${len * 0.45}c-40 10 -40 60 0 60s40 -50 0 -60M0 ${len * 0.45 + 60}V${len}`
      : kind === 1
        ? `M0 0V${len * 0.4}c50 0 50 50 0 50c-50 0 -50 -50 0 -50c20 20 20 60 0 80V${len}`
        : `M0 0V${len * 0.35}q30 20 0 40q-30 20 0 40q30 20 0 40V${len}`;
  return (
    stroke(d, dark, 16) +
    stroke(d, color, 11, { strokeDasharray: '12 5' }) +
    circ(0, len + 10, 12, color)
  );
}

export function anchor(color = P.g2) {
  return [
    circ(0, -150, 18, 'none', { stroke: color, strokeWidth: 10 }),
    rect(-8, -134, 16, 130, color, 6),
    rect(-50, -110, 100, 14, color, 7),
    stroke('M-70 -50Q-60 10 0 10Q60 10 70 -50', color, 16),
    poly(
      [
        [-82, -44],
        [-58, -44],
        [-72, -70],
      ],
      color,
    ),
    poly(
      [
        [82, -44],
        [58, -44],
        [72, -70],
      ],
      color,
    ),
  ].join('');
}

export function closedBook(cover = P.o, pages = P.c, w = 120, h = 160) {
  return [
    rect(-w / 2, -h, w, h, cover, 10),
    rect(w / 2 - 16, -h + 10, 10, h - 20, pages, 3),
    rect(-w / 2, -h, 18, h, P.g, 0, { opacity: 0.12 }),
    rect(-w / 2 + 30, -h + 30, w - 56, 36, P.w, 6, { opacity: 0.35 }),
    star(-w / 2 + 30 + (w - 56) / 2, -h + 110, 16, P.gold),
  ].join('');
}

export function dragonHead(body = P.t, horn = P.gold) {
  return [
    path('M-30 -40C-34 -70 -20 -84 -10 -88C-14 -70 -12 -54 -10 -38Z', horn),
    path('M12 -40C16 -70 30 -80 42 -82C34 -66 30 -52 28 -36Z', horn),
    ell(0, 0, 56, 46, body),
    ell(-30, 18, 44, 28, body),
    ell(-36, 24, 32, 16, P.t3, { opacity: 0.8 }),
    circ(-56, 12, 4, P.td),
    circ(-42, 8, 4, P.td),
    circ(8, -10, 10, P.w),
    circ(4, -10, 6, P.g),
    path('M40 -30L66 -40L56 -14Z', P.o),
  ].join('');
}

export function mapPin(color = P.o, inner = P.c) {
  return [
    ell(0, 0, 20, 6, P.g, { opacity: 0.2 }),
    path('M0 0C-10 -26 -42 -50 -42 -84A42 42 0 0 1 42 -84C42 -50 10 -26 0 0Z', color),
    circ(0, -84, 22, inner),
    keyhole(0, -90, 0.75, color),
  ].join('');
}

// Hanging price tag: origin at the hole, tag body below; a small euro mark on it.
export function priceTag(color = P.o, sway = 0) {
  return g(sway ? `rotate(${sway})` : null, [
    path('M0 -12L34 20V130Q34 140 24 140H-24Q-34 140 -34 130V20Z', color, {
      stroke: color,
      strokeWidth: 8,
      strokeLinejoin: 'round',
    }),
    path('M8 -4L34 20V130Q34 140 24 140H10Z', P.g, { opacity: 0.08 }),
    circ(0, 10, 8, P.c),
    at(0, 76, 0.72, euroSign(P.w, 9)),
  ]);
}

export function euroSign(color = P.w, w = 8) {
  return stroke('M22 -26A30 30 0 1 0 22 26M-32 -8H10M-32 8H4', color, w);
}

export function calendar(w = 440, h = 400, mark = [4, 2]) {
  const hw = w / 2;
  const out = [shadow(10, h / 2 + 16, hw, 18), rect(-hw, -h / 2, w, h, P.w, 26)];
  out.push(
    path(
      `M${-hw} ${-h / 2 + 90}V${-h / 2 + 26}A26 26 0 0 1 ${-hw + 26} ${-h / 2}H${hw - 26}A26 26 0 0 1 ${hw} ${-h / 2 + 26}V${-h / 2 + 90}Z`,
      P.o,
    ),
  );
  out.push(rect(-hw, -h / 2 + 84, w, 8, P.g, 0, { opacity: 0.1 }));
  out.push(stroke(`M${-hw + 60} ${-h / 2 + 46}H${-hw + 200}`, P.w, 14, { opacity: 0.9 }));
  for (const x of [-hw * 0.5, hw * 0.5])
    out.push(rect(x - 10, -h / 2 - 26, 20, 52, P.g, 10), circ(x, -h / 2 + 18, 8, P.od));
  const cols = 7,
    rows = 5,
    gx = (w - 60) / cols,
    gy = (h - 140) / rows;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const x = -hw + 30 + c * gx + gx / 2,
        y = -h / 2 + 118 + r * gy + gy / 2;
      if (c === mark[0] && r === mark[1])
        out.push(circ(x, y, gy * 0.52, P.o), star(x, y, gy * 0.28, P.w));
      else out.push(rect(x - gx * 0.32, y - gy * 0.3, gx * 0.64, gy * 0.6, c > 4 ? P.t4 : P.g5, 6));
    }
  return out.join('');
}

export function note(w = 150, h = 130, color = P.c, pin = P.o, lines = 3) {
  const out = [
    rect(-w / 2 + 6, 6, w, h, P.g, 6, { opacity: 0.12 }),
    rect(-w / 2, 0, w, h, color, 6),
  ];
  for (let i = 0; i < lines; i++)
    out.push(
      line(-w / 2 + 22, 40 + i * 24, w / 2 - 22 - (i % 2) * 30, 40 + i * 24, P.g, 6, {
        opacity: 0.2,
      }),
    );
  out.push(circ(0, 14, 11, pin), circ(-3, 11, 4, P.w, { opacity: 0.5 }));
  return out.join('');
}

export function mountains(y, w, color = P.t3, h = 200, seed = [0.2, 0.5, 0.8]) {
  let d = `M0 ${y}`;
  seed.forEach((t, i) => {
    const peakX = w * t,
      peakY = y - h * (0.7 + (0.3 * ((i * 7) % 3)) / 2);
    d += `L${n(peakX - w * 0.14)} ${n(y - h * 0.3)}Q${n(peakX)} ${n(peakY - 20)} ${n(peakX + w * 0.14)} ${n(y - h * 0.3)}`;
  });
  d += `L${w} ${y}Z`;
  return path(d, color);
}

export function building(w, h, wall = P.g4, win = P.t4, roof = null, rows = 4, cols = 3) {
  const out = [rect(0, -h, w, h, wall, 6)];
  if (roof) out.push(rect(-8, -h - 14, w + 16, 18, roof, 6));
  const gx = w / cols,
    gy = (h - 40) / rows;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      out.push(rect(c * gx + gx * 0.22, -h + 20 + r * gy + gy * 0.15, gx * 0.56, gy * 0.6, win, 4));
  out.push(rect(w - 14, -h, 14, h, P.g, 0, { opacity: 0.06 }));
  return out.join('');
}

export function tree(crown = P.t2, trunk = P.wood, s = 1) {
  return g(s === 1 ? null : `scale(${s})`, [
    shadow(0, 2, 40, 7),
    rect(-8, -80, 16, 80, trunk, 6),
    circ(0, -120, 56, crown),
    circ(-22, -136, 20, P.w, { opacity: 0.15 }),
  ]);
}

export function streetLamp(pole = P.g, light = P.gold) {
  return [
    rect(-6, -260, 12, 260, pole, 5),
    rect(-20, -10, 40, 14, pole, 6),
    stroke('M0 -250Q0 -280 40 -280', pole, 10),
    path('M24 -282H60L54 -262H30Z', pole),
    ell(42, -258, 12, 6, light),
    circ(42, -250, 26, light, { opacity: 0.2 }),
  ].join('');
}

export function sofa(color = P.t, cushion = P.t2) {
  return [
    shadow(0, 4, 190, 14),
    rect(-170, -150, 340, 100, color, 30),
    rect(-180, -70, 360, 60, color, 20),
    rect(-150, -100, 145, 44, cushion, 16),
    rect(5, -100, 145, 44, cushion, 16),
    rect(-200, -110, 50, 100, color, 24),
    rect(150, -110, 50, 100, color, 24),
    rect(-180, -16, 18, 18, P.woodd, 4),
    rect(162, -16, 18, 18, P.woodd, 4),
    rect(-120, -140, 70, 50, P.o, 14, { transform: 'rotate(-8 -85 -115)' }),
  ].join('');
}

export function planks(x, y, w, h, pw, colors = [P.wood, P.woodl], rnd = null, vertical = true) {
  const out = [];
  const cnt = Math.ceil((vertical ? w : h) / pw);
  for (let i = 0; i < cnt; i++) {
    const c = colors[i % colors.length];
    if (vertical) out.push(rect(x + i * pw, y, Math.min(pw, w - i * pw), h, c));
    else out.push(rect(x, y + i * pw, w, Math.min(pw, h - i * pw), c));
    if (vertical) out.push(rect(x + i * pw, y, 3, h, P.g, 0, { opacity: 0.18 }));
    else out.push(rect(x, y + i * pw, w, 3, P.g, 0, { opacity: 0.18 }));
    if (rnd)
      for (let k = 0; k < 2; k++) {
        const kx = vertical ? x + i * pw + pw / 2 : x + rnd.range(0, w),
          ky = vertical ? y + rnd.range(0, h) : y + i * pw + pw / 2;
        out.push(circ(kx, ky, 4, P.g, { opacity: 0.15 }));
      }
  }
  return out.join('');
}

export function tiles(x, y, w, h, s, fill, lineC) {
  const out = [rect(x, y, w, h, fill)];
  for (let xx = x + s; xx < x + w; xx += s) out.push(rect(xx - 1.5, y, 3, h, lineC));
  for (let yy = y + s; yy < y + h; yy += s) out.push(rect(x, yy - 1.5, w, 3, lineC));
  return out.join('');
}

export function stones(rnd, x, y, w, h, sw = 120, sh = 70, colors = [P.g2, '#5a595c', '#4d4c4f']) {
  const out = [];
  let row = 0;
  for (let yy = y; yy < y + h; yy += sh) {
    let xx = x - (row % 2 ? sw / 2 : 0);
    while (xx < x + w) {
      const ww = sw * rnd.range(0.75, 1.15);
      const x0 = Math.max(x, xx + 4),
        x1 = Math.min(x + w, xx + ww - 4);
      if (x1 - x0 > 10)
        out.push(rect(x0, yy + 4, x1 - x0, Math.min(sh - 8, y + h - yy - 4), rnd.pick(colors), 12));
      xx += ww;
    }
    row++;
  }
  return out.join('');
}

export function starfield(rnd, x0, y0, x1, y1, count, color = P.w) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const x = rnd.range(x0, x1),
      y = rnd.range(y0, y1);
    if (rnd() < 0.15) out.push(sparkle(x, y, rnd.range(6, 12), rnd() < 0.5 ? P.gold : color));
    else out.push(circ(x, y, rnd.range(1.5, 3.5), color, { opacity: rnd.range(0.5, 1) }));
  }
  return out.join('');
}

export function ladder(h, color = P.woodl) {
  const out = [rect(-50, -h, 14, h, color, 5), rect(36, -h, 14, h, color, 5)];
  for (let y = -30; y > -h + 10; y -= 50) out.push(rect(-44, y - 6, 88, 12, color, 5));
  return out.join('');
}

export function candle(h = 90, wax = P.c, lit = true) {
  const out = [];
  if (lit) out.push(glow(0, -h - 20, 90, P.gold, 0.15));
  out.push(ell(0, 0, 44, 10, P.gold), ell(0, -4, 40, 9, P.goldd));
  out.push(
    rect(-18, -h, 36, h - 2, wax, 6),
    path(
      `M-18 ${-h + 8}Q-18 ${-h} -10 ${-h}H10Q18 ${-h} 18 ${-h + 8}V${-h + 24}Q12 ${-h + 30} 8 ${-h + 22}Q4 ${-h + 14} 0 ${-h + 18}Q-10 ${-h + 40} -12 ${-h + 18}Q-16 ${-h + 12} -18 ${-h + 20}Z`,
      P.w,
    ),
  );
  out.push(rect(8, -h + 10, 6, h - 20, P.g, 3, { opacity: 0.08 }));
  out.push(line(0, -h, 0, -h - 8, P.g, 3));
  if (lit)
    out.push(
      path(
        `M0 ${-h - 44}C14 ${-h - 28} 14 ${-h - 14} 0 ${-h - 8}C-14 ${-h - 14} -14 ${-h - 28} 0 ${-h - 44}Z`,
        P.o,
      ),
      path(
        `M0 ${-h - 30}C7 ${-h - 22} 7 ${-h - 14} 0 ${-h - 11}C-7 ${-h - 14} -7 ${-h - 22} 0 ${-h - 30}Z`,
        P.gold,
      ),
    );
  return out.join('');
}

export function inkpot() {
  return [
    shadow(0, 2, 40, 8),
    path('M-34 0Q-40 -40 -16 -50V-62H16V-50Q40 -40 34 0Z', P.g),
    rect(-20, -70, 40, 12, P.g2, 5),
    ell(-16, -28, 6, 12, P.w, { opacity: 0.3 }),
  ].join('');
}

export function cipherWheel(r = 120) {
  let ticks1 = '',
    marks1 = '',
    ticks2 = '',
    marks2 = '';
  const seg = (a, r1, r2) =>
    `M${n(Math.cos(a) * r1)} ${n(Math.sin(a) * r1)}L${n(Math.cos(a) * r2)} ${n(Math.sin(a) * r2)}`;
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    ticks1 += seg(a, r * 0.72, r * 0.92);
    marks1 += glyphD(
      i,
      7,
      Math.cos(a + 0.13) * r * 0.82,
      Math.sin(a + 0.13) * r * 0.82,
      (a * 180) / Math.PI + 90,
    );
    const b = a + 0.06;
    ticks2 += seg(b, r * 0.46, r * 0.7);
    marks2 += glyphD(
      i + 5,
      6,
      Math.cos(b + 0.13) * r * 0.58,
      Math.sin(b + 0.13) * r * 0.58,
      (b * 180) / Math.PI + 90,
    );
  }
  return [
    circ(0, 0, r, P.c3),
    circ(0, 0, r * 0.92, P.c2),
    stroke(ticks1, P.woodl, 2),
    stroke(marks1, P.wood, 2.5),
    circ(0, 0, r * 0.7, P.t),
    stroke(ticks2, P.td, 2),
    stroke(marks2, P.c, 2.5),
    circ(0, 0, r * 0.46, P.t2),
    circ(0, 0, r * 0.12, P.gold),
    poly(
      [
        [0, -r * 0.98],
        [-9, -r * 1.12],
        [9, -r * 1.12],
      ],
      P.o,
    ),
  ].join('');
}

// Tiny abstract glyphs (rune / chalk / cipher marks) — not letters. Absolute M/L/Q/Z only.
const GLYPHS = [
  'M-1 -1L1 1M-1 1L1 -1',
  'M-1 1L0 -1L1 1',
  'M-1 -1L-1 1L1 1',
  'M0 -1L0 1M-1 0L1 0',
  'M-1 -1L1 -1L-1 1L1 1',
  'M-1 1L-1 -1L1 1L1 -1',
  'M-1 0Q-1 -1 0 -1Q1 -1 1 0Q1 1 0 1Q-1 1 -1 0',
  'M0 -1L1 0L0 1L-1 0Z',
  'M-1 -1L0 1L1 -1',
  'M-1 -1Q1 0 -1 1',
];
// Glyph path scaled by s, rotated by rot degrees and moved to (x, y).
export function glyphD(i, s, x = 0, y = 0, rot = 0) {
  const a = (rot * Math.PI) / 180,
    c = Math.cos(a),
    sn = Math.sin(a);
  return GLYPHS[i % GLYPHS.length].replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (m, px, py) => {
    const X0 = parseFloat(px) * s,
      Y0 = parseFloat(py) * s;
    return `${n(x + X0 * c - Y0 * sn)} ${n(y + X0 * sn + Y0 * c)}`;
  });
}
export function glyph(i, s, color, w = 2.5) {
  return stroke(glyphD(i, s), color, w);
}

export function lever(up = true, color = P.o, base = P.g2) {
  const out = [rect(-22, -16, 44, 22, base, 8)];
  out.push(up ? line(0, -8, -26, -80, P.g3, 10) : line(0, -8, 26, -80, P.g3, 10));
  out.push(circ(up ? -26 : 26, -84, 16, color), circ(up ? -31 : 21, -89, 5, P.w, { opacity: 0.4 }));
  return out.join('');
}

export function gauge(r = 44, angle = -30, face = P.c) {
  const out = [circ(0, 0, r, P.g2), circ(0, 0, r * 0.82, face)];
  for (let i = 0; i <= 6; i++) {
    const a = Math.PI * (0.8 + (i / 6) * 1.4);
    out.push(
      line(
        Math.cos(a) * r * 0.58,
        Math.sin(a) * r * 0.58,
        Math.cos(a) * r * 0.72,
        Math.sin(a) * r * 0.72,
        i > 4 ? P.o : P.g3,
        3,
      ),
    );
  }
  out.push(g(`rotate(${angle})`, [path(`M-4 0L0 ${-r * 0.66}L4 0Z`, P.o)]), circ(0, 0, 6, P.g));
  return out.join('');
}

export function mug(color = P.t) {
  return [
    rect(-22, -50, 44, 50, color, 8),
    stroke('M22 -38q20 0 20 14t-20 14', color, 7),
    rect(-22, -50, 44, 8, P.w, 0, { opacity: 0.3 }),
    stroke('M-6 -62q-8 -12 0 -22M8 -62q-8 -12 0 -22', P.g3, 3, { opacity: 0.6 }),
  ].join('');
}

export function clock(r = 50) {
  return [
    circ(0, 0, r, P.w, { stroke: P.g, strokeWidth: 8 }),
    line(0, 0, 0, -r * 0.6, P.g, 6),
    line(0, 0, r * 0.45, 0, P.o, 6),
    circ(0, 0, 5, P.g),
  ].join('');
}

export function frame(w, h, inner, color = P.wood) {
  return [
    rect(-w / 2 - 14, -h / 2 - 14, w + 28, h + 28, color, 8),
    rect(-w / 2, -h / 2, w, h, P.c, 4),
    inner,
  ].join('');
}
