// Escape-room scenes, 1200x800 (three per room).
import { P, n, rect, circ, ell, path, stroke, line, poly, g, at, T, shadow, rng } from '../lib.mjs';
import * as X from '../parts.mjs';

const W = 1200,
  H = 800;

// ---------- shared room backdrops ----------
function cabin(r, floorY = 580) {
  return [
    X.planks(0, 0, W, floorY, 70, [P.wood, '#c0612a'], r),
    rect(0, 0, W, 44, P.woodd),
    rect(0, 44, W, 8, P.g, 0, { opacity: 0.15 }),
    rect(30, 0, 40, floorY, P.woodd),
    rect(1130, 0, 40, floorY, P.woodd),
    X.planks(0, floorY, W, H - floorY, 44, [P.woodd, '#9a4616'], null, false),
    rect(0, floorY, W, 10, P.g, 0, { opacity: 0.2 }),
  ].join('');
}

function porthole(x, y, rr, id, r, inner = null) {
  const view =
    inner ||
    [
      rect(x - rr, y - rr, rr * 2, rr * 2, P.t3),
      circ(x + rr * 0.4, y - rr * 0.35, rr * 0.18, P.gold),
      X.cloud(x - rr * 0.3, y - rr * 0.4, rr / 260, P.w),
      rect(x - rr, y + rr * 0.1, rr * 2, rr, P.t2),
      at(x - rr * 0.2, y + rr * 0.14, rr / 700, X.ship(P.g2, P.c, P.o)),
      ...[0, 1, 2].map((i) =>
        stroke(
          `M${x - rr * 0.7 + i * rr * 0.5} ${y + rr * 0.4 + (i % 2) * 14}q10 -8 20 0t20 0`,
          P.w,
          3,
          { opacity: 0.7 },
        ),
      ),
    ].join('');
  const out = [circ(x, y, rr + 26, P.goldd), circ(x, y, rr + 18, P.gold)];
  out.push(
    `<clipPath id="${id}"><circle cx="${x}" cy="${y}" r="${rr}"/></clipPath>`,
    g(null, view, { clipPath: `url(#${id})` }),
  );
  out.push(
    path(
      `M${x - rr * 0.6} ${y - rr * 0.5}A${rr * 0.8} ${rr * 0.8} 0 0 1 ${x - rr * 0.1} ${y - rr * 0.78}`,
      'none',
      { stroke: P.w, strokeWidth: 8, strokeLinecap: 'round', opacity: 0.5 },
    ),
  );
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 + 0.2;
    out.push(circ(x + Math.cos(a) * (rr + 13), y + Math.sin(a) * (rr + 13), 4.5, P.goldd));
  }
  void r;
  return out.join('');
}

function cave(r, { floorY = 640, bg = P.night } = {}) {
  const out = [rect(0, 0, W, H, bg)];
  out.push(X.glow(600, 420, 520, P.t, 0.08));
  out.push(
    path(
      `M0 0H${W}V${H}H0Z M140 ${floorY}C120 420 200 180 420 120C560 80 700 90 820 140C1000 220 1080 420 1060 ${floorY}Z`,
      P.g,
      { fillRule: 'evenodd' },
    ),
  );
  out.push(
    path(
      `M140 ${floorY}C120 420 200 180 420 120C560 80 700 90 820 140C1000 220 1080 420 1060 ${floorY}`,
      'none',
      { stroke: P.g2, strokeWidth: 18, opacity: 0.6 },
    ),
  );
  for (const [x, w, h] of [
    [300, 40, 90],
    [380, 26, 60],
    [520, 50, 70],
    [700, 34, 110],
    [860, 44, 80],
    [960, 24, 50],
  ]) {
    const y = x < 400 || x > 900 ? 150 : 100;
    out.push(path(`M${x - w / 2} ${y - 20}Q${x} ${y + h * 1.4} ${x + w / 2} ${y - 20}Z`, P.g2));
  }
  out.push(
    path(`M0 ${floorY}Q300 ${floorY - 30} 600 ${floorY - 10}T${W} ${floorY - 20}V${H}H0Z`, P.g2),
  );
  out.push(
    path(
      `M0 ${floorY + 60}Q400 ${floorY + 30} 800 ${floorY + 50}T${W} ${floorY + 40}V${H}H0Z`,
      '#5a595c',
    ),
  );
  for (let i = 0; i < 10; i++)
    out.push(
      ell(r.range(40, 1160), r.range(floorY + 20, 780), r.range(20, 50), r.range(6, 12), P.g, {
        opacity: 0.35,
      }),
    );
  return out.join('');
}

function gemCluster(
  x,
  y,
  s,
  colors = [
    [P.t2, P.t3, P.t],
    [P.o, P.o3, P.od],
  ],
) {
  const [a, b] = colors;
  return at(
    x,
    y,
    s,
    [
      X.glow(0, -20, 90, a[0], 0.15),
      g('rotate(-20) translate(-30 -10)', X.gem(...a)),
      g('rotate(10) translate(20 -34) scale(1.3)', X.gem(...a)),
      g('rotate(30) translate(48 -2) scale(0.8)', X.gem(...b)),
    ].join(''),
  );
}

