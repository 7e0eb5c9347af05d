// News (1200x675), packages (600x400), avatars (160x160), gallery (1200x800), video poster, map.
import { P, n, rect, circ, ell, path, stroke, line, poly, g, at, T, shadow, rng } from '../lib.mjs';
import * as X from '../parts.mjs';

const pp = (x, y, s, o) => at(x, y, s, X.person(o));

function bg(w, h, wall, blobs = [], floorY = 0, floor = P.c2) {
  const out = [rect(0, 0, w, h, wall)];
  for (const [x, y, r, c, op = 1] of blobs) out.push(circ(x, y, r, c, { opacity: op }));
  if (floorY)
    out.push(
      rect(0, floorY, w, h - floorY, floor),
      rect(0, floorY, w, 6, P.g, 0, { opacity: 0.06 }),
    );
  return out.join('');
}

function ghost(x, y, s) {
  return at(
    x,
    y,
    s,
    [
      path('M-40 40V-10A40 40 0 0 1 40 -10V40L26 30L13 40L0 30L-13 40L-26 30Z', P.w),
      circ(-13, -8, 6, P.g),
      circ(13, -8, 6, P.g),
      ell(0, 10, 6, 8, P.g),
      circ(-22, 4, 6, P.o, { opacity: 0.3 }),
      circ(22, 4, 6, P.o, { opacity: 0.3 }),
    ].join(''),
  );
}

function pine(x, y, s, c = P.t2) {
  return at(
    x,
    y,
    s,
    [
      rect(-8, -30, 16, 30, P.wood, 4),
      poly(
        [
          [-60, -30],
          [0, -130],
          [60, -30],
        ],
        c,
      ),
      poly(
        [
          [-46, -90],
          [0, -170],
          [46, -90],
        ],
        c,
      ),
      path('M-22 -130L0 -170L22 -130Q11 -122 0 -130Q-11 -122 -22 -130Z', P.w),
    ].join(''),
  );
}

function scissors(open = 24) {
  return [
    g(`rotate(${-open / 2})`, [
      path('M0 -6L170 -4L0 8Z', P.g4),
      circ(-46, 0, 26, 'none', { stroke: P.o, strokeWidth: 14 }),
      rect(-30, -8, 40, 16, P.o, 8),
    ]),
    g(`rotate(${open / 2})`, [
      path('M0 -8L170 4L0 6Z', P.g3),
      circ(-46, 0, 26, 'none', { stroke: P.t, strokeWidth: 14 }),
      rect(-30, -8, 40, 16, P.t, 8),
    ]),
    circ(0, 0, 7, P.g),
  ].join('');
}

function ribbonBow(c = P.o, d = P.od) {
  return [
    path('M0 0C-20 -50 -80 -40 -60 0C-50 20 -20 14 0 0Z', c),
    path('M0 0C20 -50 80 -40 60 0C50 20 20 14 0 0Z', c),
    path('M-6 4L-40 80L-20 70L-6 90L6 6Z', d),
    path('M6 4L36 76L16 70L0 86Z', c),
    circ(0, 0, 14, d),
  ].join('');
}

function partyHat(c = P.t) {
  return (
    path('M-30 0L0 -80L30 0Z', c, { stroke: c, strokeWidth: 6, strokeLinejoin: 'round' }) +
    circ(0, -84, 10, P.gold) +
    stroke('M-18 -30L18 -24', P.w, 5, { opacity: 0.6 })
  );
}

function cupcake(c = P.o, f = P.c) {
  return [
    path('M-30 -40L-22 0H22L30 -40Z', c),
    line(-10, -36, -8, -4, P.w, 3, { opacity: 0.35 }),
    line(10, -36, 8, -4, P.w, 3, { opacity: 0.35 }),
    path('M-36 -40Q-40 -62 -16 -64Q-10 -84 10 -74Q36 -76 36 -52Q38 -42 30 -40Z', f),
    circ(4, -80, 8, P.o),
  ].join('');
}

function glassCup(c = P.o) {
  return [
    path('M-20 -70L-16 0H16L20 -70Z', P.w, { opacity: 0.7, stroke: P.t3, strokeWidth: 3 }),
    path('M-18 -44L-16 0H16L18 -44Z', c),
    line(6, -90, 10, -30, P.t, 5),
  ].join('');
}

function camera() {
  return [
    rect(-60, -40, 120, 80, P.g, 14),
    rect(-30, -54, 40, 20, P.g, 6),
    circ(0, 0, 28, P.g2),
    circ(0, 0, 18, P.t),
    circ(-6, -6, 6, P.w, { opacity: 0.5 }),
    rect(34, -30, 16, 10, P.gold, 3),
  ].join('');
}

function footprints(x, y, count, dx, dy, c = P.o, op = 0.45) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const side = i % 2 ? 14 : -14;
    out.push(
      ell(x + i * dx + side * 0.4, y + i * dy + side, 12, 20, c, {
        opacity: op,
        transform: `rotate(${n((Math.atan2(dy, dx) * 180) / Math.PI + 90)} ${n(x + i * dx + side * 0.4)} ${n(y + i * dy + side)})`,
      }),
    );
  }
  return out.join('');
}

