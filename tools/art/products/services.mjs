// Service illustrations
import {
  C,
  R,
  Doc,
  iso,
  cyl,
  box,
  plane,
  faceL,
  faceR,
  shadow,
  line,
  path,
  circ,
  rect,
  g,
  po3,
  pt,
  f,
  cable,
  NS,
  TH,
  X,
  Y,
  Z,
} from './lib.mjs';
import { terminalRow, gland, drum, slab } from './components.mjs';

// ---------------------------------------------------------------- workbench helper
function bench(P, x, y, w, d, h) {
  const o = [];
  const leg = 14;
  for (const [lx, ly] of [
    [x + 6, y + 6],
    [x + w - 20, y + 6],
  ])
    o.push(box(P, lx, ly, 0, leg, leg, h - 16, R.steel));
  o.push(box(P, x + 10, y + 10, 24, w - 20, d - 20, 6, R.slate));
  for (const [lx, ly] of [
    [x + 6, y + d - 20],
    [x + w - 20, y + d - 20],
  ])
    o.push(box(P, lx, ly, 0, leg, leg, h - 16, R.steel));
  o.push(box(P, x, y, h - 16, w, d, 16, ['#e9dcc4', '#d8c6a5', '#bda782']));
  return o.join('');
}

// ---------------------------------------------------------------- customised enclosures
function customisedEnclosures() {
  const d = new Doc(
    'Customised enclosure assembly on a workbench',
    'A workshop bench with a control-station enclosure fitted with push buttons, pilot lights, a selector switch and an emergency stop, a removed gland plate drilled for cable glands, and a DIN rail pre-assembled with terminals and a circuit breaker.',
  );
  const P = iso(400, 414, 1.02);
  const o = [];
  const H = 100;
  o.push(shadow(...P(20, 30, 0), 360, 100, 0.8));
  o.push(bench(P, -230, -90, 440, 220, H));
  // enclosure (back left, standing)
  const ex = -205;
  const ey = -75;
  const ew = 160;
  const ed = 80;
  const eh = 200;
  o.push(shadow(...P(ex + 80, ey + 40, H), 120, 40));
  o.push(box(P, ex, ey, H, ew, ed, eh, R.metal));
  o.push(
    faceL(
      P,
      [ex, ey + ed, H + eh],
      [
        rect(6, 6, ew - 12, eh - 12, 'none', { rx: 4, stroke: R.metal[2], strokeWidth: 2 }),
        rect(30, 14, 100, 18, C.white, { rx: 2, strokeWidth: 1.5 }),
        rect(46, 20, 68, 5, C.slate, NS),
        // row of pilot lights
        [
          [44, C.steel3],
          [80, C.yellow],
          [116, C.copper],
        ].map(([x, c]) => [circ(x, 56, 11, R.metal[2]), circ(x, 56, 7, c)]),
        // push buttons
        /** @type {[number, string][]} */ ([
          [44, C.steel3],
          [80, C.navyL],
          [116, C.steel3],
        ]).map(([x, c]) => [
          circ(x, 96, 13, R.metal[2]),
          circ(x, 96, 9, c),
          circ(x - 2, 94, 3, C.white, { stroke: 'none', fillOpacity: 0.6 }),
        ]),
        // selector switch
        [circ(44, 138, 13, R.metal[2]), rect(39, 126, 10, 24, C.navyL, { rx: 3 })],
        // emergency stop
        [
          rect(88, 118, 48, 48, C.yellow, { rx: 4 }),
          circ(112, 142, 17, R.red[2]),
          circ(112, 140, 15, C.red),
          circ(107, 135, 4, R.red[0], NS),
        ],
        [
          [44, 172],
          [112, 180],
        ].map(([x, y]) => rect(x - 14, y - 4, 28, 8, C.white, { strokeWidth: 1.25 })),
      ],
    ),
  );
  // hinges and gland on the side
  for (const z of [40, eh - 40]) o.push(cyl(d, P, [ex, ey + ed, H + z - 12], Z, 24, 4, 4));
  o.push(gland(d, P, [ex + ew, ey + 40, H + 40], X, 1));
  // DIN rail assembly lying on the bench (front left)
  const rx = -190;
  const ry = 44;
  const row = terminalRow(P, rx, ry, H + 8, 9, {
    doc: d,
    t: 12,
    colours: [R.slate, R.slate, R.steel, R.slate, R.slate, R.steel, R.yellow, R.slate, R.slate],
  });
  o.push(row.svg);
  // MCB
  o.push(box(P, rx + 150, ry + 2, H + 8, 26, 42, 60, R.white));
  o.push(box(P, rx + 150, ry + 14, H + 68, 26, 18, 10, R.white));
  o.push(box(P, rx + 158, ry + 18, H + 78, 10, 8, 14, R.navy));
  o.push(
    faceL(
      P,
      [rx + 150, ry + 44, H + 62],
      [
        rect(4, 6, 18, 8, C.steel3, { strokeWidth: 1.25 }),
        rect(4, 24, 18, 20, R.slate[0], { strokeWidth: 1.25 }),
      ],
    ),
  );
  // removed gland plate, drilled (right)
  const gx = 30;
  const gy = -60;
  o.push(
    slab(
      P,
      [gx, gy, H + 6],
      6,
      (dk) => [
        rect(0, 0, 150, 110, dk || R.metal[0], { rx: 4 }),
        dk
          ? ''
          : [
              [30, 34, 14],
              [74, 34, 14],
              [118, 34, 14],
              [30, 78, 10],
              [62, 78, 10],
              [94, 78, 10],
              [124, 78, 8],
            ].map(([x, y, r]) => [
              circ(x, y, r, C.navyL),
              circ(x, y, r, 'none', { stroke: R.metal[2], strokeWidth: 3 }),
            ]),
        dk
          ? ''
          : [
              [6, 6],
              [144, 6],
              [6, 104],
              [144, 104],
            ].map(([x, y]) => circ(x, y, 2.5, C.slate, NS)),
      ],
      R.metal[2],
    ),
  );
  // dimension line on the plate
  o.push(
    plane(P, [gx, gy, H + 6], X, Y, [
      line([30, -14], [118, -14], { stroke: C.copper, strokeWidth: 1.5 }),
      line([30, -20], [30, -8], { stroke: C.copper, strokeWidth: 1.5 }),
      line([118, -20], [118, -8], { stroke: C.copper, strokeWidth: 1.5 }),
    ]),
  );
  // loose glands ready to fit
  o.push(gland(d, P, [120, 80, H], Z, 0.95));
  o.push(gland(d, P, [160, 60, H], Z, 0.95));
  // step drill bit lying on the bench
  o.push(cyl(d, P, [10, 100, H + 8], X, 50, 4, 4, { ramp: R.metal }));
  o.push(cyl(d, P, [60, 100, H + 8], X, 46, 8, 3, { ramp: R.yellow, rings: [0.25, 0.5, 0.75] }));
  d.add(o);
  return d;
}