function labWall(floorY = 600) {
  return [
    rect(0, 0, W, H, P.c),
    X.tiles(0, 300, W, floorY - 300, 50, P.t4, P.w),
    rect(0, 292, W, 12, P.t3),
    rect(0, floorY, W, H - floorY, P.g4),
    rect(0, floorY, W, 8, P.g, 0, { opacity: 0.1 }),
  ].join('');
}

function spaceInterior() {
  return [rect(0, 0, W, H, '#3a393c'), rect(0, 0, W, 40, P.g), rect(0, 760, W, 40, P.g)].join('');
}

function libraryWall() {
  return [
    rect(0, 0, W, H, P.o4),
    rect(0, 640, W, 160, P.woodl),
    X.planks(0, 640, W, 160, 40, [P.woodl, '#cf7a43'], null, false),
    rect(0, 640, W, 8, P.g, 0, { opacity: 0.12 }),
  ].join('');
}

function rivets(x0, y0, x1, y1, step, color = P.g3) {
  const out = [];
  for (let x = x0; x <= x1; x += step) out.push(circ(x, y0, 4, color), circ(x, y1, 4, color));
  return out.join('');
}

function zzz(x, y, s = 1, color = P.t3) {
  return at(
    x,
    y,
    s,
    stroke('M0 0h22l-22 24h22', color, 5) +
      stroke('M34 -36h16l-16 18h16', color, 4) +
      stroke('M60 -62h11l-11 12h11', color, 3),
  );
}