export const news = {
  'news/news-1.svg': {
    title: 'A new room opens: an orange ribbon across a glowing door and a pair of big scissors',
    draw() {
      const r = rng(301);
      const out = [
        bg(
          1200,
          675,
          P.c,
          [
            [600, 330, 320, P.o4],
            [120, 120, 100, P.t4],
            [1100, 560, 120, P.t4],
          ],
          600,
        ),
      ];
      out.push(X.glow(600, 360, 280, P.gold, 0.15));
      out.push(at(600, 604, 1, X.door({ w: 230, h: 400, color: P.td, frame: P.woodd })));
      out.push(
        stroke('M300 420Q450 440 560 420', P.o, 22),
        stroke('M640 420Q750 440 900 420', P.o, 22),
      );
      out.push(
        rect(280, 396, 30, 230, P.gold, 10),
        rect(890, 396, 30, 230, P.gold, 10),
        circ(295, 396, 22, P.gold),
        circ(905, 396, 22, P.gold),
      );
      out.push(at(600, 420, 1, ribbonBow(P.o, P.od)));
      out.push(at(900, 390, 1.4, scissors(34), 196));
      const bal = (x, y, c) => at(x, y, 1, X.balloon(c, 200, 10));
      out.push(bal(140, 260, P.o), bal(220, 200, P.t), bal(990, 200, P.gold), bal(1070, 260, P.o));
      out.push(X.confetti(r, 300, 40, 900, 240, 30));
      return out;
    },
  },
  'news/news-2.svg': {
    title: 'Summer workshops: children with magnifying glasses follow footprints under a big sun',
    draw() {
      const r = rng(302);
      const out = [bg(1200, 675, P.t4, [], 470, P.c2)];
      out.push(
        at(1020, 140, 1, X.sun(70)),
        X.cloud(220, 120, 0.9),
        X.cloud(640, 80, 0.6, P.w, 0.9),
      );
      out.push(X.mountains(470, 1200, P.t3, 140, [0.2, 0.55, 0.9]));
      out.push(rect(0, 470, 1200, 205, P.c2));
      out.push(footprints(150, 620, 9, 110, -14, P.od, 0.35));
      out.push(at(1120, 520, 0.8, X.plant(P.t, P.t2, P.t)));
      const k1 = {
        style: 'pony',
        shirt: P.o,
        pants: P.t,
        skin: P.skin1,
        hair: P.wood,
        armR: [44, 20],
        face: 'wow',
        look: 4,
      };
      out.push(
        pp(330, 600, 1.15, k1),
        at(
          330 + X.handPos(k1, 'R')[0] * 1.15 + 26,
          600 + X.handPos(k1, 'R')[1] * 1.15 + 30,
          0.8,
          X.magnifier(P.g, P.t3, P.t),
          200,
        ),
      );
      const k2 = {
        style: 'short',
        shirt: P.t,
        pants: P.g,
        skin: P.skin3,
        hair: P.g,
        armL: [-44, 30],
        face: 'grin',
        look: -4,
      };
      out.push(
        pp(760, 620, 1.2, k2),
        at(
          760 + X.handPos(k2, 'L')[0] * 1.2 - 26,
          620 + X.handPos(k2, 'L')[1] * 1.2 + 30,
          0.8,
          X.magnifier(P.g, P.t3, P.o),
          160,
        ),
      );
      out.push(
        pp(560, 640, 1, {
          style: 'curly',
          shirt: P.gold,
          pants: P.od,
          skin: P.skin2,
          hair: P.g,
          armR: [30, -60],
          face: 'grin',
          look: 2,
        }),
      );
      out.push(X.sprinkle(r, 80, 200, 1150, 420, 8, ['sparkle', 'dot'], [P.o, P.gold]));
      return out;
    },
  },
  'news/news-3.svg': {
    title:
      'Halloween escape night: smiling pumpkins, a glowing lantern and friendly ghosts under the moon',
    draw() {
      const r = rng(303);
      const out = [rect(0, 0, 1200, 675, P.night), X.starfield(r, 0, 0, 1200, 380, 60)];
      out.push(
        circ(960, 150, 120, P.c, { opacity: 0.12 }),
        circ(960, 150, 86, P.c),
        circ(930, 130, 14, P.c2),
        circ(990, 180, 10, P.c2),
      );
      out.push(
        path('M0 520Q300 470 600 500T1200 480V675H0Z', P.g),
        path('M0 580Q400 540 800 570T1200 560V675H0Z', '#4d4c4f'),
      );
      out.push(
        at(
          200,
          520,
          1,
          rect(-80, -220, 160, 220, P.g2, 6) +
            poly(
              [
                [-100, -220],
                [0, -300],
                [100, -220],
              ],
              P.g2,
            ) +
            rect(-30, -150, 60, 80, P.gold, 30) +
            rect(-18, -60, 36, 60, P.gold, 6) +
            X.glow(0, -110, 90, P.gold, 0.12),
        ),
      );
      out.push(line(600, 0, 600, 160, P.g3, 3), at(600, 170, 0.9, X.lantern(true)));
      out.push(
        at(420, 620, 1.3, X.pumpkin()),
        at(760, 630, 1, X.pumpkin()),
        at(900, 610, 0.7, X.pumpkin(P.o2, P.o, true)),
      );
      out.push(ghost(1050, 420, 1), ghost(380, 300, 0.7));
      for (const [x, y, s] of [
        [700, 120, 1],
        [780, 90, 0.7],
        [300, 150, 0.8],
      ])
        out.push(
          at(
            x,
            y,
            s,
            path(
              'M0 0Q-20 -20 -44 -10Q-30 -4 -34 10Q-20 0 0 10Q20 0 34 10Q30 -4 44 -10Q20 -20 0 0Z',
              P.g2,
            ),
          ),
        );
      return out;
    },
  },
  'news/news-4.svg': {
    title: 'New birthday packages: a stack of wrapped gift boxes with ribbons and confetti',
    draw() {
      const r = rng(304);
      const out = [
        bg(
          1200,
          675,
          P.o4,
          [
            [600, 360, 300, P.c],
            [140, 560, 110, P.t4],
            [1080, 120, 110, P.t4],
          ],
          600,
          P.c2,
        ),
      ];
      out.push(
        at(470, 610, 1.4, X.gift(170, 140, P.t, P.gold)),
        at(760, 610, 1.2, X.gift(160, 160, P.o, P.t)),
      );
      out.push(at(620, 360, 1, X.gift(150, 110, P.gold, P.o)));
      out.push(
        at(960, 615, 0.8, X.gift(140, 110, P.t2, P.o)),
        at(250, 615, 0.7, X.gift(140, 120, P.od, P.gold)),
      );
      out.push(X.confetti(r, 60, 40, 1140, 300, 40));
      return out;
    },
  },
  'news/news-5.svg': {
    title: 'School visits: a small school bus full of children with a giant key on its roof',
    draw() {
      const r = rng(305);
      const out = [bg(1200, 675, P.t4, [[980, 140, 70, P.gold]], 0)];
      out.push(X.cloud(250, 120, 0.9), X.cloud(700, 90, 0.7));
      out.push(X.mountains(470, 1200, P.t3, 160, [0.15, 0.5, 0.85]));
      out.push(rect(0, 470, 1200, 205, P.c2), rect(0, 540, 1200, 100, P.g2));
      for (let x = 40; x < 1200; x += 150) out.push(rect(x, 586, 80, 8, P.c, 4));
      out.push(at(130, 500, 0.7, X.tree(P.t2)), at(1080, 500, 0.8, X.tree(P.t)));
      out.push(stroke('M170 500h-70M190 540h-90M170 580h-60', P.g3, 8, { opacity: 0.6 }));
      out.push(at(600, 620, 1.1, X.bus(P.gold, P.o, r)));
      out.push(rect(420, 330, 14, 30, P.g2), rect(700, 330, 14, 30, P.g2));
      out.push(at(400, 320, 1.6, X.key(P.o, P.od)));
      return out;
    },
  },
  'news/news-6.svg': {
    title: 'Winter holidays: snowflakes falling around a present locked with a padlock',
    draw() {
      const r = rng(306);
      const out = [rect(0, 0, 1200, 675, P.t), circ(600, 330, 300, P.t2, { opacity: 0.35 })];
      out.push(
        path('M0 560Q300 520 600 545T1200 530V675H0Z', P.w),
        path('M0 600Q400 580 800 600T1200 590V675H0Z', P.t4),
      );
      out.push(
        pine(150, 560, 1.3),
        pine(280, 580, 0.9, P.t3),
        pine(1050, 560, 1.2),
        pine(940, 590, 0.8, P.t3),
      );
      out.push(at(600, 590, 1.6, X.gift(170, 140, P.o, P.c, P.o2)));
      out.push(stroke('M600 420V470', P.g3, 6), at(600, 560, 0.9, X.padlock(P.gold, P.g3, P.g)));
      out.push(
        path('M540 396Q560 380 600 386Q640 380 660 396', P.w, {
          opacity: 0.9,
          stroke: P.w,
          strokeWidth: 16,
          strokeLinecap: 'round',
        }),
      );
      for (let i = 0; i < 26; i++)
        out.push(
          g(
            T(r.range(20, 1180), r.range(20, 500), r.range(0.3, 0.9), r.range(0, 60)),
            X.snowflake(30, P.w, 4),
            { opacity: r.range(0.5, 1) },
          ),
        );
      return out;
    },
  },
  'news/news-7.svg': {
    title: 'Team-building for companies: two hands join two big puzzle pieces',
    draw() {
      const r = rng(307);
      const out = [
        bg(1200, 675, P.c, [
          [600, 340, 300, P.t4],
          [160, 120, 100, P.o4],
          [1060, 560, 120, P.o4],
        ]),
      ];
      const s = 220;
      out.push(path(X.puzzleD(s, [0, 1, 0, 0]), P.g, { transform: T(360, 240), opacity: 0.1 }));
      out.push(path(X.puzzleD(s, [0, 1, 0, 0]), P.o, { transform: T(350, 225) }));
      out.push(path(X.puzzleD(s, [0, 0, 0, -1]), P.g, { transform: T(640, 240), opacity: 0.1 }));
      out.push(path(X.puzzleD(s, [0, 0, 0, -1]), P.t, { transform: T(630, 225) }));
      out.push(
        stroke('M300 330h-60M300 380h-80M300 430h-60', P.o, 8, { opacity: 0.4 }),
        stroke('M900 330h60M900 380h80M900 430h60', P.t, 8, { opacity: 0.4 }),
      );
      out.push(
        stroke('M-20 520C120 520 260 480 350 440', P.g2, 44),
        circ(350, 440, 26, P.skin2),
        circ(322, 452, 26, P.g),
      );
      out.push(
        stroke('M1220 520C1080 520 940 480 850 440', P.t2, 44),
        circ(850, 440, 26, P.skin1),
        circ(878, 452, 26, P.t),
      );
      out.push(
        X.sparkle(600, 220, 30, P.gold),
        X.sparkle(640, 170, 16, P.o),
        X.sparkle(560, 470, 20, P.gold),
      );
      out.push(
        X.sprinkle(r, 60, 40, 1140, 200, 10, ['dot', 'sparkle', 'ring'], [P.o, P.t, P.gold]),
      );
      return out;
    },
  },
};