// ---------------------------------------------------------------- cable termination
function cableTermination() {
  const d = new Doc(
    'Terminated cables inside a control panel with a test meter',
    'The inside of a control panel after termination: armoured cables entering through glands, power cores with crimped lugs bolted to a copper busbar, control cores with ferrules and printed markers in DIN-rail terminals, and a digital multimeter testing the terminals.',
  );
  const P = iso(270, 392, 0.9);
  const o = [];
  const W = 280;
  const Dp = 44;
  const H = 300;
  const z0 = 80;
  o.push(shadow(...P(W / 2, 60, 0), 300, 70, 0.7));
  // cables from the floor up to the gland plate (drawn behind)
  [60, 110, 190].forEach((x, i) => {
    const a = P(x, Dp / 2, z0);
    const b = P(x - 20, Dp / 2 + 60, 0);
    o.push(
      cable(
        `M${pt(a)}C${f(a[0])},${f(a[1] + 40)} ${f(b[0])},${f(b[1] - 30)} ${pt(b)}`,
        i === 2 ? 22 : 16,
        C.navyL,
        C.steel3,
      ),
    );
  });
  // enclosure shell
  o.push(
    po3(
      P,
      [
        [0, 0, z0 + H],
        [W, 0, z0 + H],
        [W, Dp, z0 + H],
        [0, Dp, z0 + H],
      ],
      R.metal[0],
    ),
  );
  o.push(
    po3(
      P,
      [
        [W, 0, z0],
        [W, Dp, z0],
        [W, Dp, z0 + H],
        [W, 0, z0 + H],
      ],
      R.metal[2],
    ),
  );
  const t = 8;
  const inner = [
    [t, Dp, z0 + H - t],
    [W - t, Dp, z0 + H - t],
    [W - t, Dp, z0 + t],
    [t, Dp, z0 + t],
  ];
  const innerD = 'M' + inner.map((q) => pt(P(...q))).join('L') + 'Z';
  const cl = d.clip(innerD);
  const n = [];
  n.push(
    po3(
      P,
      [
        [0, 0, z0 + H],
        [W, 0, z0 + H],
        [W, 0, z0],
        [0, 0, z0],
      ],
      R.pale[1],
      NS,
    ),
  );
  n.push(
    po3(
      P,
      [
        [t, 0, z0 + H],
        [t, Dp, z0 + H],
        [t, Dp, z0],
        [t, 0, z0],
      ],
      R.metal[1],
    ),
  );
  n.push(
    po3(
      P,
      [
        [0, 0, z0 + t],
        [W, 0, z0 + t],
        [W, Dp, z0 + t],
        [0, Dp, z0 + t],
      ],
      R.metal[0],
    ),
  );
  // mounting plate
  n.push(
    po3(
      P,
      [
        [18, 3, z0 + H - 14],
        [W - 14, 3, z0 + H - 14],
        [W - 14, 3, z0 + 14],
        [18, 3, z0 + 14],
      ],
      R.white[1],
    ),
  );
  // busbar with lugs (top)
  const bz = z0 + H - 60;
  n.push(box(P, 30, 4, bz - 4, 10, 16, 26, R.navy));
  n.push(box(P, W - 60, 4, bz - 4, 10, 16, 26, R.navy));
  n.push(box(P, 24, 20, bz, W - 70, 8, 16, R.copper));
  const lugX = [70, 120, 170];
  const coreCol = [R.navy, R.slate, R.steel];
  lugX.forEach((x, i) => {
    n.push(box(P, x - 9, 28, bz - 4, 18, 4, 24, R.copper));
    n.push(cyl(d, P, [x, 32, bz + 13], Z, 5, 5, 5, { ramp: R.metal }));
    n.push(cyl(d, P, [x, 34, bz - 38], Z, 34, 7, 7, { ramp: R.copper, rings: [0.3, 0.6] }));
    n.push(cyl(d, P, [x, 34, bz - 46], Z, 10, 8, 8, { ramp: R.white }));
    n.push(cyl(d, P, [x, 34, z0 + 40], Z, bz - 46 - z0 - 40, 7, 7, { ramp: coreCol[i] }));
  });
  // DIN rail with terminals (middle)
  const row = terminalRow(P, 34, 2, z0 + 120, 12, {
    doc: d,
    t: 13,
    colours: [
      R.slate,
      R.slate,
      R.slate,
      R.steel,
      R.slate,
      R.slate,
      R.slate,
      R.steel,
      R.yellow,
      R.slate,
      R.slate,
      R.yellow,
    ],
  });
  // wiring duct behind/below
  n.push(box(P, 24, 4, z0 + 40, W - 60, 36, 44, R.slate));
  for (let i = 0; i < 10; i++)
    n.push(
      line(P(30 + i * 22, 40, z0 + 84), P(30 + i * 22, 40, z0 + 60), {
        stroke: R.slate[2],
        strokeWidth: 1.5,
      }),
    );
  n.push(row.svg);
  const wc = [
    C.navyL,
    C.steel3,
    C.navyL,
    C.steel3,
    C.navyL,
    C.steel3,
    C.navyL,
    C.steel3,
    C.yellow,
    C.navyL,
    C.steel3,
    C.yellow,
  ];
  row.entries.forEach((e, i) => {
    const a = P(...e);
    const b = P(e[0], 44, z0 + 84);
    n.push(
      cable(
        `M${pt(a)}C${f(a[0])},${f(a[1] + 16)} ${f(b[0])},${f(b[1] - 16)} ${pt(b)}`,
        4,
        wc[i],
        null,
      ),
    );
    // ferrule + marker
    n.push(rect(a[0] - 3, a[1] + 2, 6, 8, C.copperL, TH));
    n.push(rect(a[0] - 4.5, a[1] + 13, 9, 12, C.white, TH));
    n.push(
      line([a[0] - 2, a[1] + 17], [a[0] + 2, a[1] + 17], { strokeWidth: 1 }),
      line([a[0] - 2, a[1] + 21], [a[0] + 2, a[1] + 21], { strokeWidth: 1 }),
    );
  });
  // glands in the floor
  [60, 110, 190].forEach((x, i) => {
    n.push(gland(d, P, [x, Dp / 2, z0 + t], Z, i === 2 ? 1.3 : 1, { cable: R.navy }));
  });
  o.push(g({ clipPath: cl }, n));
  o.push(
    path(
      'M' +
        [
          [0, Dp, z0 + H],
          [W, Dp, z0 + H],
          [W, Dp, z0],
          [0, Dp, z0],
        ]
          .map((q) => pt(P(...q)))
          .join('L') +
        'Z' +
        innerD,
      R.metal[1],
      { fillRule: 'evenodd' },
    ),
  );
  // multimeter (front right, on the floor)
  const mx = W + 60;
  const my = -20;
  o.push(shadow(...P(mx + 40, my + 20, 0), 70, 24));
  o.push(box(P, mx, my, 0, 80, 30, 140, R.yellow));
  o.push(
    faceL(
      P,
      [mx, my + 30, 140],
      [
        rect(8, 8, 64, 124, R.navy[1], { rx: 6 }),
        rect(14, 14, 52, 30, '#cfe3d9', { rx: 2 }),
        path('M20 22h8v14h-8zM32 22h8v14h-8zM44 22h8v14h-8z', 'none', {
          stroke: C.navy,
          strokeWidth: 2,
        }),
        circ(40, 78, 20, R.metal[1]),
        rect(37, 60, 6, 18, C.navy, NS),
        [18, 40, 62].map((x) =>
          circ(x, 118, 5, x === 18 ? C.copper : C.navy, { stroke: C.white, strokeWidth: 1.5 }),
        ),
      ],
    ),
  );
  // test leads to the terminal row
  const l1 = P(mx + 18, my + 30, 22);
  const l2 = P(mx + 40, my + 30, 22);
  const t1 = P(34 + 8 * 13 + 6, 44, z0 + 140);
  const t2 = P(34 + 10 * 13 + 6, 44, z0 + 140);
  o.push(
    cable(
      `M${pt(l1)}C${f(l1[0] - 60)},${f(l1[1] + 40)} ${f(t1[0] + 40)},${f(t1[1] + 140)} ${f(t1[0] + 6)},${f(t1[1] + 26)}`,
      4,
      C.copper,
      null,
    ),
  );
  o.push(
    cable(
      `M${pt(l2)}C${f(l2[0] - 40)},${f(l2[1] + 60)} ${f(t2[0] + 60)},${f(t2[1] + 150)} ${f(t2[0] + 8)},${f(t2[1] + 30)}`,
      4,
      C.navyL,
      null,
    ),
  );
  o.push(
    path(`M${f(t1[0] + 6)} ${f(t1[1] + 26)}l-4 -22`, 'none', { stroke: C.copper, strokeWidth: 6 }),
    path(`M${f(t1[0] + 2)} ${f(t1[1] + 4)}l-1 -6`, 'none', { stroke: R.metal[2], strokeWidth: 2 }),
  );
  o.push(
    path(`M${f(t2[0] + 8)} ${f(t2[1] + 30)}l-4 -24`, 'none', { stroke: C.navy, strokeWidth: 6 }),
    path(`M${f(t2[0] + 4)} ${f(t2[1] + 6)}l-1 -6`, 'none', { stroke: R.metal[2], strokeWidth: 2 }),
  );
  d.add(o);
  return d;
}