export const rooms = {
  // ---------------- Pirate treasure ----------------
  'rooms/piratsko-blago.svg': {
    title:
      'Pirate treasure room: a wooden ship cabin with a porthole, a treasure map on the table and a locked chest',
    draw() {
      const r = rng(201);
      const out = [cabin(r)];
      out.push(porthole(260, 250, 110, 'pb1-port', r));
      out.push(at(1000, 300, 1.1, X.anchor(P.g2)));
      out.push(
        g(
          'translate(760 110) rotate(4)',
          rect(-70, 0, 140, 100, P.g, 4) +
            path('M-70 0L-70 100L-40 80L-10 100L20 80L50 100L70 80V0Z', P.g) +
            circ(0, 40, 22, P.c) +
            rect(-12, 56, 24, 14, P.c, 4) +
            circ(-8, 38, 5, P.g) +
            circ(8, 38, 5, P.g) +
            line(-40, 20, 40, 76, P.c, 7) +
            line(40, 20, -40, 76, P.c, 7) +
            circ(-64, 6, 6, P.gold) +
            circ(64, 6, 6, P.gold),
        ),
      );
      out.push(line(560, 44, 560, 120, P.g, 4), at(560, 128, 0.7, X.lantern(true)));
      out.push(at(700, 720, 1, X.table(520, 150, P.woodl, P.woodd)));
      out.push(g('translate(690 560) scale(1.25 0.5)', X.treasureMap(r, 340, 220)));
      out.push(
        at(880, 560, 0.7, X.candle(70)),
        at(
          520,
          562,
          0.5,
          path('M0 0C-30 0 -30 -14 0 -14C30 -14 30 0 0 0Z', P.gold) + X.compass(60),
        ),
      );
      out.push(at(240, 730, 1, X.chest({})));
      out.push(at(1070, 720, 1, X.barrel()));
      out.push(at(470, 770, 0.8, X.ropeCoil()));
      out.push(X.coin(350, 750, 16), X.coin(372, 760, 14));
      return out;
    },
  },
  'rooms/piratsko-blago-2.svg': {
    title: 'Pirate treasure room: a big brass compass and a rope-knot puzzle with coloured tags',
    draw() {
      const r = rng(202);
      const out = [cabin(r, 600)];
      out.push(rect(560, 90, 560, 36, P.woodd, 10));
      const tags = [P.o, P.t, P.gold, P.t2];
      for (let i = 0; i < 4; i++) {
        const x = 640 + i * 130;
        out.push(circ(x, 108, 12, P.g2));
        out.push(at(x, 110, 1, X.ropeKnot(260 + (i % 2) * 40, i % 3)));
        const ty = 110 + 260 + (i % 2) * 40 + 26;
        out.push(
          at(
            x,
            ty,
            0.55,
            path('M-40 0H40V60Q40 70 30 70H-30Q-40 70 -40 60Z', tags[i]) + circ(0, 16, 8, P.c),
          ),
        );
      }
      out.push(at(600, 760, 1, X.table(1000, 130, P.woodl, P.woodd)));
      out.push(at(330, 470, 2.4, X.compass(70)));
      out.push(shadow(330, 626, 150, 14, 0.2));
      out.push(
        at(
          780,
          616,
          1,
          rect(-110, -110, 220, 110, P.woodd, 14) +
            rect(-110, -110, 220, 24, P.wood, 12) +
            tags
              .map(
                (c, i) =>
                  circ(-66 + i * 44, -50, 16, c) +
                  circ(-66 + i * 44, -50, 7, P.w, { opacity: 0.5 }),
              )
              .join(''),
        ),
      );
      out.push(at(780, 500, 0.7, X.padlock(P.gold, P.g3, P.woodd)));
      out.push(at(1010, 612, 0.7, X.openBook(P.wood, P.c)));
      return out;
    },
  },
  'rooms/piratsko-blago-3.svg': {
    title: 'Pirate treasure room: the treasure chest is open and full of gold coins and gems',
    draw() {
      const r = rng(203);
      const out = [cabin(r)];
      out.push(rect(0, 0, W, H, P.g, 0, { opacity: 0.35 }));
      out.push(
        porthole(
          980,
          230,
          90,
          'pb3-port',
          r,
          [
            rect(890, 140, 180, 180, P.night),
            circ(1010, 200, 26, P.c),
            X.starfield(r, 890, 140, 1070, 260, 14),
            rect(890, 250, 180, 80, P.td),
          ].join(''),
        ),
      );
      out.push(X.glow(600, 480, 420, P.gold, 0.14));
      out.push(at(600, 690, 1.8, X.chest({ open: true, rnd: r })));
      out.push(X.coinPile(r, 600, 740, 520, 30, 18));
      for (let i = 0; i < 9; i++)
        out.push(X.coin(r.range(150, 1050), r.range(700, 780), r.range(14, 20)));
      out.push(at(260, 740, 1.4, X.coinStack(0, 0, 5)), at(960, 750, 1.2, X.coinStack(0, 0, 7)));
      out.push(
        at(360, 720, 0.9, X.gem(P.o, P.o3, P.od), -15),
        at(880, 730, 1, X.gem(P.t2, P.t3, P.t), 20),
      );
      out.push(at(180, 620, 0.9, X.crown(), -12));
      out.push(X.sprinkle(r, 300, 150, 900, 420, 14, ['sparkle', 'star'], [P.gold, P.c]));
      return out;
    },
  },

  'rooms/piratsko-blago-4.svg': {
    title: 'Pirate treasure room set for a birthday: a cake on the chest, bunting and paper hats',
    draw() {
      const r = rng(204);
      const out = [cabin(r)];
      out.push(porthole(980, 220, 80, 'pb4-port', r));
      out.push(X.bunting(90, 1110, 70, 60, 14));
      out.push(X.glow(560, 470, 360, P.gold, 0.16));
      out.push(at(560, 700, 1.5, X.chest({ rnd: r })));
      out.push(at(560, 560, 0.9, X.cake({ candles: 6 })));
      out.push(
        at(220, 700, 0.8, X.balloon(P.o, 200)),
        at(300, 690, 0.8, X.balloon(P.t2, 240, -12)),
      );
      out.push(at(880, 740, 1.1, X.gift(140, 110, P.t, P.gold)));
      out.push(X.confetti(r, 120, 140, 1080, 520, 40));
      return out;
    },
  },

  // ---------------- Mad professor's lab ----------------
  'rooms/laboratorija.svg': {
    title: "Mad professor's lab: a bench of flasks bubbling in orange, teal and gold",
    draw() {
      const r = rng(211);
      const out = [labWall(620)];
      out.push(
        at(
          210,
          150,
          1,
          circ(0, 0, 100, P.w) +
            ell(0, 0, 80, 28, 'none', { stroke: P.t, strokeWidth: 6 }) +
            ell(0, 0, 80, 28, 'none', { stroke: P.o, strokeWidth: 6, transform: 'rotate(60)' }) +
            ell(0, 0, 80, 28, 'none', {
              stroke: P.gold,
              strokeWidth: 6,
              transform: 'rotate(-60)',
            }) +
            circ(0, 0, 14, P.o),
        ),
      );
      out.push(
        rect(700, 170, 420, 16, P.woodl, 6),
        rect(730, 186, 14, 30, P.woodl),
        rect(1076, 186, 14, 30, P.woodl),
      );
      out.push(
        at(770, 170, 0.55, X.flask('bottle', P.t2)),
        at(850, 170, 0.5, X.flask('round', P.o)),
        at(930, 170, 0.55, X.flask('bottle', P.gold)),
        at(1010, 170, 0.45, X.flask('cone', P.t)),
        at(1070, 170, 0.5, X.flask('tube', P.o2)),
      );
      // bench
      out.push(rect(40, 520, 1120, 30, P.g2, 10), rect(60, 550, 1080, 180, P.t, 10));
      for (let i = 0; i < 4; i++)
        out.push(
          rect(80 + i * 265, 570, 245, 140, P.td, 10, { opacity: 0.35 }),
          circ(190 + i * 265, 640, 8, P.gold),
        );
      out.push(shadow(600, 760, 560, 14, 0.12));
      // flasks on the bench
      out.push(
        at(200, 522, 1.3, X.flask('cone', P.o, { level: 0.55 })),
        X.bubbles(r, 200, 300, 6, P.o3, 18, 100),
      );
      out.push(at(420, 522, 1.1, X.flask('round', P.t2)), X.bubbles(r, 420, 330, 5, P.t3, 14, 80));
      out.push(stroke('M420 350C420 290 520 270 560 330', P.t3, 10, { opacity: 0.9 }));
      out.push(at(600, 522, 1.35, X.flask('bottle', P.gold)));
      out.push(
        at(
          760,
          522,
          1,
          rect(-60, -10, 120, 10, P.g2, 4) +
            line(-50, 0, -50, -110, P.g2, 6) +
            line(50, 0, 50, -110, P.g2, 6) +
            rect(-60, -116, 120, 10, P.g2, 4) +
            path('M0 -14C12 -30 14 -44 0 -60C-14 -44 -12 -30 0 -14Z', P.t2),
        ),
      );
      out.push(at(760, 410, 0.8, X.flask('round', P.o)), X.bubbles(r, 760, 200, 7, P.o3, 16, 70));
      out.push(
        at(
          900,
          522,
          1,
          rect(-70, -10, 140, 12, P.g2, 5) +
            [0, 1, 2, 3]
              .map((i) => at(-48 + i * 32, -10, 0.8, X.flask('tube', [P.o, P.t2, P.gold, P.t][i])))
              .join(''),
        ),
      );
      out.push(
        at(1060, 522, 1.2, X.flask('cone', P.t2, { level: 0.4 })),
        X.bubbles(r, 1060, 320, 5, P.t3, 14, 70),
      );
      out.push(X.sprinkle(r, 100, 30, 1150, 140, 8, ['sparkle', 'dot'], [P.o, P.t, P.gold]));
      return out;
    },
  },
  'rooms/laboratorija-2.svg': {
    title: "Mad professor's lab: a blackboard full of chalk formulas and a locked cabinet",
    draw() {
      const r = rng(212);
      const out = [labWall(640)];
      out.push(rect(90, 60, 760, 440, P.wood, 18), rect(110, 80, 720, 400, P.td, 8));
      out.push(
        rect(130, 480, 680, 20, P.woodl, 6),
        rect(200, 470, 40, 10, P.w, 4),
        rect(260, 472, 30, 8, P.o3, 4),
      );
      const chalk = (d, w = 5) => stroke(d, P.c, w, { opacity: 0.9 });
      // formula rows made of abstract glyphs
      for (let row = 0; row < 3; row++) {
        let x = 160;
        for (let i = 0; i < 7; i++) {
          if (i === 3) {
            out.push(chalk(`M${x} ${130 + row * 80}h26M${x} ${142 + row * 80}h26`));
            x += 50;
            continue;
          }
          out.push(g(T(x + 10, 136 + row * 80), X.glyph(i * 3 + row * 2, 13, P.c, 5)));
          x += 46;
        }
      }
      out.push(chalk('M520 160L640 160L580 260Z'), chalk('M560 240a14 14 0 0 1 16 -8'));
      out.push(
        chalk('M680 140a60 60 0 1 0 0.1 0', 5),
        chalk('M680 200L730 170'),
        circ(680, 200, 6, P.c),
      );
      out.push(
        chalk('M540 420L540 300M540 420L780 420M550 400C600 300 660 420 700 330S760 320 770 310'),
      );
      out.push(chalk('M160 380q40 -30 80 0t80 0'), chalk('M170 440l20 -20l20 20M230 440h60'));
      out.push(
        g('translate(420 400)', X.glyph(0, 20, P.o3, 6)),
        chalk('M380 330q10 -40 40 -30q30 14 0 40v14M420 380v2', 6),
      );
      // locked cabinet
      out.push(
        rect(900, 250, 240, 380, P.g2, 16),
        rect(916, 266, 100, 348, P.t2, 10),
        rect(1024, 266, 100, 348, P.t2, 10),
      );
      out.push(rect(930, 300, 72, 120, P.t4, 6), rect(1038, 300, 72, 120, P.t4, 6));
      out.push(
        at(950, 410, 0.4, X.flask('round', P.o)),
        at(1075, 410, 0.45, X.flask('bottle', P.gold)),
      );
      out.push(
        stroke('M1004 470q16 30 32 0', P.g3, 6),
        at(1020, 560, 0.8, X.padlock(P.o, P.g3, P.g)),
      );
      out.push(at(1020, 200, 0.9, X.clock(40)));
      out.push(at(240, 760, 1, X.table(360, 110, P.g2, P.g)));
      out.push(at(180, 634, 0.8, X.flask('cone', P.t2)), at(300, 634, 0.9, X.openBook(P.o, P.c)));
      void r;
      return out;
    },
  },
  'rooms/laboratorija-3.svg': {
    title: "Mad professor's lab: a big contraption with gauges, pipes, blinking lights and levers",
    draw() {
      const r = rng(213);
      const out = [labWall(660)];
      out.push(
        stroke('M300 0V120Q300 160 340 160H420', P.g3, 26),
        stroke('M900 0V90Q900 130 860 130H780', P.g3, 26),
      );
      out.push(X.cloud(250, 110, 0.5, P.w, 0.8), X.cloud(960, 60, 0.6, P.w, 0.8));
      out.push(shadow(600, 700, 420, 20, 0.15));
      out.push(
        rect(220, 150, 760, 540, P.o, 40),
        rect(220, 560, 760, 130, P.od, 0, { opacity: 0.35 }),
        rect(220, 150, 760, 30, P.w, 14, { opacity: 0.15 }),
      );
      out.push(rect(260, 190, 680, 200, P.g, 24));
      out.push(
        at(360, 290, 1.3, X.gauge(44, -40)),
        at(600, 290, 1.7, X.gauge(44, 30)),
        at(840, 290, 1.3, X.gauge(44, 60)),
      );
      for (let i = 0; i < 8; i++)
        out.push(
          circ(290 + i * 88, 420, 14, [P.gold, P.t2, P.o2, P.c][i % 4]),
          circ(290 + i * 88, 420, 24, [P.gold, P.t2, P.o2, P.c][i % 4], { opacity: 0.2 }),
        );
      out.push(rect(260, 460, 680, 90, P.od, 16));
      out.push(
        at(340, 540, 1, X.lever(true, P.t)),
        at(480, 540, 1, X.lever(false, P.gold)),
        at(620, 540, 1, X.lever(true, P.c)),
        at(760, 540, 1, X.lever(false, P.t2)),
      );
      out.push(
        circ(880, 505, 34, P.g),
        circ(880, 500, 28, P.t),
        circ(872, 492, 8, P.w, { opacity: 0.4 }),
      );
      out.push(
        rect(300, 580, 600, 70, P.g, 14),
        ...[0, 1, 2, 3, 4].map((i) =>
          rect(330 + i * 110, 600, 80, 30, [P.t4, P.gold, P.t4, P.o3, P.t4][i], 6),
        ),
      );
      out.push(
        stroke('M980 300C1060 300 1080 420 1120 420V660', P.g3, 22),
        stroke('M220 420C140 420 120 520 80 520V660', P.g3, 22),
      );
      out.push(
        at(1120, 660, 1, rect(-40, -20, 80, 20, P.g2, 6)),
        at(80, 660, 1, rect(-40, -20, 80, 20, P.g2, 6)),
      );
      out.push(
        at(
          600,
          150,
          1,
          path('M-60 0L-30 -70H30L60 0Z', P.g2) +
            rect(-20, -110, 40, 44, P.g3, 8) +
            X.glow(0, -140, 60, P.t2, 0.25) +
            X.sparkle(0, -150, 22, P.t3),
        ),
      );
      out.push(
        X.sprinkle(r, 40, 200, 200, 600, 5, ['sparkle'], [P.gold, P.t2]),
        X.sprinkle(r, 1000, 150, 1160, 380, 4, ['sparkle'], [P.gold, P.o]),
      );
      return out;
    },
  },

  // ---------------- Dragon's cave ----------------
  'rooms/zmajeva-pecina.svg': {
    title: "Dragon's cave: a friendly dragon sleeps on a pile of gold, surrounded by glowing gems",
    draw() {
      const r = rng(221);
      const out = [cave(r)];
      out.push(at(110, 420, 0.9, X.torch()), at(1090, 420, 0.9, X.torch()));
      out.push(
        gemCluster(150, 660, 0.8),
        gemCluster(1080, 670, 0.8, [
          [P.o, P.o3, P.od],
          [P.t2, P.t3, P.t],
        ]),
        gemCluster(600, 150, 0.6),
      );
      out.push(X.glow(620, 560, 300, P.gold, 0.1));
      out.push(X.coinPile(r, 640, 712, 820, 70, 16));
      out.push(at(650, 700, 1.5, X.dragon()));
      out.push(zzz(250, 480, 1.2));
      out.push(X.sprinkle(r, 200, 200, 1000, 420, 12, ['sparkle', 'dot'], [P.gold, P.t3]));
      return out;
    },
  },
  'rooms/zmajeva-pecina-2.svg': {
    title: "Dragon's cave: a stone wall of glowing runes between two burning torches",
    draw() {
      const r = rng(222);
      const out = [rect(0, 0, W, H, P.night), X.stones(r, 0, 0, W, 660, 130, 74)];
      out.push(rect(0, 0, W, H, P.night, 0, { opacity: 0.25 }));
      out.push(rect(0, 660, W, 140, P.g2), rect(0, 660, W, 10, P.g, 0, { opacity: 0.4 }));
      out.push(X.glow(600, 330, 330, P.gold, 0.08));
      out.push(rect(310, 90, 580, 470, P.g, 30), rect(330, 110, 540, 430, '#56555a', 20));
      for (let row = 0; row < 3; row++)
        for (let c = 0; c < 4; c++) {
          const x = 400 + c * 134,
            y = 170 + row * 140;
          const lit = (row * 4 + c) % 3 !== 1;
          out.push(rect(x - 52, y - 52, 104, 104, P.g2, 16));
          if (lit) out.push(circ(x, y, 40, P.gold, { opacity: 0.18 }));
          out.push(g(T(x, y), X.glyph(row * 4 + c, 26, lit ? P.gold : P.g3, 8)));
        }
      out.push(at(160, 380, 1.2, X.torch()), at(1040, 380, 1.2, X.torch()));
      out.push(
        at(200, 700, 0.8, X.gem(P.t2, P.t3, P.t)),
        at(980, 710, 0.7, X.gem(P.o, P.o3, P.od)),
        X.coin(300, 720, 16),
        X.coin(900, 730, 14),
      );
      out.push(X.sprinkle(r, 320, 40, 880, 80, 5, ['sparkle'], [P.gold]));
      return out;
    },
  },
  'rooms/zmajeva-pecina-3.svg': {
    title: "Dragon's cave: a spotted dragon egg glowing on a stone pedestal",
    draw() {
      const r = rng(223);
      const out = [cave(r, { floorY: 660 })];
      out.push(
        poly(
          [
            [520, 0],
            [680, 0],
            [820, 700],
            [380, 700],
          ],
          P.gold,
          { opacity: 0.1 },
        ),
      );
      out.push(X.glow(600, 360, 260, P.t2, 0.14));
      out.push(shadow(600, 700, 200, 18, 0.3));
      out.push(
        rect(470, 600, 260, 90, P.g3, 16),
        rect(510, 470, 180, 140, P.g4, 12),
        rect(480, 450, 240, 40, P.g3, 14),
      );
      out.push(g(T(600, 540), X.glyph(7, 24, P.t, 6)));
      out.push(at(600, 426, 1.55, X.egg()));
      out.push(ell(600, 445, 100, 18, P.c3, { opacity: 0.8 }));
      out.push(
        gemCluster(240, 660, 1.1),
        gemCluster(960, 670, 1, [
          [P.o, P.o3, P.od],
          [P.gold, P.c, P.goldd],
        ]),
      );
      out.push(at(120, 400, 0.8, X.torch()), at(1080, 400, 0.8, X.torch()));
      out.push(X.sprinkle(r, 380, 120, 820, 300, 12, ['sparkle', 'dot'], [P.gold, P.t3, P.w]));
      return out;
    },
  },

  // ---------------- Space mission ----------------
  'rooms/svemirska-misija.svg': {
    title: 'Space mission: a rocket cockpit with planets and stars outside the big window',
    draw() {
      const r = rng(231);
      const out = [spaceInterior()];
      out.push(
        rect(110, 60, 980, 460, P.g2, 60),
        `<clipPath id="sm1-win"><rect x="140" y="90" width="920" height="400" rx="40"/></clipPath>`,
      );
      out.push(
        g(
          null,
          [
            rect(140, 90, 920, 400, '#262528'),
            X.starfield(r, 140, 90, 1060, 490, 70),
            at(860, 250, 1, X.planet(90, P.o, P.od, P.t3, true, -18)),
            at(330, 380, 1, X.planet(50, P.t2, P.t, P.t3, false)),
            circ(560, 170, 26, P.c3),
            circ(552, 164, 6, P.c2),
            circ(568, 178, 5, P.c2),
            at(640, 400, 0.25, X.rocket(P.c, P.o, P.t, true), 60),
          ].join(''),
          { clipPath: 'url(#sm1-win)' },
        ),
      );
      out.push(
        rect(140, 90, 920, 400, 'none', 40, { stroke: P.g, strokeWidth: 8 }),
        line(600, 90, 600, 490, P.g2, 14),
        rivets(180, 75, 1020, 505, 60, P.g3),
      );
      // console
      out.push(
        path('M60 800L140 540H1060L1140 800Z', P.g2),
        path('M140 540H1060L1080 580H120Z', P.g3),
      );
      for (let i = 0; i < 10; i++)
        out.push(circ(220 + i * 85, 610, 13, [P.o, P.t2, P.gold, P.c][i % 4]));
      out.push(
        rect(420, 640, 150, 90, '#262528', 10),
        stroke('M440 690l20 -20l20 30l20 -40l20 20l20 -10l10 10', P.t2, 4),
      );
      out.push(
        rect(630, 640, 150, 90, '#262528', 10),
        circ(705, 685, 34, 'none', { stroke: P.t2, strokeWidth: 3 }),
        line(705, 685, 730, 660, P.t2, 3),
        circ(720, 675, 5, P.o),
      );
      out.push(at(250, 770, 1.1, X.lever(true, P.o)), at(950, 770, 1.1, X.lever(false, P.t)));
      return out;
    },
  },
  'rooms/svemirska-misija-2.svg': {
    title: 'Space mission: a control panel full of buttons, switches, screens and dials',
    draw() {
      const r = rng(232);
      const out = [spaceInterior()];
      out.push(rect(60, 70, 1080, 660, P.g2, 40), rect(80, 90, 1040, 620, '#58575b', 30));
      out.push(
        rect(120, 130, 330, 230, '#262528', 18),
        circ(285, 245, 90, 'none', { stroke: P.t2, strokeWidth: 3 }),
        circ(285, 245, 55, 'none', { stroke: P.t2, strokeWidth: 2, opacity: 0.6 }),
        line(195, 245, 375, 245, P.t2, 2, { opacity: 0.5 }),
        line(285, 155, 285, 335, P.t2, 2, { opacity: 0.5 }),
        path('M285 245L355 190A90 90 0 0 1 372 225Z', P.t2, { opacity: 0.45 }),
        circ(320, 210, 7, P.o),
        circ(240, 290, 5, P.gold),
      );
      out.push(
        rect(490, 130, 300, 230, '#262528', 18),
        stroke('M510 250q20 -60 40 0t40 0t40 0t40 0t40 0t40 0', P.o, 5),
        stroke('M510 300h260', P.t2, 2, { opacity: 0.5, strokeDasharray: '8 8' }),
      );
      for (let i = 0; i < 8; i++)
        out.push(
          rect(
            830,
            140 + i * 28,
            250 * (0.3 + ((i * 37) % 10) / 14),
            16,
            [P.t2, P.gold, P.o][i % 3],
            8,
          ),
        );
      for (let row = 0; row < 3; row++)
        for (let c = 0; c < 6; c++) {
          const x = 160 + c * 80,
            y = 430 + row * 80;
          const col = [P.o, P.t2, P.gold, P.c, P.t, P.o2][(row * 2 + c) % 6];
          out.push(
            circ(x, y + 4, 28, P.g),
            circ(x, y, 28, col),
            circ(x - 8, y - 8, 7, P.w, { opacity: 0.35 }),
          );
        }
      for (let i = 0; i < 5; i++)
        out.push(
          rect(660 + i * 60, 420, 30, 100, P.g, 15),
          circ(675 + i * 60, 440 + ((i * 29) % 60), 14, P.c),
        );
      out.push(
        circ(1000, 470, 56, P.g),
        circ(1000, 464, 50, P.o),
        circ(984, 448, 14, P.w, { opacity: 0.3 }),
      );
      for (let i = 0; i < 6; i++)
        out.push(
          rect(660 + i * 76, 580, 50, 90, P.g, 10),
          rect(670 + i * 76, i % 2 ? 590 : 626, 30, 34, i % 2 ? P.t2 : P.gold, 8),
        );
      for (let i = 0; i < 10; i++)
        out.push(circ(140 + i * 40, 690, 8, i % 3 ? P.t2 : P.o, { opacity: 0.9 }));
      void r;
      return out;
    },
  },
  'rooms/svemirska-misija-3.svg': {
    title: 'Space mission: an astronaut helmet on a stand and a glowing star map on the wall',
    draw() {
      const r = rng(233);
      const out = [spaceInterior(), rect(0, 620, W, 140, P.g2)];
      out.push(circ(800, 320, 250, P.g2), circ(800, 320, 230, '#262528'));
      out.push(
        circ(800, 320, 170, 'none', { stroke: P.t, strokeWidth: 2, opacity: 0.6 }),
        circ(800, 320, 100, 'none', { stroke: P.t, strokeWidth: 2, opacity: 0.6 }),
        line(570, 320, 1030, 320, P.t, 2, { opacity: 0.4 }),
        line(800, 90, 800, 550, P.t, 2, { opacity: 0.4 }),
      );
      out.push(X.starfield(r, 620, 150, 980, 490, 30));
      const constel = [
        [
          [660, 220],
          [720, 190],
          [780, 230],
          [830, 200],
          [880, 250],
        ],
        [
          [700, 400],
          [760, 360],
          [820, 420],
          [900, 390],
          [930, 460],
        ],
        [
          [620, 330],
          [690, 300],
        ],
      ];
      for (const c of constel) {
        out.push(stroke('M' + c.map((p) => p.join(' ')).join('L'), P.gold, 3, { opacity: 0.8 }));
        for (const [x, y] of c)
          out.push(circ(x, y, 9, P.gold, { opacity: 0.25 }), circ(x, y, 5, P.gold));
      }
      out.push(at(880, 250, 0.5, X.planet(40, P.o, P.od, P.t3, true)));
      out.push(shadow(300, 640, 200, 16, 0.3));
      out.push(rect(140, 560, 320, 80, P.g3, 14), rect(240, 500, 120, 70, P.g4, 10));
      out.push(at(300, 370, 1.3, X.helmet()));
      out.push(at(520, 620, 0.9, X.rocket(P.c, P.o, P.t, false)));
      out.push(X.sprinkle(r, 60, 60, 520, 240, 6, ['dot', 'sparkle'], [P.t2, P.gold]));
      return out;
    },
  },

  // ---------------- Secret library ----------------
  'rooms/tajna-biblioteka.svg': {
    title: 'Secret library: tall bookshelves and one giant book that opens like a door',
    draw() {
      const r = rng(241);
      const out = [libraryWall()];
      out.push(
        at(40, 60, 1, X.bookshelf(r, 330, 590, { shelves: 5 })),
        at(830, 60, 1, X.bookshelf(r, 330, 590, { shelves: 5 })),
      );
      out.push(rect(380, 60, 440, 120, P.wood, 10), rect(394, 74, 412, 92, P.woodd, 4));
      let x = 404;
      while (x < 790) {
        const bw = r.range(16, 28);
        out.push(
          rect(
            x,
            166 - r.range(50, 80),
            bw,
            r.range(50, 80),
            r.pick([P.o, P.t, P.gold, P.t2, P.c3]),
            3,
          ),
        );
        x += bw + 2;
      }
      out.push(rect(394, 160, 412, 12, P.wood, 4));
      // the giant book door
      out.push(X.glow(600, 430, 240, P.gold, 0.16));
      out.push(rect(430, 190, 340, 460, P.woodd, 10));
      out.push(
        rect(446, 206, 308, 444, P.gold),
        rect(446, 206, 308, 444, P.w, 0, { opacity: 0.35 }),
      );
      out.push(
        poly(
          [
            [446, 650],
            [754, 650],
            [840, 800],
            [360, 800],
          ],
          P.gold,
          { opacity: 0.3 },
        ),
      );
      out.push(
        path('M446 200L600 236V668L446 652Z', P.t),
        path('M446 200L600 236V668L446 652Z', P.g, { opacity: 0.1 }),
      );
      out.push(
        path('M470 240L580 264V330L470 310Z', P.gold, { opacity: 0.9 }),
        at(525, 420, 0.8, X.keyhole(0, 0, 1.4, P.gold)),
      );
      out.push(rect(596, 232, 16, 440, P.td, 6));
      out.push(rect(440, 650, 330, 14, P.c3, 4));
      out.push(at(300, 680, 1, X.ladder(560, P.woodl), 8));
      out.push(
        ell(600, 730, 330, 40, P.t, { opacity: 0.85 }),
        ell(600, 730, 280, 28, P.t2, { opacity: 0.6 }),
      );
      out.push(
        at(1000, 720, 0.9, X.table(160, 120, P.woodl, P.wood)),
        at(1000, 596, 0.6, X.candle(90)),
      );
      out.push(X.sprinkle(r, 470, 250, 740, 600, 8, ['sparkle'], [P.w, P.o]));
      return out;
    },
  },
  'rooms/tajna-biblioteka-2.svg': {
    title: 'Secret library: a candle, an old sealed letter, a quill and a cipher wheel on a desk',
    draw() {
      const r = rng(242);
      const out = [rect(0, 0, W, H, P.woodd), X.planks(0, 0, W, 480, 90, [P.woodd, '#7b3610'])];
      out.push(X.glow(240, 300, 460, P.gold, 0.1));
      out.push(
        at(1000, 110, 0.9, X.frame(180, 130, at(0, 0, 0.55, X.treasureMap(r, 300, 200)), P.wood)),
      );
      out.push(
        rect(0, 480, W, 320, P.wood),
        rect(0, 480, W, 24, P.woodl),
        rect(0, 504, W, 8, P.g, 0, { opacity: 0.2 }),
      );
      out.push(at(210, 560, 1.3, X.candle(120)));
      out.push(at(180, 640, 1, ell(0, 0, 120, 30, P.g, { opacity: 0.2 })));
      out.push(
        g(
          'translate(520 610) rotate(-8)',
          rect(-170, -110, 340, 220, P.c2, 6) +
            path('M-170 -110H170V110H-170Z', 'none', { stroke: P.c3, strokeWidth: 4 }) +
            [0, 1, 2, 3, 4]
              .map((i) =>
                line(-130, -70 + i * 30, 130 - (i % 2) * 50, -70 + i * 30, P.woodl, 6, {
                  opacity: 0.7,
                }),
              )
              .join('') +
            at(110, 80, 0.7, X.waxSeal(44)),
        ),
      );
      out.push(
        at(880, 600, 1, shadow(10, 12, 150, 30, 0.2) + g('scale(1 0.6)', X.cipherWheel(150))),
      );
      out.push(at(1060, 580, 1, X.inkpot()), at(1050, 520, 0.6, X.quill(P.c, P.c3)));
      out.push(at(380, 760, 0.6, X.key(P.gold, P.goldd), -10));
      void r;
      return out;
    },
  },
  'rooms/tajna-biblioteka-3.svg': {
    title: 'Secret library: a bookshelf swung open to reveal a hidden staircase',
    draw() {
      const r = rng(243);
      const out = [libraryWall()];
      out.push(
        at(20, 60, 1, X.bookshelf(r, 300, 590, { shelves: 5 })),
        at(880, 60, 1, X.bookshelf(r, 300, 590, { shelves: 5 })),
      );
      // hidden passage
      out.push(rect(420, 70, 360, 580, P.night, 8));
      for (let i = 0; i < 7; i++) {
        const y = 640 - i * 58,
          w = 340 - i * 34;
        out.push(
          rect(600 - w / 2, y - 30, w, 30, i % 2 ? P.g2 : P.g3, 4),
          rect(600 - w / 2, y - 30, w, 8, P.w, 0, { opacity: 0.15 }),
        );
      }
      out.push(X.glow(600, 200, 180, P.gold, 0.12), at(690, 230, 0.45, X.torch()));
      out.push(
        rect(404, 56, 392, 16, P.wood, 6),
        rect(404, 56, 16, 600, P.wood, 6),
        rect(780, 56, 16, 600, P.wood, 6),
      );
      // the swung-open shelf
      out.push(
        g('translate(796 60) skewY(12) scale(0.42 1)', X.bookshelf(r, 380, 590, { shelves: 5 })),
      );
      out.push(
        g(
          'translate(796 60) skewY(12) scale(0.42 1)',
          rect(0, 0, 380, 590, P.g, 10, { opacity: 0.2 }),
        ),
      );
      out.push(
        poly(
          [
            [420, 650],
            [780, 650],
            [860, 800],
            [340, 800],
          ],
          P.gold,
          { opacity: 0.12 },
        ),
      );
      out.push(at(330, 740, 0.5, X.openBook(P.o, P.c)), at(360, 760, 0.45, X.candle(80)));
      out.push(X.sprinkle(r, 440, 100, 760, 380, 6, ['sparkle', 'dot'], [P.gold, P.c]));
      return out;
    },
  },
};