export const packages = {
  'packages/mali-istrazivac.svg': {
    title: 'Little Explorer package: a magnifying glass and a small birthday cake',
    draw() {
      const r = rng(401);
      const out = [bg(600, 400, P.t4, [[300, 210, 160, P.w, 0.7]], 340, P.t3)];
      out.push(
        at(360, 350, 0.95, X.cake({ tiers: 1, w: 200, colors: [P.t2], candles: 1, rnd: r })),
      );
      out.push(at(220, 170, 1.1, X.magnifier(P.g, P.t3, P.o), 90));
      out.push(
        stroke('M40 372C120 350 180 380 260 360', P.t, 6, {
          strokeDasharray: '1 16',
          opacity: 0.7,
        }),
      );
      out.push(X.sprinkle(r, 40, 30, 560, 150, 7, ['sparkle', 'dot'], [P.o, P.gold, P.t]));
      return out;
    },
  },
  'packages/veliki-avanturista.svg': {
    title: 'Big Adventurer package: a treasure map, a compass and a two-tier cake',
    draw() {
      const r = rng(402);
      const out = [bg(600, 400, P.o4, [[300, 200, 170, P.c, 0.8]], 340, P.o3)];
      out.push(g('translate(190 190) rotate(-8)', X.treasureMap(r, 260, 180)));
      out.push(at(130, 340, 0.8, X.compass(70)));
      out.push(
        at(400, 352, 0.85, X.cake({ tiers: 2, w: 220, colors: [P.o, P.t2], candles: 3, rnd: r })),
      );
      out.push(X.sprinkle(r, 30, 20, 580, 100, 6, ['sparkle', 'dot'], [P.o, P.gold, P.t]));
      return out;
    },
  },
  'packages/legendarna-zabava.svg': {
    title: 'Legendary Party package: a golden crown, a treasure chest and a big three-tier cake',
    draw() {
      const r = rng(403);
      const out = [bg(600, 400, P.t, [[330, 190, 170, P.t2, 0.45]], 350, P.td)];
      out.push(at(150, 362, 0.75, X.chest({ open: true, rnd: r, glowOn: false })));
      out.push(
        at(
          390,
          366,
          0.8,
          X.cake({
            tiers: 3,
            w: 230,
            tierH: 62,
            colors: [P.o, P.t2, P.c2],
            frost: P.w,
            candles: 0,
            rnd: r,
            topper: at(0, -6, 0.45, X.crown()),
          }),
        ),
      );
      out.push(
        X.sprinkle(r, 20, 20, 580, 140, 12, ['sparkle', 'star', 'dot'], [P.gold, P.o, P.t2]),
      );
      return out;
    },
  },
};