// ---------------------------------------------------------------- industrial labelling
function industrialLabelling() {
  const d = new Doc(
    'Printed label sheet, engraved identification plates and stainless steel tags',
    'A sheet of printed self-adhesive labels with one label peeled, engraved laminate identification plates in white, navy and yellow warning colours, stainless steel tags on a ring and a round valve tag.',
  );
  const P = iso(400, 120, 1.12);
  const o = [];
  // label sheet
  const sw = 190;
  const sh = 260;
  const sx = -150;
  const sy = 20;
  o.push(shadow(...P(sx + sw / 2, sy + sh / 2, 0), 190, 80, 0.7));
  const cells = [];
  for (let r = 0; r < 8; r++)
    for (let c = 0; c < 3; c++) {
      const x = 10 + c * 58;
      const y = 12 + r * 30;
      if (r === 2 && c === 1) {
        cells.push(
          rect(x, y, 52, 24, 'none', {
            rx: 3,
            stroke: C.slate,
            strokeDasharray: '3 3',
            strokeWidth: 1.25,
          }),
        );
        continue;
      }
      cells.push(rect(x, y, 52, 24, C.white, { rx: 3, strokeWidth: 1.25 }));
      cells.push(rect(x + 6, y + 6, 30 - ((r + c) % 3) * 6, 4, C.navy, NS));
      cells.push(rect(x + 6, y + 14, 22, 4, (r + c) % 4 === 0 ? C.copper : C.slate, NS));
    }
  o.push(
    slab(
      P,
      [sx, sy, 3],
      3,
      (dk) => [rect(0, 0, sw, sh, dk || '#fbf6e8', { rx: 2 }), dk ? '' : cells],
      R.slate[1],
    ),
  );
  // peeled label, lifted
  o.push(
    plane(
      P,
      [sx + 68, sy + 60, 30],
      X,
      [0, 0.6, -0.8],
      [
        rect(0, 0, 52, 24, C.white, { rx: 3 }),
        rect(6, 6, 30, 4, C.navy, NS),
        rect(6, 14, 22, 4, C.copper, NS),
      ],
    ),
  );
  // engraved plates (centre)
  const plate = (x, y, w, h, base, text, extra) =>
    slab(
      P,
      [x, y, 6],
      6,
      (dk) => [
        rect(0, 0, w, h, dk || base, { rx: 4 }),
        dk ? '' : [circ(8, h / 2, 3, C.navy, NS), circ(w - 8, h / 2, 3, C.navy, NS)],
        dk ? '' : text.map(([tx, ty, tw]) => rect(tx, ty, tw, 6, extra, NS)),
      ],
      R.navy[2],
    );
  o.push(shadow(...P(110, 80, 0), 160, 50, 0.6));
  o.push(
    plate(
      60,
      20,
      170,
      56,
      C.white,
      [
        [20, 14, 110],
        [20, 30, 70],
      ],
      C.navy,
    ),
  );
  o.push(
    plate(
      60,
      92,
      170,
      56,
      C.steel,
      [
        [20, 14, 120],
        [20, 30, 80],
      ],
      C.white,
    ),
  );
  o.push(
    slab(
      P,
      [60, 164, 6],
      6,
      (dk) => [
        rect(0, 0, 170, 70, dk || C.yellow, { rx: 4 }),
        dk ? '' : path('M28 16L46 50H10Z', C.navy, NS),
        dk ? '' : path('M28 22L40 45H16Z', C.yellow, NS),
        dk ? '' : rect(26.5, 29, 3, 9, C.navy, NS),
        dk ? '' : rect(58, 18, 90, 7, C.navy, NS),
        dk ? '' : rect(58, 34, 70, 7, C.navy, NS),
        dk ? '' : rect(58, 50, 50, 5, C.navy, NS),
      ],
      C.yellowD,
    ),
  );
  // stainless tags on a ring (right)
  const tx = 280;
  const ty = 40;
  o.push(shadow(...P(tx + 60, ty + 100, 0), 120, 50, 0.6));
  const tags = [
    [0, 0, -10],
    [24, 40, 4],
    [46, 84, 18],
  ];
  tags.forEach(([dx, dy, rot]) =>
    o.push(
      slab(
        P,
        [tx + dx, ty + dy, 4],
        2.5,
        (dk) =>
          g({ transform: `rotate(${rot})` }, [
            rect(0, 0, 110, 44, dk || R.metal[1], { rx: 6 }),
            dk ? '' : rect(0, 0, 110, 14, R.metal[0], { rx: 6, stroke: 'none' }),
            dk ? '' : rect(0, 0, 110, 44, 'none', { rx: 6 }),
            dk ? '' : circ(10, 22, 4, C.navyL),
            dk
              ? ''
              : [12, 26].map((y, k) => [
                  rect(24, y, 70 - k * 20, 6, R.metal[2], NS),
                  rect(24, y, 70 - k * 20, 2.5, C.white, NS),
                ]),
          ]),
        R.metal[2],
      ),
    ),
  );
  o.push(
    plane(
      P,
      [tx - 10, ty + 30, 6],
      X,
      Y,
      circ(0, 0, 26, 'none', { stroke: C.navy, strokeWidth: 5 }),
      circ(0, 0, 26, 'none', { stroke: R.metal[1], strokeWidth: 2.5 }),
    ),
  );
  // round valve tag with chain
  const vx = 220;
  const vy = 250;
  o.push(
    slab(
      P,
      [vx, vy, 4],
      3,
      (dk) => [
        circ(0, 0, 40, dk || C.copperL),
        dk ? '' : circ(0, 0, 34, 'none', { stroke: C.copper, strokeWidth: 1.5 }),
        dk ? '' : circ(0, -28, 4, C.navy),
        dk ? '' : rect(-22, -6, 44, 8, C.copperD, NS),
        dk ? '' : rect(-14, 8, 28, 6, C.copperD, NS),
      ],
      C.copperD,
    ),
  );
  o.push(
    plane(
      P,
      [vx, vy, 6],
      X,
      Y,
      path('M0 -28c-20 -30 -40 -40 -70 -42', 'none', {
        stroke: R.metal[2],
        strokeWidth: 3,
        strokeDasharray: '5 3',
      }),
    ),
  );
  d.add(o);
  return d;
}

