// Page hero illustrations, 1600x900.
import { P, rect, circ, ell, path, stroke, line, poly, g, at, T, shadow, rng } from '../lib.mjs';
import * as X from '../parts.mjs';

const W = 1600,
  H = 900;

function backdrop(rnd, { wall = P.c, floor = P.c2, floorY = 760, blobs = [] } = {}) {
  const out = [rect(0, 0, W, H, wall)];
  // Every circle stays whole inside the picture: one cut by the picture's edge shows as a hard
  // straight line on the page (the page's own decorative circles are cut by its section instead).
  const margin = 24;
  for (const [x, y, r, c, op = 1] of blobs) {
    const radius = Math.min(r, H / 2 - margin, W / 2 - margin);
    const cx = Math.min(Math.max(x, radius + margin), W - radius - margin);
    const cy = Math.min(Math.max(y, radius + margin), H - radius - margin);
    out.push(circ(cx, cy, radius, c, { opacity: op }));
  }
  if (floorY)
    out.push(
      rect(0, floorY, W, H - floorY, floor),
      rect(0, floorY, W, 6, P.g, 0, { opacity: 0.06 }),
    );
  return out.join('');
}

const kid = (x, y, s, o) => at(x, y, s, X.person(o));

export const heroes = {
  'heroes/home.svg': {
    title: 'Children carry a giant golden key towards a glowing open door into Cluville',
    draw() {
      const r = rng(101);
      const out = [
        backdrop(r, {
          blobs: [
            [1000, 430, 440, P.o4],
            [190, 170, 150, P.t4],
            [1460, 760, 120, P.t4],
          ],
        }),
      ];
      // light spilling onto the floor
      out.push(
        poly(
          [
            [790, 764],
            [1130, 764],
            [1420, 900],
            [560, 900],
          ],
          P.gold,
          { opacity: 0.28 },
        ),
      );
      const through = [
        rect(740, 150, 440, 640, P.gold),
        X.glow(960, 430, 260, P.w, 0.25),
        ...[-60, -30, 0, 30, 60].map((a) =>
          poly(
            [
              [960, 420],
              [950, 100],
              [970, 100],
            ],
            P.w,
            { opacity: 0.3, transform: `rotate(${a} 960 420)` },
          ),
        ),
        path('M760 640Q860 560 960 610T1180 590V780H760Z', P.o3),
        rect(830, 520, 40, 90, P.o2, 6),
        poly(
          [
            [820, 524],
            [850, 480],
            [880, 524],
          ],
          P.od,
        ),
        rect(900, 490, 56, 120, P.o, 6),
        poly(
          [
            [892, 494],
            [928, 440],
            [964, 494],
          ],
          P.od,
        ),
        X.keyhole(928, 540, 0.9, P.gold),
        rect(990, 540, 44, 80, P.o2, 6),
        poly(
          [
            [982, 544],
            [1012, 504],
            [1042, 544],
          ],
          P.od,
        ),
        rect(1060, 520, 36, 100, P.o2, 6),
        poly(
          [
            [1052, 524],
            [1078, 484],
            [1104, 524],
          ],
          P.od,
        ),
        path('M760 690Q900 640 1040 680T1180 660V780H760Z', P.o2),
        X.sparkle(870, 330, 16, P.w),
        X.sparkle(1050, 300, 12, P.w),
        X.sparkle(1110, 420, 10, P.w),
      ].join('');
      out.push(
        at(
          960,
          764,
          1,
          X.door({
            w: 380,
            h: 580,
            color: P.t,
            frame: P.woodd,
            open: 0.62,
            through: g('translate(-960 -764)', through),
            clipId: 'home-door',
          }),
        ),
      );
      out.push(shadow(960, 770, 230, 12, 0.1));
      // kids with the key
      const k1 = {
        style: 'pony',
        shirt: P.t,
        pants: P.g,
        skin: P.skin1,
        hair: P.wood,
        armL: [6, 40],
        armR: [18, 40],
        face: 'grin',
        look: 3,
      };
      const k2 = {
        style: 'curly',
        shirt: P.t2,
        pants: P.o,
        skin: P.skin3,
        hair: P.g,
        armL: [6, 40],
        armR: [18, 40],
        face: 'grin',
        legs: 'walk',
        look: 3,
      };
      const s = 1.35;
      const [, hy] = X.handPos(k1, 'R');
      const keyY = 800 + hy * s + 4;
      out.push(shadow(300, 806, 90, 12), shadow(480, 806, 90, 12));
      out.push(
        kid(300, 800, s, { ...k1, part: 'body' }),
        kid(480, 800, s, { ...k2, part: 'body' }),
      );
      out.push(at(165, keyY, 2.7, X.key(), 0));
      out.push(
        kid(300, 800, s, { ...k1, part: 'arms' }),
        kid(480, 800, s, { ...k2, part: 'arms' }),
      );
      out.push(
        stroke(
          'M600 ' + (keyY - 40) + 'h46M614 ' + keyY + 'h50M600 ' + (keyY + 40) + 'h46',
          P.od,
          8,
          { opacity: 0.5 },
        ),
      );
      // third kid cheering on the right
      out.push(shadow(1300, 806, 90, 12));
      out.push(
        kid(1300, 800, 1.3, {
          style: 'buns',
          shirt: P.gold,
          pants: P.od,
          skin: P.skin2,
          hair: P.g,
          armL: [-40, -70],
          armR: [40, -70],
          face: 'wow',
          legs: 'jump',
          dress: true,
          look: -4,
        }),
      );
      out.push(
        X.sprinkle(r, 620, 90, 1500, 300, 14, ['sparkle', 'dot', 'star'], [P.gold, P.o, P.t]),
      );
      out.push(X.sprinkle(r, 60, 360, 260, 700, 5, ['sparkle', 'dot'], [P.gold, P.t2]));
      return out;
    },
  },

  'heroes/rooms.svg': {
    title:
      'A corridor of five themed doors: a pirate ship, a lab flask, a dragon, a rocket and a book',
    draw() {
      const r = rng(102);
      const out = [
        rect(0, 0, W, H, P.o4),
        rect(0, 560, W, 210, P.c2),
        rect(0, 552, W, 16, P.woodl, 6),
        rect(0, 770, W, 130, P.c3),
        rect(0, 770, W, 8, P.g, 0, { opacity: 0.08 }),
      ];
      out.push(
        rect(0, 820, W, 50, P.t, 0, { opacity: 0.85 }),
        rect(0, 830, W, 4, P.gold, 0, { opacity: 0.8 }),
        rect(0, 856, W, 4, P.gold, 0, { opacity: 0.8 }),
      );
      const doors = [
        { x: 200, color: P.wood, frame: P.woodd, em: at(0, 30, 0.26, X.ship()) },
        { x: 500, color: P.t, frame: P.td, em: at(0, 34, 0.38, X.flask('cone', P.o)) },
        { x: 800, color: P.td, frame: P.g, em: at(2, 4, 0.58, X.dragonHead()) },
        { x: 1100, color: P.g2, frame: P.g, em: at(0, 30, 0.2, X.rocket(P.c, P.o, P.t, false)) },
        { x: 1400, color: P.o, frame: P.od, em: at(0, 30, 0.34, X.closedBook(P.t, P.c)) },
      ];
      for (const [i, d] of doors.entries()) {
        out.push(shadow(d.x, 774, 130, 10, 0.12));
        out.push(
          at(
            d.x,
            772,
            1,
            X.door({ w: 190, h: 380, color: d.color, frame: d.frame, keyholeOn: true }),
          ),
        );
        out.push(circ(d.x, 318, 60, d.frame), circ(d.x, 314, 52, P.c));
        out.push(at(d.x, 314, 1, d.em));
        out.push(
          rect(d.x - 70, 772, 140, 14, [P.o, P.t, P.gold, P.t2, P.od][i], 7, { opacity: 0.6 }),
        );
      }
      for (const x of [350, 650, 950, 1250]) {
        out.push(
          X.glow(x, 420, 70, P.gold, 0.18),
          rect(x - 6, 430, 12, 40, P.g2, 4),
          path(`M${x - 22} 432H${x + 22}L${x + 14} 400H${x - 14}Z`, P.gold),
        );
      }
      out.push(
        kid(650, 838, 0.95, {
          style: 'short',
          shirt: P.o,
          pants: P.g,
          skin: P.skin2,
          hair: P.g,
          armR: [40, -60],
          face: 'grin',
          look: 4,
        }),
      );
      out.push(
        kid(960, 840, 0.9, {
          style: 'long',
          shirt: P.t2,
          pants: P.od,
          skin: P.skin1,
          hair: P.od,
          armL: [-30, 20],
          hand: at(-60, -120, 0.5, X.key(), -30),
        }),
      );
      out.push(X.sprinkle(r, 40, 40, 1560, 220, 12, ['sparkle', 'dot'], [P.o, P.t, P.gold]));
      return out;
    },
  },

  'heroes/birthdays.svg': {
    title: 'A birthday cake shaped like an open treasure chest, with balloons, gifts and confetti',
    draw() {
      const r = rng(103);
      const out = [
        backdrop(r, {
          floorY: 800,
          blobs: [
            [800, 470, 380, P.o4],
            [150, 700, 160, P.t4],
            [1480, 160, 140, P.t4],
          ],
        }),
      ];
      out.push(
        X.bunting(-20, 820, 40, 40, 10),
        X.bunting(780, 1620, 40, 40, 10, [P.t, P.gold, P.o, P.c]),
      );
      out.push(at(800, 800, 1, X.table(900, 170, P.woodl, P.wood, P.t3)));
      out.push(at(800, 620, 1.05, X.chestCake(r)));
      out.push(
        at(470, 620, 0.8, X.gift(140, 110, P.t, P.gold)),
        at(1130, 620, 0.75, X.gift(130, 120, P.gold, P.o)),
        at(1240, 620, 0.5, X.gift(120, 90, P.o, P.t)),
      );
      const bal = (x, y, c, len, sway) => at(x, y, 1.2, X.balloon(c, len, sway));
      out.push(
        bal(170, 260, P.t, 260, 18),
        bal(270, 190, P.o, 300, -14),
        bal(360, 300, P.gold, 240, 10),
      );
      out.push(
        bal(1260, 290, P.gold, 240, -10),
        bal(1360, 190, P.o, 300, 14),
        bal(1460, 280, P.t, 250, -16),
      );
      out.push(X.confetti(r, 60, 120, 1540, 560, 60));
      return out;
    },
  },

  'heroes/team-building.svg': {
    title: 'Grown-ups around a table solving a treasure-map puzzle with a padlock',
    draw() {
      const r = rng(104);
      const out = [
        rect(0, 0, W, H, P.t4),
        circ(1350, 180, 260, P.w, { opacity: 0.5 }),
        circ(180, 220, 160, P.w, { opacity: 0.5 }),
      ];
      // wall board with notes
      out.push(rect(560, 70, 480, 250, P.woodl, 14), rect(576, 86, 448, 218, P.c3, 8));
      out.push(
        at(640, 110, 0.7, X.note(150, 130, P.c, P.o)),
        at(760, 100, 0.7, X.note(150, 130, P.o4, P.t)),
        at(880, 120, 0.7, X.note(150, 130, P.t4, P.o)),
        at(980, 104, 0.55, X.note(150, 130, P.c, P.t)),
      );
      out.push(stroke('M640 124L760 114L880 134L980 114', P.od, 3));
      out.push(at(300, 200, 1.1, X.clock(56)));
      out.push(rect(0, 760, W, 140, P.g4));
      const people = [
        {
          x: 430,
          o: {
            adult: true,
            style: 'short',
            shirt: P.o,
            skin: P.skin2,
            hair: P.g,
            armL: [-20, 60],
            armR: [40, -6],
            look: 4,
            collar: P.w,
          },
        },
        {
          x: 660,
          o: {
            adult: true,
            style: 'bob',
            shirt: P.t,
            skin: P.skin1,
            hair: P.od,
            armL: [-10, 80],
            armR: [60, 110],
            look: 3,
            face: 'grin',
          },
        },
        {
          x: 940,
          o: {
            adult: true,
            style: 'bald',
            shirt: P.gold,
            skin: P.skin3,
            hair: P.g,
            glasses: true,
            armL: [-60, 120],
            armR: [20, 90],
            look: -3,
          },
        },
        {
          x: 1180,
          o: {
            adult: true,
            style: 'long',
            shirt: P.g2,
            skin: P.skin1,
            hair: P.wood,
            armL: [-50, 100],
            armR: [10, 90],
            look: -4,
            face: 'wow',
          },
        },
      ];
      for (const p of people) out.push(at(p.x, 730, 1.05, X.person({ ...p.o, part: 'body' })));
      // table (seen from slightly above)
      out.push(shadow(800, 840, 620, 22, 0.12));
      out.push(
        path('M330 560H1270L1380 720H220Z', P.woodl),
        path('M220 720H1380V756Q1380 770 1366 770H234Q220 770 220 756Z', P.wood),
      );
      out.push(rect(260, 770, 24, 90, P.wood, 6), rect(1316, 770, 24, 90, P.wood, 6));
      out.push(g('translate(800 640) scale(1.25 0.52)', X.treasureMap(r, 420, 240)));
      out.push(at(1160, 676, 0.72, X.chest({})), at(1160, 560, 0.55, X.padlock(P.o, P.g3, P.g)));
      out.push(at(420, 690, 0.9, X.mug(P.o)), at(1330, 700, 0.6, X.mug(P.t)));
      out.push(g('translate(540 672) rotate(-12) scale(1 0.5)', X.note(90, 80, P.gold, P.gold, 2)));
      out.push(at(980, 700, 0.9, X.key(), -8));
      // arms on top of the table
      for (const p of people) out.push(at(p.x, 730, 1.05, X.person({ ...p.o, part: 'arms' })));
      out.push(at(952, 590, 0.8, X.magnifier(P.g, P.t3, P.o), 200));
      out.push(X.sprinkle(r, 60, 360, 260, 600, 4, ['sparkle', 'dot'], [P.o, P.t]));
      return out;
    },
  },

  'heroes/our-story.svg': {
    title:
      'A little house with a keyhole-shaped door on a sunny street in Podgorica, with hills and the Millennium bridge behind',
    draw() {
      const r = rng(105);
      const out = [rect(0, 0, W, H, P.t4)];
      out.push(at(1360, 150, 0.9, X.sun(60, P.gold)));
      out.push(
        X.cloud(300, 140, 1, P.w),
        X.cloud(1050, 110, 0.8, P.w),
        X.cloud(640, 220, 0.6, P.w, 0.8),
      );
      out.push(
        X.mountains(560, W, P.t3, 260, [0.12, 0.45, 0.8]),
        X.mountains(600, W, '#cfe9e6', 160, [0.3, 0.62, 0.95]),
      );
      // Millennium bridge silhouette
      out.push(rect(0, 560, 560, 14, P.g3), line(210, 560, 250, 360, P.g3, 12));
      for (let i = 0; i < 6; i++)
        out.push(
          line(250, 366 + i * 4, 40 + i * 30, 560, P.g3, 2.5),
          line(250, 366 + i * 4, 300 + i * 40, 560, P.g3, 2.5),
        );
      // street buildings
      out.push(at(40, 780, 1, X.building(180, 320, P.c2, P.t4, P.od, 5, 3)));
      out.push(at(240, 780, 1, X.building(200, 250, P.g4, P.t4, null, 4, 3)));
      out.push(at(1150, 780, 1, X.building(190, 280, P.o4, P.t4, P.t, 4, 3)));
      out.push(at(1360, 780, 1, X.building(210, 350, P.c2, P.t4, P.g2, 5, 3)));
      // the Cluville house
      out.push(rect(520, 440, 560, 340, P.o, 10));
      out.push(
        path('M490 450L800 230L1110 450Z', P.g, {
          stroke: P.g,
          strokeWidth: 24,
          strokeLinejoin: 'round',
        }),
      );
      out.push(
        rect(930, 250, 50, 110, P.g2, 6),
        path('M808 450L1080 450L800 246Z', P.w, { opacity: 0.06 }),
      );
      out.push(circ(800, 360, 44, P.c), X.keyhole(800, 350, 1.8, P.t));
      out.push(rect(1040, 450, 40, 330, P.g, 0, { opacity: 0.08 }));
      for (const x of [590, 930]) {
        out.push(
          rect(x, 500, 80, 100, P.t4, 10),
          line(x + 40, 500, x + 40, 600, P.w, 6),
          line(x, 550, x + 80, 550, P.w, 6),
        );
        out.push(rect(x - 24, 500, 20, 100, P.t, 6), rect(x + 84, 500, 20, 100, P.t, 6));
        out.push(
          rect(x - 8, 604, 96, 22, P.wood, 8),
          circ(x + 12, 600, 10, P.o3),
          circ(x + 40, 596, 12, P.gold),
          circ(x + 68, 600, 10, P.o3),
        );
      }
      // keyhole-shaped door
      out.push(circ(800, 600, 74, P.woodd), path('M750 640L724 780H876L850 640Z', P.woodd));
      out.push(circ(800, 600, 62, P.gold), path('M756 640L734 780H866L844 640Z', P.gold));
      out.push(circ(826, 700, 9, P.woodd), rect(760, 780, 80, 10, P.c3));
      // hanging sign
      out.push(
        line(1080, 470, 1160, 470, P.g, 8),
        line(1110, 470, 1110, 500, P.g2, 3),
        line(1150, 470, 1150, 500, P.g2, 3),
        rect(1094, 500, 72, 56, P.c, 10),
        at(1108, 528, 0.36, X.key(P.o, P.od)),
      );
      // street
      out.push(rect(0, 780, W, 50, P.c3), rect(0, 830, W, 70, P.g2), rect(0, 826, W, 8, P.g3));
      for (let x = 20; x < W; x += 140) out.push(rect(x, 860, 70, 10, P.c, 5));
      out.push(
        at(470, 790, 1, X.tree(P.t2, P.wood)),
        at(1120, 790, 0.9, X.tree(P.t, P.wood)),
        at(130, 800, 1, X.streetLamp()),
        at(1520, 800, 1, X.streetLamp()),
      );
      out.push(
        at(
          1260,
          800,
          0.95,
          X.person({
            adult: true,
            style: 'bob',
            shirt: P.t,
            skin: P.skin2,
            hair: P.g,
            armL: [-30, 92],
            look: -4,
          }),
        ),
      );
      out.push(
        at(
          1180,
          800,
          0.95,
          X.person({
            style: 'pony',
            shirt: P.o,
            pants: P.t,
            skin: P.skin1,
            hair: P.wood,
            armR: [30, 40],
            armL: [-40, -50],
            face: 'grin',
            look: -4,
          }),
        ),
      );
      void r;
      return out;
    },
  },

  'heroes/franchise.svg': {
    title: 'A map with several Cluville pins connected by dotted lines',
    draw() {
      const r = rng(106);
      const out = [rect(0, 0, W, H, P.t3)];
      for (let i = 0; i < 14; i++) {
        const x = r.range(40, 600),
          y = r.range(420, 860);
        out.push(stroke(`M${x} ${y}q12 -10 24 0t24 0`, P.w, 4, { opacity: 0.6 }));
      }
      out.push(
        path(
          'M420 0H1600V900H820C760 820 700 800 640 760C560 700 620 620 540 560C460 500 380 460 420 380C460 300 360 240 380 160C400 80 400 40 420 0Z',
          P.c,
        ),
      );
      out.push(
        path(
          'M700 0C760 120 640 260 760 360C880 460 980 380 1080 480C1180 580 1120 760 1200 900',
          'none',
          { stroke: P.c3, strokeWidth: 4, strokeDasharray: '14 12' },
        ),
      );
      out.push(
        path(
          'M1600 300C1460 340 1400 260 1300 300C1200 340 1180 200 1100 160C1000 110 980 40 960 0',
          'none',
          { stroke: P.c3, strokeWidth: 4, strokeDasharray: '14 12' },
        ),
      );
      out.push(X.blob(1240, 620, 110, 60, r, P.t3), X.blob(1244, 616, 80, 38, r, '#cfe9e6'));
      out.push(
        stroke(
          'M1100 0C1120 160 1000 280 1060 420C1120 560 1300 520 1340 700C1360 800 1320 860 1340 900',
          P.t2,
          12,
          { opacity: 0.7 },
        ),
      );
      const mtn = (x, y, s) =>
        at(
          x,
          y,
          s,
          poly(
            [
              [-60, 0],
              [0, -80],
              [60, 0],
            ],
            P.c3,
          ) +
            poly(
              [
                [0, -80],
                [18, -56],
                [6, -50],
                [-4, -60],
                [-18, -54],
              ],
              P.w,
            ),
        );
      out.push(
        mtn(880, 240, 1),
        mtn(960, 260, 0.8),
        mtn(1420, 180, 1.1),
        mtn(1500, 210, 0.8),
        mtn(700, 720, 0.8),
      );
      for (const [x, y] of [
        [1180, 330],
        [1220, 360],
        [1480, 520],
        [900, 600],
        [940, 620],
      ])
        out.push(at(x, y, 0.35, X.tree(P.t2, P.wood)));
      const pins = [
        [560, 300],
        [820, 460],
        [1000, 170],
        [1260, 420],
        [1440, 700],
        [960, 760],
      ];
      const links = [
        [0, 1],
        [1, 2],
        [1, 3],
        [3, 4],
        [1, 5],
        [5, 4],
        [2, 3],
      ];
      for (const [a, b] of links) {
        const [x1, y1] = pins[a],
          [x2, y2] = pins[b];
        const mx = (x1 + x2) / 2 + (y2 - y1) * 0.15,
          my = (y1 + y2) / 2 - (x2 - x1) * 0.15;
        out.push(
          stroke(`M${x1} ${y1 - 10}Q${mx} ${my} ${x2} ${y2 - 10}`, P.od, 7, {
            strokeDasharray: '1 18',
          }),
        );
      }
      for (const [i, [x, y]] of pins.entries())
        out.push(at(x, y, i === 1 ? 1.35 : 0.95, X.mapPin(i === 1 ? P.o : i % 2 ? P.t : P.o)));
      out.push(
        at(
          180,
          190,
          1,
          path(X.starD(70, 0.3, 4), P.c) +
            path(X.starD(70, 0.3, 4), P.od, { transform: 'rotate(45) scale(0.6)' }) +
            circ(0, 0, 10, P.od),
        ),
      );
      out.push(at(260, 620, 0.5, X.ship(P.wood, P.c, P.o)));
      return out;
    },
  },

  'heroes/contact.svg': {
    title: 'A cream envelope with a wax seal and a magnifying glass',
    draw() {
      const r = rng(107);
      const out = [
        backdrop(r, {
          floorY: 0,
          blobs: [
            [800, 460, 400, P.o4],
            [1400, 180, 150, P.t4],
            [170, 720, 170, P.t4],
          ],
        }),
      ];
      out.push(
        stroke('M180 300C260 200 380 320 440 230S560 150 600 180', P.g3, 5, {
          strokeDasharray: '2 16',
        }),
      );
      out.push(
        at(
          300,
          150,
          1,
          path('M0 0L150 50L40 70Z', P.t) +
            path('M40 70L150 50L60 110Z', P.td) +
            path('M40 70L60 110L50 70Z', P.t2),
        ),
        0,
      );
      out.push(g(T(780, 470, 1.55, -6), X.envelope(440, 280)));
      out.push(
        g(
          T(780, 470, 1.55, -6),
          rect(130, -120, 70, 80, P.w, 4) +
            rect(137, -113, 56, 66, P.t3, 3) +
            at(149, -80, 0.22, X.key(P.o, P.od)),
        ),
      );
      out.push(at(960, 560, 1.9, X.magnifier(P.g, P.t3, P.o)));
      out.push(
        g(
          'translate(1180 240) rotate(40)',
          rect(-14, -120, 28, 200, P.gold, 6) +
            path('M-14 80L0 116L14 80Z', P.c3) +
            path('M-5 104L0 116L5 104Z', P.g) +
            rect(-14, -130, 28, 22, P.o, 6),
        ),
      );
      out.push(
        X.sprinkle(r, 100, 60, 1500, 840, 16, ['sparkle', 'dot', 'ring'], [P.o, P.t, P.gold]),
      );
      return out;
    },
  },

  'heroes/news.svg': {
    title: 'A notice board with pinned notes, a key and a star',
    draw() {
      const r = rng(108);
      const out = [
        backdrop(r, {
          floorY: 0,
          blobs: [
            [200, 760, 220, P.t4],
            [1420, 140, 180, P.t4],
          ],
        }),
      ];
      out.push(rect(0, 0, W, H, P.o4, 0, { opacity: 0.6 }));
      out.push(rect(336, 136, 940, 640, P.g, 26, { opacity: 0.12 }));
      out.push(rect(320, 120, 940, 640, P.wood, 26), rect(346, 146, 888, 588, P.c3, 12));
      for (let i = 0; i < 40; i++)
        out.push(
          circ(r.range(360, 1220), r.range(160, 720), r.range(2, 4), P.woodl, { opacity: 0.35 }),
        );
      out.push(g('translate(470 200) rotate(-5)', X.note(200, 180, P.c, P.o, 4)));
      out.push(g('translate(720 180) rotate(3)', X.note(220, 160, P.t4, P.t, 3)));
      out.push(g('translate(1040 210) rotate(-3)', X.note(200, 220, P.c, P.o, 5)));
      out.push(
        g(
          'translate(540 470) rotate(4)',
          rect(-100, 0, 200, 220, P.w, 6) +
            rect(-84, 16, 168, 150, P.t3, 4) +
            at(0, 140, 0.55, X.dragonHead()) +
            circ(0, 10, 11, P.t),
        ),
      );
      out.push(g('translate(1050 490) rotate(-6)', X.note(190, 160, P.o4, P.t, 3)));
      out.push(stroke('M470 214Q600 260 720 194T1040 224', P.od, 3));
      out.push(at(700, 540, 1.5, X.key(P.gold, P.goldd), -20), circ(700, 540, 11, P.o));
      out.push(at(860, 470, 1, X.star(0, 0, 70, P.gold, -8) + circ(0, -44, 10, P.t)));
      out.push(at(1240, 800, 1, X.plant()));
      out.push(X.sprinkle(r, 60, 60, 300, 600, 6, ['sparkle', 'dot'], [P.o, P.t, P.gold]));
      return out;
    },
  },

  'heroes/pricing.svg': {
    title: 'An open treasure chest full of coins with price tags',
    draw() {
      const r = rng(109);
      const out = [
        backdrop(r, {
          floorY: 720,
          blobs: [
            [800, 420, 400, P.o4],
            [180, 220, 140, P.t4],
            [1430, 300, 170, P.t4],
          ],
        }),
      ];
      out.push(at(800, 740, 1.9, X.chest({ open: true, rnd: r })));
      out.push(
        at(420, 760, 1.2, X.coinStack(0, 0, 6)),
        at(500, 770, 1, X.coinStack(0, 0, 3)),
        at(1170, 760, 1.2, X.coinStack(0, 0, 8)),
        at(1250, 770, 1, X.coinStack(0, 0, 4)),
      );
      out.push(X.coin(620, 780, 20), X.coin(1000, 790, 18), X.coin(1060, 770, 16));
      const tag = (x0, y0, x, y, sway, c, s) =>
        stroke(`M${x0} ${y0}Q${(x0 + x) / 2} ${Math.max(y0, y) + 40} ${x} ${y}`, P.g2, 3) +
        at(x, y, s, X.priceTag(c, sway));
      out.push(
        tag(640, 520, 420, 430, 10, P.t, 1.3),
        tag(960, 520, 1170, 380, -8, P.o, 1.2),
        tag(980, 560, 1330, 500, -14, P.td, 1),
      );
      out.push(
        at(1040, 440, 1.4, X.gem(P.t2, P.t3, P.t), 12),
        at(560, 460, 1.1, X.gem(P.o, P.o3, P.od), -10),
      );
      out.push(
        X.sprinkle(r, 200, 60, 1400, 360, 16, ['sparkle', 'star', 'dot'], [P.gold, P.o, P.t]),
      );
      return out;
    },
  },

  'heroes/faq.svg': {
    title:
      'A big question mark made of colourful puzzle pieces, with a child holding the last piece',
    draw() {
      const r = rng(110);
      const out = [
        backdrop(r, {
          floorY: 800,
          blobs: [
            [820, 430, 400, P.t4],
            [200, 200, 130, P.o4],
            [1420, 680, 160, P.o4],
          ],
        }),
      ];
      const grid = [
        '..###..',
        '.##.##.',
        '.#...##',
        '.....##',
        '....##.',
        '...##..',
        '...#...',
        '.......',
        '...#...',
      ];
      const s = 76,
        x0 = 800 - 3.5 * s,
        y0 = 70;
      const cols = [P.o, P.t, P.gold, P.t2, P.o2, P.od];
      const at0 = (rr, cc) => grid[rr] && grid[rr][cc] === '#';
      let k = 0;
      for (let rr = 0; rr < grid.length; rr++)
        for (let cc = 0; cc < 7; cc++) {
          if (!at0(rr, cc)) continue;
          const par = (rr + cc) % 2 ? 1 : -1;
          const e = [
            at0(rr - 1, cc) ? -par : 0,
            at0(rr, cc + 1) ? par : 0,
            at0(rr + 1, cc) ? -par : 0,
            at0(rr, cc - 1) ? par : 0,
          ];
          const fill = cols[k++ % cols.length];
          const missing = rr === 8;
          const x = x0 + cc * s,
            y = y0 + rr * s;
          if (missing) {
            out.push(
              path(X.puzzleD(s, e), 'none', {
                transform: T(x, y),
                stroke: P.g3,
                strokeWidth: 4,
                strokeDasharray: '10 10',
              }),
            );
            continue;
          }
          out.push(path(X.puzzleD(s, e), P.g, { transform: T(x + 6, y + 8), opacity: 0.1 }));
          out.push(path(X.puzzleD(s, e), fill, { transform: T(x, y) }));
        }
      // child holding the last piece
      const o = {
        style: 'curly',
        shirt: P.t,
        pants: P.g,
        skin: P.skin2,
        hair: P.g,
        armR: [50, -60],
        face: 'grin',
        look: -4,
      };
      out.push(shadow(1160, 806, 90, 12), at(1160, 800, 1.3, X.person(o)));
      const [hx, hy] = X.handPos(o, 'R');
      out.push(
        path(X.puzzleD(s, [1, 0, 0, -1]), P.o, {
          transform: T(1160 + hx * 1.3 - 30, 800 + hy * 1.3 - 60, 1, 12),
        }),
      );
      out.push(stroke('M1080 470Q960 520 900 640', P.g3, 5, { strokeDasharray: '2 14' }));
      out.push(
        X.sprinkle(r, 60, 60, 1540, 700, 14, ['sparkle', 'dot', 'ring'], [P.o, P.t, P.gold]),
      );
      return out;
    },
  },

  'heroes/book-now.svg': {
    title: 'A calendar with a highlighted date, a golden key and a ribbon bow',
    draw() {
      const r = rng(111);
      const out = [
        backdrop(r, {
          floorY: 0,
          blobs: [
            [800, 450, 420, P.o4],
            [1420, 160, 150, P.t4],
            [200, 720, 180, P.t4],
          ],
        }),
      ];
      out.push(g(T(800, 460, 1.35, -4), X.calendar(440, 400, [4, 2])));
      out.push(
        at(
          560,
          260,
          1,
          path('M0 0C-60 -60 -150 -30 -110 30C-80 70 -30 30 0 0Z', P.t) +
            path('M0 0C60 -60 150 -30 110 30C80 70 30 30 0 0Z', P.t) +
            path('M-10 10L-70 140L-30 120L-10 160L10 14Z', P.td) +
            path('M10 10L60 130L24 116L0 150Z', P.t2) +
            circ(0, 4, 22, P.t2),
        ),
      );
      out.push(at(980, 700, 2.4, X.key(), -28));
      out.push(
        X.sprinkle(
          r,
          80,
          60,
          1520,
          840,
          18,
          ['sparkle', 'dot', 'star', 'confetti'],
          [P.o, P.t, P.gold],
        ),
      );
      return out;
    },
  },

  'heroes/legal.svg': {
    title: 'A rolled paper scroll with a wax seal and a feather quill in an inkpot',
    draw() {
      const r = rng(112);
      const out = [
        backdrop(r, {
          floorY: 0,
          blobs: [
            [800, 450, 390, P.t4],
            [220, 180, 130, P.o4],
            [1400, 720, 170, P.o4],
          ],
        }),
      ];
      out.push(g(T(760, 450, 1.2, -3), X.scroll(420, 480, { lines: 8 })));
      out.push(
        at(
          930,
          650,
          1,
          path('M-20 0L-50 110L-20 96L-4 124L10 10Z', P.od) +
            path('M10 0L50 100L20 92L0 120Z', P.o) +
            X.waxSeal(58),
        ),
      );
      out.push(at(1180, 760, 1.4, X.inkpot()), at(1170, 680, 1.25, X.quill(P.t, P.td)));
      out.push(X.sprinkle(r, 100, 60, 1500, 840, 12, ['sparkle', 'dot'], [P.o, P.t, P.gold]));
      return out;
    },
  },
};