const AV = [
  { bgc: P.o4, o: { style: 'long', hair: P.wood, skin: P.skin1, shirt: P.t, face: 'smile' } },
  {
    bgc: P.t4,
    o: { style: 'short', hair: P.g, skin: P.skin2, shirt: P.o, face: 'grin', collar: P.w },
  },
  {
    bgc: P.c2,
    o: { style: 'curly', hair: P.g, skin: P.skin4, shirt: P.gold, face: 'smile', glasses: true },
  },
  { bgc: P.t3, o: { style: 'bob', hair: P.od, skin: P.skin1, shirt: P.o2, face: 'grin' } },
  {
    bgc: P.o3,
    o: { style: 'bald', hair: P.g, skin: P.skin3, shirt: P.t, face: 'smile', glasses: true },
  },
  { bgc: P.g4, o: { style: 'buns', hair: P.g, skin: P.skin2, shirt: P.td, face: 'smile' } },
];
export const people = Object.fromEntries(
  AV.map((a, i) => [
    `people/avatar-${i + 1}.svg`,
    {
      title: 'Friendly illustrated portrait of a smiling parent',
      draw() {
        return [
          rect(0, 0, 160, 160, a.bgc),
          circ(130, 30, 40, P.w, { opacity: 0.35 }),
          X.portrait(a.o),
        ];
      },
    },
  ]),
);

