// Variants, so a picture is not reused across home, team building, franchise and our story:
// team building's table of grown-ups, the franchise partners and poster, our story's workshop.
import { P, rect, circ, path, stroke, g, at, T, shadow, rng } from '../lib.mjs';
import * as X from '../parts.mjs';

const pp = (x, y, s, o) => at(x, y, s, X.person(o));

function wall(w, h, color, floorY, floor, blobs = []) {
  const out = [rect(0, 0, w, h, color)];
  // Circles stay whole inside the picture (no hard cut along its edge).
  for (const [x, y, r, c, op = 1] of blobs) {
    const radius = Math.min(r, h / 2 - 24);
    out.push(
      circ(
        Math.min(Math.max(x, radius + 24), w - radius - 24),
        Math.min(Math.max(y, radius + 24), h - radius - 24),
        radius,
        c,
        { opacity: op },
      ),
    );
  }
  out.push(rect(0, floorY, w, h - floorY, floor), rect(0, floorY, w, 6, P.g, 0, { opacity: 0.06 }));
  return out.join('');
}

export const variants = {
  'gallery/team-table.svg': {
    title: 'Grown-ups around a table piece a torn map together while one opens a padlock',
    draw() {
      const r = rng(901);
      const out = [
        wall(1200, 800, P.t4, 620, P.c2, [
          [600, 300, 330, P.t3, 0.6],
          [1040, 140, 120, P.c],
        ]),
      ];
      out.push(
        at(180, 220, 1, X.frame(200, 150, at(0, 0, 0.55, X.treasureMap(r, 300, 220)), P.wood)),
      );
      out.push(at(1010, 250, 1, X.clock(56)));
      const people = [
        [
          330,
          600,
          {
            adult: true,
            style: 'short',
            hair: P.g,
            skin: P.skin2,
            shirt: P.t,
            armR: [40, -30],
            face: 'grin',
            look: 3,
            part: 'body',
          },
        ],
        [
          600,
          560,
          {
            adult: true,
            style: 'pony',
            hair: P.wood,
            skin: P.skin1,
            shirt: P.o,
            armL: [-40, -20],
            armR: [40, -20],
            face: 'wow',
            part: 'body',
          },
        ],
        [
          870,
          600,
          {
            adult: true,
            style: 'curly',
            hair: P.g,
            skin: P.skin4,
            shirt: P.gold,
            armL: [-40, -30],
            face: 'grin',
            look: -3,
            part: 'body',
            glasses: true,
          },
        ],
      ];
      for (const [x, y, o] of people) out.push(pp(x, y, 1.05, o));
      out.push(at(600, 760, 1, X.table(900, 160, P.woodl, P.wood)));
      out.push(
        g(T(470, 585, 1, -8), X.treasureMap(r, 180, 120)),
        g(T(650, 590, 1, 6), X.treasureMap(r, 170, 110)),
      );
      out.push(at(820, 590, 0.7, X.padlock(P.gold, P.g3, P.woodd, true)));
      out.push(at(300, 600, 0.55, X.mug(P.o)), at(960, 600, 0.55, X.mug(P.t)));
      out.push(X.sprinkle(r, 380, 80, 820, 260, 8, ['sparkle', 'dot'], [P.o, P.gold]));
      return out;
    },
  },
  'gallery/franchise-partners.svg': {
    title: 'Two future partners lean over a city map with an orange Cluville pin',
    draw() {
      const r = rng(902);
      const out = [
        wall(1200, 800, P.o4, 640, P.c3, [
          [600, 320, 340, P.c],
          [140, 120, 90, P.o3, 0.6],
        ]),
      ];
      out.push(at(960, 250, 1, X.building(200, 260, P.g4, P.t4, P.o, 4, 3)));
      out.push(
        at(
          250,
          640,
          1.05,
          X.person({
            adult: true,
            style: 'buns',
            hair: P.g,
            skin: P.skin3,
            shirt: P.t,
            armR: [50, -40],
            face: 'grin',
            look: 4,
          }),
        ),
      );
      out.push(
        at(
          950,
          660,
          1.05,
          X.person({
            adult: true,
            style: 'short',
            hair: P.wood,
            skin: P.skin1,
            shirt: P.o2,
            armL: [-50, -40],
            face: 'smile',
            look: -4,
          }),
        ),
      );
      out.push(at(600, 720, 1, X.table(560, 150, P.woodl, P.wood)));
      out.push(
        rect(390, 520, 420, 60, P.c, 8),
        stroke('M400 548h400M520 524v54M680 524v54', P.g3, 4),
      );
      out.push(stroke('M430 560q60 -40 120 -10t140 -6', P.t2, 6, { strokeDasharray: '4 14' }));
      out.push(
        at(600, 545, 0.7, X.mapPin(P.o, P.c)),
        at(470, 560, 0.35, X.mapPin(P.t, P.c)),
        at(740, 556, 0.35, X.mapPin(P.t, P.c)),
      );
      out.push(X.sprinkle(r, 380, 90, 820, 300, 9, ['sparkle', 'star'], [P.o, P.gold]));
      return out;
    },
  },
  'gallery/workshop.svg': {
    title: 'The workshop: a bench with tools, a pinned room plan and a half-built treasure chest',
    draw() {
      const r = rng(903);
      const out = [wall(1200, 800, P.g5, 640, P.c2, [[600, 300, 320, P.w]])];
      out.push(X.planks(80, 120, 1040, 260, 80, [P.woodl, '#e0925e'], r));
      out.push(
        at(300, 250, 1, X.note(220, 170, P.c, P.o, 4)),
        at(600, 230, 0.9, X.note(180, 150, P.t4, P.t, 3)),
        at(880, 250, 1, X.note(200, 160, P.c, P.o, 4)),
      );
      out.push(at(600, 760, 1, X.table(900, 170, P.wood, P.woodd)));
      out.push(at(440, 590, 1.1, X.chest({ open: true, rnd: r })));
      out.push(
        at(760, 585, 0.9, X.key(P.gold, P.goldd)),
        at(880, 585, 0.8, X.lever(true, P.o, P.g2)),
      );
      out.push(
        at(
          1030,
          660,
          1.05,
          X.person({
            adult: true,
            style: 'curly',
            hair: P.od,
            skin: P.skin2,
            shirt: P.t,
            armL: [-50, -30],
            face: 'grin',
            look: -4,
            glasses: true,
          }),
        ),
      );
      out.push(X.sprinkle(r, 200, 420, 1000, 520, 8, ['sparkle', 'dot'], [P.gold, P.o]));
      return out;
    },
  },
  'video/poster-franchise.svg': {
    title: 'A half-built room behind an open door, with a ladder, a paint pot and plans',
    draw() {
      const r = rng(904);
      const out = [wall(1280, 720, P.t4, 600, P.c3, [[640, 320, 320, P.c]])];
      out.push(
        at(
          640,
          600,
          1,
          X.door({ w: 240, h: 430, color: P.o, frame: P.woodd, open: 0.3, inside: P.t2 }),
        ),
      );
      out.push(at(330, 600, 1, X.ladder(360, P.woodl)));
      out.push(
        shadow(960, 604, 90, 10),
        rect(900, 520, 120, 84, P.g3, 10),
        rect(900, 520, 120, 16, P.o, 6),
      );
      out.push(
        path('M1010 520q30 -60 70 -90', 'none', {
          stroke: P.wood,
          strokeWidth: 10,
          strokeLinecap: 'round',
        }),
      );
      out.push(
        at(1100, 300, 1, X.note(180, 150, P.c, P.t, 4)),
        at(180, 280, 1, X.note(160, 140, P.c, P.o, 3)),
      );
      out.push(X.sprinkle(r, 420, 70, 860, 200, 9, ['sparkle', 'dot'], [P.gold, P.o, P.t]));
      return out;
    },
  },
};