// ---------------------------------------------------------------- cable cutting
function cableCutting() {
  const d = new Doc(
    'Cable cutting: drum feeding a measuring and cutting machine',
    'A cable drum on a jack stand pays cable into a measuring and cutting machine with feed rollers, length counter and guillotine; cut lengths come off coiled and tagged with printed labels.',
  );
  const P = iso(440, 312, 0.74);
  const o = [];
  // drum on stand (left)
  const dc = [-210, 60, 130];
  o.push(shadow(...P(dc[0], dc[1], 0), 200, 70, 0.8));
  const aframe = (yy) => {
    const r = [];
    for (const sx of [-1, 1]) {
      const a = [dc[0] + sx * 80, yy, 0];
      r.push(
        po3(
          P,
          [
            a,
            [a[0] - sx * 12, yy, 0],
            [dc[0] - sx * 5, yy, dc[2] + 6],
            [dc[0] + sx * 5, yy, dc[2] + 6],
          ],
          sx < 0 ? R.yellow[1] : R.yellow[2],
        ),
      );
    }
    r.push(
      po3(
        P,
        [
          [dc[0] - 44, yy, 60],
          [dc[0] + 44, yy, 60],
          [dc[0] + 40, yy, 68],
          [dc[0] - 40, yy, 68],
        ],
        R.yellow[0],
      ),
    );
    return r.join('');
  };
  o.push(aframe(dc[1] - 84));
  o.push(cyl(d, P, [dc[0], dc[1] - 96, dc[2]], Y, 192, 6, 6, { ramp: R.metal }));
  o.push(drum(d, P, dc, 120, 110, { flange: R.copper, cable: R.navy }));
  o.push(aframe(dc[1] + 84));
  // cable from the drum to the machine
  const mz = 110;
  o.push(cyl(d, P, [dc[0] + 20, 60, mz], X, 190, 9, 9, { ramp: R.navy }));
  // machine on a stand
  const mx = 0;
  const my = 20;
  o.push(shadow(...P(mx + 110, my + 40, 0), 170, 50));
  o.push(box(P, mx + 20, my + 10, 0, 16, 16, 60, R.steel));
  o.push(box(P, mx + 190, my + 10, 0, 16, 16, 60, R.steel));
  o.push(box(P, mx + 20, my + 60, 0, 16, 16, 60, R.steel));
  o.push(box(P, mx + 190, my + 60, 0, 16, 16, 60, R.steel));
  o.push(box(P, mx, my, 60, 220, 90, 20, R.navy));
  o.push(box(P, mx + 10, my, 80, 140, 60, 80, R.metal));
  // display and keys on the front face
  o.push(
    faceL(
      P,
      [mx + 10, my + 60, 160],
      [
        rect(12, 10, 70, 28, C.navy, { rx: 3 }),
        path('M20 16h10v16h-10zM34 16h10v16h-10zM48 16h10v16h-10zM62 16h10v16h-10z', 'none', {
          stroke: C.copperL,
          strokeWidth: 2,
        }),
        [0, 1, 2].map((k) =>
          rect(
            92 + (k % 2) * 20,
            12 + Math.floor(k / 2) * 16,
            14,
            10,
            k === 2 ? C.copper : R.slate[0],
            { rx: 2, strokeWidth: 1.25 },
          ),
        ),
        rect(12, 48, 116, 24, R.metal[2], { rx: 3 }),
        circ(40, 60, 9, C.navyL),
        circ(64, 60, 9, C.navyL),
      ],
    ),
  );
  // feed rollers on top
  o.push(cyl(d, P, [mx + 50, my + 30 - 40, 178], Y, 36, 18, 18, { ramp: R.steel }));
  o.push(cyl(d, P, [mx + 100, my + 30 - 40, 178], Y, 36, 18, 18, { ramp: R.steel }));
  // guillotine head
  o.push(box(P, mx + 160, my + 10, 80, 40, 60, 110, R.yellow));
  o.push(box(P, mx + 168, my + 26, 190, 24, 28, 14, R.metal));
  o.push(
    faceL(
      P,
      [mx + 160, my + 70, 190],
      [
        rect(8, 20, 24, 60, C.navy, { rx: 3 }),
        line([20, 24], [20, 76], { stroke: R.metal[1], strokeWidth: 3 }),
      ],
    ),
  );
  // cut cable out of machine to the output table
  o.push(cyl(d, P, [mx + 200, 60, mz + 10], X, 60, 9, 9, { ramp: R.navy }));
  // output table with coiled, tagged cut lengths
  const tx = 270;
  const ty = 10;
  o.push(shadow(...P(tx + 90, ty + 80, 0), 150, 56));
  o.push(box(P, tx + 6, ty + 6, 0, 12, 12, 90, R.steel));
  o.push(box(P, tx + 160, ty + 6, 0, 12, 12, 90, R.steel));
  o.push(box(P, tx + 6, ty + 150, 0, 12, 12, 90, R.steel));
  o.push(box(P, tx + 160, ty + 150, 0, 12, 12, 90, R.steel));
  o.push(box(P, tx, ty, 90, 180, 170, 10, R.metal));
  const coil = (cx, cy, col, tag) => {
    const r = [];
    const c = P(cx, cy, 100);
    for (let k = 0; k < 4; k++) {
      r.push(
        `<ellipse cx="${f(c[0])}" cy="${f(c[1] - 5 - k * 7)}" rx="44" ry="25" fill="none" stroke="${C.navy}" stroke-width="11"/>`,
      );
      r.push(
        `<ellipse cx="${f(c[0])}" cy="${f(c[1] - 5 - k * 7)}" rx="44" ry="25" fill="none" stroke="${col}" stroke-width="7"/>`,
      );
    }
    r.push(
      `<ellipse cx="${f(c[0])}" cy="${f(c[1] - 26)}" rx="44" ry="25" fill="none" stroke="${C.white}" stroke-opacity=".5" stroke-width="1.5" stroke-dasharray="30 40"/>`,
    );
    r.push(
      path(`M${f(c[0] + 30)} ${f(c[1] - 10)}l14 26`, 'none', { stroke: C.navy, strokeWidth: 1.5 }),
    );
    r.push(rect(c[0] + 30, c[1] + 14, 34, 20, tag, { rx: 3 }));
    r.push(
      rect(c[0] + 35, c[1] + 19, 20, 3.5, C.navy, NS),
      rect(c[0] + 35, c[1] + 26, 14, 3.5, C.navy, NS),
    );
    return r.join('');
  };
  o.push(coil(tx + 60, ty + 40, C.navyL, C.white));
  o.push(coil(tx + 130, ty + 50, C.steel3, C.yellow));
  o.push(coil(tx + 70, ty + 120, C.navyL, C.white));
  d.add(o);
  return d;
}