export const gallery = {
  'gallery/venue-1.svg': {
    title: 'Cluville reception: a smiling host behind the desk welcomes a parent and child',
    draw() {
      const r = rng(501);
      const out = [bg(1200, 800, P.c, [[600, 300, 260, P.o4]], 640, P.c3)];
      out.push(circ(600, 200, 110, P.o), circ(600, 200, 92, P.c), X.keyhole(600, 184, 2.6, P.o));
      out.push(at(200, 560, 1, X.windowFrame(220, 300, P.t3, P.w, true, X.cloud(0, -200, 0.5))));
      out.push(
        pp(620, 640, 1.05, {
          adult: true,
          style: 'pony',
          hair: P.g,
          skin: P.skin2,
          shirt: P.t,
          armR: [30, 40],
          face: 'grin',
          look: 3,
          part: 'body',
        }),
      );
      out.push(
        rect(400, 460, 440, 30, P.woodl, 12),
        rect(420, 490, 400, 180, P.o, 14),
        rect(420, 490, 400, 24, P.od, 0, { opacity: 0.3 }),
      );
      out.push(circ(620, 590, 44, P.c), at(590, 590, 0.42, X.key(P.o, P.od)));
      out.push(
        at(
          760,
          460,
          0.8,
          path('M-24 0A24 24 0 0 1 24 0Z', P.gold) +
            rect(-30, 0, 60, 6, P.g2, 3) +
            circ(0, -26, 5, P.gold),
        ),
      );
      out.push(g(T(470, 400, 0.6, -6), X.note(90, 70, P.c, P.t, 2)));
      out.push(
        pp(960, 740, 1.1, {
          adult: true,
          style: 'short',
          hair: P.wood,
          skin: P.skin1,
          shirt: P.o2,
          armL: [-30, 60],
          look: -4,
        }),
      );
      out.push(
        pp(860, 760, 1, {
          style: 'buns',
          hair: P.g,
          skin: P.skin1,
          shirt: P.gold,
          dress: true,
          armR: [40, 30],
          armL: [-30, -40],
          face: 'grin',
          look: -4,
        }),
      );
      out.push(at(1110, 660, 0.9, X.plant()));
      out.push(X.sprinkle(r, 400, 60, 800, 160, 6, ['sparkle'], [P.o, P.gold]));
      return out;
    },
  },
  'gallery/venue-2.svg': {
    title: 'The party room: children in party hats at a long table under bunting and balloons',
    draw() {
      const r = rng(502);
      const out = [bg(1200, 800, P.o4, [], 640, P.c3)];
      out.push(
        X.bunting(-20, 620, 60, 30, 8),
        X.bunting(580, 1220, 60, 30, 8, [P.t, P.gold, P.o, P.c]),
      );
      out.push(
        at(80, 300, 1, X.balloon(P.t, 300)),
        at(150, 250, 1, X.balloon(P.o, 340)),
        at(1060, 260, 1, X.balloon(P.gold, 340)),
        at(1130, 310, 1, X.balloon(P.o, 290)),
      );
      const kids = [
        {
          x: 300,
          o: {
            style: 'pony',
            hair: P.wood,
            skin: P.skin1,
            shirt: P.t,
            hat: 'party',
            hatColor: P.o,
            face: 'grin',
            armR: [30, -60],
          },
        },
        {
          x: 480,
          o: {
            style: 'short',
            hair: P.g,
            skin: P.skin3,
            shirt: P.o,
            hat: 'party',
            hatColor: P.t,
            face: 'smile',
          },
        },
        {
          x: 720,
          o: {
            style: 'curly',
            hair: P.g,
            skin: P.skin2,
            shirt: P.gold,
            hat: 'party',
            hatColor: P.t2,
            face: 'wow',
          },
        },
        {
          x: 900,
          o: {
            style: 'bob',
            hair: P.od,
            skin: P.skin1,
            shirt: P.t2,
            hat: 'party',
            hatColor: P.o,
            face: 'grin',
            armL: [-30, -60],
          },
        },
      ];
      for (const k of kids) out.push(pp(k.x, 640, 1.05, k.o));
      out.push(at(600, 780, 1, X.table(900, 180, P.woodl, P.wood, P.c)));
      out.push(
        at(600, 610, 0.9, X.cake({ tiers: 2, w: 200, colors: [P.o, P.t2], candles: 5, rnd: r })),
      );
      for (const x of [260, 420, 780, 940])
        out.push(
          ell(x, 612, 50, 12, P.w),
          ell(x, 610, 34, 7, P.g4),
          at(x + 50, 616, 0.6, glassCup([P.o, P.t2, P.gold, P.o][((x / 10) | 0) % 4])),
        );
      out.push(X.confetti(r, 200, 130, 1000, 330, 26));
      return out;
    },
  },
  'gallery/venue-3.svg': {
    title: 'Children crack a combination lock together, with a map and a magnifying glass',
    draw() {
      const r = rng(503);
      const out = [bg(1200, 800, P.g, [[600, 360, 360, P.g2, 0.6]], 660, P.g2)];
      out.push(X.glow(600, 420, 300, P.gold, 0.1));
      out.push(
        at(930, 180, 1, X.frame(200, 140, at(0, 0, 0.6, X.treasureMap(r, 300, 200)), P.wood)),
      );
      out.push(stroke('M160 120h120l-30 -30M280 120l-30 30', P.o, 10, { opacity: 0.7 }));
      out.push(
        pp(600, 640, 1.15, {
          style: 'short',
          hair: P.od,
          skin: P.skin2,
          shirt: P.gold,
          armL: [-34, -56],
          armR: [34, -56],
          face: 'grin',
        }),
      );
      out.push(shadow(600, 690, 260, 20, 0.3));
      out.push(
        rect(400, 440, 400, 240, P.wood, 20),
        rect(400, 440, 400, 40, P.woodl, 18),
        rect(420, 500, 360, 8, P.woodd, 0, { opacity: 0.5 }),
      );
      out.push(at(600, 580, 1.4, X.dialLock(40)));
      out.push(at(740, 540, 0.6, X.padlock(P.gold, P.g3, P.woodd)));
      const k1 = {
        style: 'pony',
        hair: P.wood,
        skin: P.skin1,
        shirt: P.o,
        armR: [60, 40],
        face: 'wow',
        look: 4,
      };
      out.push(
        pp(300, 720, 1.25, k1),
        at(
          300 + X.handPos(k1, 'R')[0] * 1.25 + 30,
          720 + X.handPos(k1, 'R')[1] * 1.25 - 10,
          0.9,
          X.magnifier(P.g, P.t3, P.t),
          220,
        ),
      );
      out.push(
        pp(900, 730, 1.25, {
          style: 'curly',
          hair: P.g,
          skin: P.skin4,
          shirt: P.t,
          armL: [-50, 10],
          face: 'grin',
          look: -4,
        }),
      );
      out.push(g('translate(780 440) rotate(-12)', X.treasureMap(r, 140, 100)));
      out.push(X.sprinkle(r, 60, 240, 1140, 400, 8, ['sparkle', 'dot'], [P.gold, P.t2]));
      return out;
    },
  },
  'gallery/venue-4.svg': {
    title: 'The cake table: a tall birthday cake, cupcakes and juice under a garland',
    draw() {
      const r = rng(504);
      const out = [bg(1200, 800, P.t4, [[600, 330, 300, P.w, 0.7]], 680, P.c3)];
      out.push(X.bunting(60, 1140, 40, 60, 14));
      out.push(at(600, 800, 1, X.table(1000, 170, P.woodl, P.wood, P.o)));
      out.push(
        at(
          600,
          610,
          1,
          X.cake({ tiers: 3, w: 260, tierH: 80, colors: [P.t, P.o, P.c2], candles: 3, rnd: r }),
        ),
      );
      out.push(
        at(
          300,
          610,
          1,
          rect(-80, -90, 160, 10, P.g3, 5) + rect(-6, -90, 12, 90, P.g3) + ell(0, 0, 60, 8, P.g3),
        ),
        at(260, 520, 0.8, cupcake(P.t)),
        at(340, 520, 0.8, cupcake(P.o)),
      );
      out.push(at(220, 610, 0.8, cupcake(P.gold)), at(380, 612, 0.8, cupcake(P.t2)));
      out.push(
        at(850, 612, 1, glassCup(P.o)),
        at(910, 612, 1, glassCup(P.gold)),
        at(970, 612, 1, glassCup(P.t2)),
      );
      out.push(at(1070, 612, 0.6, X.gift(140, 110, P.o, P.t)));
      out.push(X.confetti(r, 100, 140, 1100, 300, 24));
      return out;
    },
  },
  'gallery/venue-5.svg': {
    title: 'Photo corner: two children pose in a big frame with a pirate hat and a crown',
    draw() {
      const r = rng(505);
      const out = [bg(1200, 800, P.o, [[520, 380, 300, P.o2, 0.5]], 680, P.c3)];
      for (let i = 0; i < 14; i++)
        out.push(
          X.star(r.range(60, 1140), r.range(40, 600), r.range(10, 18), P.gold, r.range(0, 40), {
            opacity: 0.5,
          }),
        );
      out.push(
        pp(440, 700, 1.25, {
          style: 'short',
          hair: P.g,
          skin: P.skin2,
          shirt: P.t,
          hat: 'pirate',
          face: 'grin',
          armL: [-40, -40],
          look: 2,
        }),
      );
      out.push(
        pp(620, 700, 1.2, {
          style: 'long',
          hair: P.wood,
          skin: P.skin1,
          shirt: P.c,
          hat: 'crown',
          face: 'grin',
          armR: [40, -40],
          dress: true,
          look: -2,
        }),
      );
      out.push(
        path('M260 170H800V590H260Z M300 210V550H760V210Z', P.gold, { fillRule: 'evenodd' }),
        rect(260, 170, 540, 420, 'none', 6, { stroke: P.goldd, strokeWidth: 8 }),
      );
      for (const [x, y] of [
        [260, 170],
        [800, 170],
        [260, 590],
        [800, 590],
      ])
        out.push(circ(x, y, 24, P.goldd));
      out.push(
        pp(1000, 760, 1.2, {
          adult: true,
          style: 'bob',
          hair: P.g,
          skin: P.skin3,
          shirt: P.g2,
          armL: [-40, -10],
          armR: [-70, -14],
          look: -5,
          part: 'all',
        }),
      );
      out.push(at(930, 420, 0.9, camera()), X.sparkle(880, 380, 20, P.w));
      return out;
    },
  },
  'gallery/venue-6.svg': {
    title: 'We escaped! Children cheer in front of an opened door while confetti flies',
    draw() {
      const r = rng(506);
      const out = [bg(1200, 800, P.c, [[600, 340, 330, P.o4]], 660, P.c2)];
      out.push(
        poly(
          [
            [490, 664],
            [710, 664],
            [900, 800],
            [300, 800],
          ],
          P.gold,
          { opacity: 0.25 },
        ),
      );
      out.push(
        at(
          600,
          664,
          1,
          X.door({ w: 240, h: 420, color: P.g2, frame: P.g, open: 0.7, inside: P.gold }),
        ),
      );
      out.push(
        pp(320, 720, 1.2, {
          style: 'pony',
          hair: P.od,
          skin: P.skin1,
          shirt: P.t,
          armL: [-40, -70],
          armR: [40, -70],
          legs: 'jump',
          face: 'grin',
        }),
      );
      out.push(
        pp(800, 730, 1.2, {
          style: 'curly',
          hair: P.g,
          skin: P.skin3,
          shirt: P.o,
          armL: [-40, -70],
          armR: [40, -70],
          legs: 'jump',
          face: 'wow',
        }),
      );
      out.push(
        pp(560, 760, 1.1, {
          style: 'short',
          hair: P.wood,
          skin: P.skin2,
          shirt: P.gold,
          armR: [30, -80],
          face: 'grin',
          hand: at(40, -200, 0.45, X.key(), -60),
        }),
      );
      out.push(
        pp(1040, 740, 1.1, {
          adult: true,
          style: 'bald',
          skin: P.skin2,
          shirt: P.td,
          armL: [10, -30],
          armR: [-16, -30],
          face: 'grin',
          look: -4,
        }),
      );
      out.push(X.confetti(r, 100, 60, 1100, 420, 50));
      return out;
    },
  },
  'gallery/venue-7.svg': {
    title: "The parents' lounge: a cosy sofa, coffee and a window with a view of the hills",
    draw() {
      const r = rng(507);
      const out = [bg(1200, 800, P.t4, [], 640, P.c3)];
      out.push(
        at(
          300,
          520,
          1,
          X.windowFrame(
            260,
            340,
            P.t3,
            P.w,
            false,
            g('translate(-130 0)', X.mountains(0, 260, P.t2, 120, [0.2, 0.7])),
          ),
        ),
      );
      out.push(
        at(640, 240, 1, X.frame(160, 110, at(0, 10, 0.35, X.dragonHead()), P.woodl)),
        at(840, 230, 1, X.frame(90, 120, at(0, 40, 0.3, X.flask('cone', P.o)), P.woodl)),
      );
      out.push(ell(600, 720, 420, 50, P.o3, { opacity: 0.7 }));
      out.push(at(760, 620, 1.1, X.sofa(P.t, P.t2)));
      const mum = {
        adult: true,
        style: 'long',
        hair: P.g,
        skin: P.skin1,
        shirt: P.o,
        pants: P.g2,
        legs: 'sit',
        look: -3,
      };
      out.push(pp(700, 640, 1, { ...mum, part: 'body' }));
      out.push(rect(652, 462, 96, 64, P.g, 8), rect(658, 468, 84, 52, P.t3, 5));
      out.push(pp(700, 640, 1, { ...mum, armL: [24, 40], armR: [-24, 40], part: 'arms' }));
      out.push(
        at(
          560,
          760,
          1,
          rect(-120, -70, 240, 20, P.woodl, 8) +
            rect(-100, -50, 16, 50, P.wood) +
            rect(84, -50, 16, 50, P.wood),
        ),
        at(520, 690, 0.9, X.mug(P.o)),
        at(600, 690, 0.9, X.mug(P.t)),
      );
      out.push(at(120, 660, 1, X.plant()), at(1120, 660, 0.9, X.plant(P.t, P.t2, P.t)));
      out.push(
        at(
          1040,
          100,
          1,
          line(0, -100, 0, 60, P.g, 3) +
            path('M-50 60H50L30 110H-30Z', P.o) +
            X.glow(0, 130, 80, P.gold, 0.12),
        ),
      );
      void r;
      return out;
    },
  },
  'gallery/venue-8.svg': {
    title: 'Treasure hunt in the hallway: children with a torch follow glowing arrows on the floor',
    draw() {
      const r = rng(508);
      const out = [rect(0, 0, 1200, 800, P.night)];
      out.push(
        poly(
          [
            [0, 0],
            [1200, 0],
            [860, 240],
            [340, 240],
          ],
          P.g,
        ),
        poly(
          [
            [0, 800],
            [1200, 800],
            [860, 520],
            [340, 520],
          ],
          '#4d4c4f',
        ),
      );
      out.push(
        poly(
          [
            [0, 0],
            [340, 240],
            [340, 520],
            [0, 800],
          ],
          P.g2,
        ),
        poly(
          [
            [1200, 0],
            [860, 240],
            [860, 520],
            [1200, 800],
          ],
          P.g2,
        ),
      );
      out.push(rect(340, 240, 520, 280, '#38373a'));
      out.push(at(600, 520, 0.7, X.door({ w: 170, h: 300, color: P.t, frame: P.td })));
      out.push(
        poly(
          [
            [90, 180],
            [250, 290],
            [250, 560],
            [90, 660],
          ],
          P.wood,
        ),
        poly(
          [
            [950, 290],
            [1110, 180],
            [1110, 660],
            [950, 560],
          ],
          P.wood,
        ),
      );
      out.push(circ(230, 430, 8, P.gold), circ(970, 430, 8, P.gold));
      // flashlight beam
      out.push(
        poly(
          [
            [300, 560],
            [560, 420],
            [660, 520],
            [360, 640],
          ],
          P.gold,
          { opacity: 0.22 },
        ),
      );
      for (const [x, y, s] of [
        [520, 600, 1],
        [640, 560, 0.8],
        [740, 530, 0.6],
      ])
        out.push(
          at(
            x,
            y,
            s,
            path('M-30 -10H10V-26L40 0L10 26V10H-30Z', P.o, { transform: 'scale(1 0.5)' }),
          ),
        );
      out.push(footprints(420, 740, 5, 80, -40, P.t2, 0.5));
      const k = {
        style: 'pony',
        hair: P.wood,
        skin: P.skin1,
        shirt: P.o,
        armR: [40, 10],
        face: 'wow',
        look: 4,
      };
      out.push(
        pp(260, 780, 1.1, k),
        at(
          260 + X.handPos(k, 'R')[0] * 1.1,
          780 + X.handPos(k, 'R')[1] * 1.1,
          1,
          rect(-6, -12, 50, 24, P.g3, 8) + rect(40, -16, 16, 32, P.gold, 6),
        ),
      );
      out.push(
        pp(130, 800, 1.15, {
          style: 'curly',
          hair: P.g,
          skin: P.skin2,
          shirt: P.t,
          armR: [40, -30],
          face: 'grin',
          look: 4,
        }),
      );
      out.push(X.sprinkle(r, 400, 260, 820, 500, 8, ['sparkle', 'dot'], [P.gold, P.t3]));
      return out;
    },
  },
};

export const misc = {
  'video/poster.svg': {
    title: 'A door stands half open with warm light spilling out into a hallway',
    draw() {
      const r = rng(601);
      const out = [bg(1280, 720, P.o4, [[640, 330, 330, P.c]], 600, P.c3)];
      out.push(X.glow(640, 360, 300, P.gold, 0.12));
      out.push(
        poly(
          [
            [530, 604],
            [750, 604],
            [1000, 720],
            [280, 720],
          ],
          P.gold,
          { opacity: 0.3 },
        ),
      );
      out.push(
        at(
          640,
          604,
          1,
          X.door({ w: 240, h: 440, color: P.t, frame: P.woodd, open: 0.45, inside: P.gold }),
        ),
      );
      for (const x of [300, 980])
        out.push(
          X.glow(x, 300, 80, P.gold, 0.18),
          rect(x - 6, 310, 12, 44, P.g2, 4),
          path(`M${x - 26} 312H${x + 26}L${x + 16} 276H${x - 16}Z`, P.gold),
        );
      out.push(at(150, 600, 0.9, X.plant()), at(1140, 600, 0.9, X.plant(P.od, P.t2, P.t)));
      out.push(
        at(170, 300, 1, X.frame(120, 90, at(0, 6, 0.25, X.chest({})), P.woodl)),
        at(1110, 300, 1, X.frame(120, 90, at(-50, 0, 0.5, X.key(P.o, P.od)), P.woodl)),
      );
      out.push(X.sprinkle(r, 420, 80, 860, 220, 10, ['sparkle', 'dot'], [P.gold, P.o, P.t]));
      return out;
    },
  },
  'misc/not-found.svg': {
    title: 'A locked door with a padlock, a lost key on the floor and a question mark over a map',
    draw() {
      const r = rng(603);
      const out = [
        bg(
          1200,
          800,
          P.c,
          [
            [560, 380, 330, P.o4],
            [1040, 170, 120, P.t4],
            [150, 230, 80, P.o4, 0.7],
          ],
          650,
          P.c2,
        ),
      ];
      // the locked door, a padlock on its hasp
      out.push(X.glow(540, 400, 260, P.gold, 0.1), shadow(540, 652, 210, 14));
      out.push(at(540, 650, 1, X.door({ w: 300, h: 500, color: P.t, frame: P.woodd })));
      out.push(rect(488, 356, 104, 20, P.g2, 8), circ(580, 366, 7, P.g3));
      out.push(at(540, 500, 1.05, X.padlock(P.o, P.g3, P.g), -6));
      // the map with a big question mark above it
      out.push(
        shadow(930, 772, 170, 8),
        at(930, 695, 1, X.treasureMap(r, 340, 150, { paper: P.c }), -4),
      );
      out.push(
        circ(940, 330, 92, P.w),
        path('M905 414L930 452L952 418Z', P.w),
        stroke('M902 300A40 40 0 1 1 962 334C944 346 940 356 940 376', P.o, 24),
        circ(940, 414, 14, P.o),
      );
      // the lost key, far from its lock
      out.push(shadow(245, 722, 90, 9), at(180, 712, 0.95, X.key(P.gold, P.goldd), -8));
      out.push(X.sparkle(330, 660, 16, P.gold), X.sparkle(150, 660, 11, P.o, { opacity: 0.8 }));
      out.push(at(110, 650, 0.85, X.plant(P.od, P.t2, P.t)));
      out.push(X.sprinkle(r, 700, 80, 1160, 220, 7, ['sparkle', 'dot'], [P.gold, P.o, P.t]));
      return out;
    },
  },
  'misc/map-placeholder.svg': {
    title: 'Stylised street map of central Podgorica with the Morača river and one Cluville pin',
    draw() {
      const r = rng(602);
      const out = [rect(0, 0, 1200, 600, P.c)];
      // city blocks
      const blocks = [];
      for (let x = -200; x < 1400; x += 160)
        for (let y = -200; y < 800; y += 130) {
          blocks.push(rect(x + 16, y + 16, 128, 98, r.pick([P.c2, P.c2, P.g5, P.o4]), 12));
        }
      out.push(g('rotate(-8 600 300)', blocks));
      // parks
      out.push(
        X.blob(330, 170, 110, 70, r, P.t3),
        X.blob(900, 470, 120, 70, r, P.t3),
        X.blob(760, 110, 70, 50, r, P.t3),
      );
      for (let i = 0; i < 10; i++)
        out.push(circ(r.range(260, 400), r.range(130, 210), 9, P.t2, { opacity: 0.7 }));
      for (let i = 0; i < 8; i++)
        out.push(circ(r.range(830, 970), r.range(440, 500), 9, P.t2, { opacity: 0.7 }));
      // main boulevard
      out.push(
        stroke('M-20 520L1220 120', P.w, 40),
        stroke('M-20 520L1220 120', P.gold, 4, { opacity: 0.7, strokeDasharray: '20 16' }),
      );
      // rivers
      out.push(
        stroke('M1060 -20C980 120 1060 220 940 320C820 420 860 520 760 620', P.t2, 70),
        stroke('M1060 -20C980 120 1060 220 940 320C820 420 860 520 760 620', P.t3, 40, {
          opacity: 0.6,
        }),
      );
      out.push(stroke('M300 -20C380 100 520 180 640 260C760 340 860 330 950 320', P.t2, 26));
      out.push(
        line(905, 270, 1025, 290, P.w, 26, { strokeLinecap: 'butt' }),
        line(830, 430, 950, 470, P.w, 26, { strokeLinecap: 'butt' }),
      );
      out.push(circ(640, 268, 10, P.g3));
      out.push(at(560, 330, 1.4, X.mapPin(P.o)));
      out.push(circ(560, 330, 40, P.o, { opacity: 0.15 }));
      out.push(
        at(
          1120,
          80,
          1,
          circ(0, 0, 34, P.w, { opacity: 0.9 }) +
            poly(
              [
                [0, -26],
                [9, 0],
                [-9, 0],
              ],
              P.o,
            ) +
            poly(
              [
                [0, 26],
                [9, 0],
                [-9, 0],
              ],
              P.g3,
            ),
        ),
      );
      return out;
    },
  },
};