// ---------------------------------------------------------------- transit inspection
function transitInspection() {
  const d = new Doc(
    'Multi-cable transit frame in a wall with inspection clipboard',
    'A rectangular multi-cable transit frame set in a wall, packed with rubber modules around cables and a pipe, with stay plates and a compression unit; an inspection clipboard with a checklist, a pen and a torch lie in front.',
  );
  const P = iso(400, 368, 0.78);
  const o = [];
  // floor and wall slab
  o.push(box(P, -260, -40, -14, 520, 300, 14, R.concrete, { top: '#e3e9ef' }));
  o.push(box(P, -260, -40, 0, 520, 40, 380, R.concrete));
  // frame
  const fx = -130;
  const fz = 120;
  const fw = 250;
  const fh = 230;
  o.push(box(P, fx - 18, 0, fz - 18, fw + 36, 26, fh + 36, R.metal));
  o.push(
    po3(
      P,
      [
        [fx, 26, fz],
        [fx + fw, 26, fz],
        [fx + fw, 26, fz + fh],
        [fx, 26, fz + fh],
      ],
      R.navy[2],
    ),
  );
  // modules (in the frame face)
  const m = [];
  const rows = 4;
  const cols = 6;
  const cw = fw / cols;
  const rh = (fh - 40) / rows;
  /** @type {[number, number, number, string][]} */
  const holes = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = c * cw;
      const y = 40 + r * rh;
      const pipeCell = r >= 2 && c >= 4;
      if (pipeCell && !(r === 2 && c === 4)) continue;
      if (pipeCell) {
        m.push(rect(x + 1, y + 1, cw * 2 - 2, rh * 2 - 2, R.steel[1], { strokeWidth: 1.25 }));
        m.push(line([x + cw, y], [x + cw, y + rh * 2], { strokeWidth: 1.25 }));
        holes.push([x + cw, y + rh, 26, 'pipe']);
        continue;
      }
      m.push(
        rect(x + 1, y + 1, cw - 2, rh - 2, (r + c) % 5 === 3 ? R.slate[1] : R.steel[0], {
          strokeWidth: 1.25,
        }),
      );
      m.push(
        line([x + cw / 2, y + 1], [x + cw / 2, y + rh - 1], {
          stroke: R.steel[2],
          strokeWidth: 1.25,
        }),
      );
      if ((r + c) % 5 !== 3)
        holes.push([x + cw / 2, y + rh / 2, 10 + ((r * 3 + c) % 3) * 2, 'cable']);
    }
    m.push(rect(0, 40 + r * rh + rh - 2, fw, 4, R.metal[1], { strokeWidth: 1 }));
  }
  // compression unit
  m.push(rect(0, 0, fw, 40, R.metal[1]));
  [40, 110, 180].forEach((x) => m.push(circ(x, 20, 9, R.metal[0]), circ(x, 20, 4, C.navy)));
  o.push(faceL(P, [fx, 26, fz + fh], m));
  // cable and pipe ends emerging from the modules
  holes
    .sort((a, b) => a[0] - b[0] || b[1] - a[1])
    .forEach(([hx, hy, r, kind]) => {
      const c0 = [fx + hx, 26, fz + fh - hy];
      if (kind === 'pipe') o.push(cyl(d, P, c0, Y, 40, r, r, { ramp: R.metal, bore: r - 4 }));
      else
        o.push(
          cyl(d, P, c0, Y, 8 + (r % 4) * 3, r * 0.8, r * 0.8, {
            ramp: R.navy,
            cap: R.navy[0],
            bore: r * 0.35,
            boreFill: C.copper,
          }),
        );
    });
  // inspection tag on the frame
  o.push(
    faceR(
      P,
      [fx + fw + 14, 26, fz + fh + 10],
      [
        rect(4, 20, 18, 30, C.yellow, { strokeWidth: 1.5 }),
        line([8, 30], [18, 30], { strokeWidth: 1.5 }),
        line([8, 38], [16, 38], { strokeWidth: 1.5 }),
      ],
    ),
  );
  // clipboard on the floor
  const cx = -40;
  const cy = 70;
  o.push(shadow(...P(cx + 80, cy + 110, 0), 140, 50, 0.7));
  o.push(
    slab(
      P,
      [cx, cy, 6],
      6,
      (dk) => [
        rect(0, 0, 170, 230, dk || C.steel2, { rx: 8 }),
        dk ? '' : rect(14, 24, 142, 196, C.white, { strokeWidth: 1.5 }),
        dk ? '' : rect(50, -6, 70, 26, R.metal[1], { rx: 5 }),
        dk ? '' : rect(26, 38, 80, 8, C.navy, NS),
        dk
          ? ''
          : [0, 1, 2, 3, 4, 5].map((k) => [
              rect(26, 62 + k * 24, 14, 14, C.white, { strokeWidth: 1.5 }),
              k < 4
                ? path(`M28 ${69 + k * 24}l4 5 8-11`, 'none', { stroke: C.copper, strokeWidth: 3 })
                : '',
              rect(50, 66 + k * 24, 80 - (k % 3) * 16, 5, C.slate, NS),
            ]),
      ],
      C.navy,
    ),
  );
  // pen
  o.push(cyl(d, P, [cx + 190, cy + 40, 6], Y, 130, 5, 5, { ramp: R.steel }));
  o.push(cyl(d, P, [cx + 190, cy + 170, 6], Y, 12, 5, 1, { ramp: R.metal }));
  // torch
  o.push(shadow(...P(200, 170, 0), 100, 24));
  o.push(cyl(d, P, [130, 160, 14], X, 110, 13, 13, { ramp: R.navy, rings: [0.2, 0.3, 0.4] }));
  o.push(cyl(d, P, [240, 160, 14], X, 30, 13, 20, { ramp: R.yellow, cap: C.yellowL }));
  d.add(o);
  return d;
}

export const services = {
  'customised-enclosures': customisedEnclosures,
  'cable-termination': cableTermination,
  'industrial-labelling': industrialLabelling,
  'cable-cutting': cableCutting,
  'transit-inspection': transitInspection,
};
