import {
  C,
  R,
  Doc,
  iso,
  disc,
  nZ,
  plane,
  Y,
  po3,
  faceL,
  faceR,
  box,
  pt,
  f,
  Z,
  cam,
  text,
  cable,
  cyl,
  prism,
  hexPts,
  shadow,
  line,
  pline,
  poly,
  path,
  circ,
  rect,
  g,
  NS,
  TH,
  X,
  add,
  pl3,
} from './lib.mjs';
import { terminalRow, band, slab, drum, gland, trayX } from './components.mjs';

// ---------------------------------------------------------------- cable glands
function cableGlands() {
  const d = new Doc(
    'Armoured cable gland: exploded view and half section',
    'Exploded view of a brass armoured cable gland along its axis - threaded entry component, inner seal, armour cone, armour clamping ring, body, outer seal, back nut and PVC shroud - above an assembled half section showing the steel wire armour clamped between cone and ring.',
  );
  const P = cam(92, 158, 64, 18, 0.82);
  const ax = X;
  const o = [];
  o.push(line(P(-40, 0, 0), P(700, 0, 0), { stroke: C.slate, strokeDasharray: '14 5 3 5' }));
  const sh = (x, rx) => shadow(...P(x, 0, -92), rx, rx * 0.18);
  o.push(sh(40, 80), sh(190, 70), sh(300, 70), sh(430, 80), sh(560, 90));
  const thread = (n) => Array.from({ length: n }, (_, i) => (i + 0.5) / n);
  // entry component
  o.push(cyl(d, P, [0, 0, 0], ax, 50, 31, 31, { rings: thread(9), bore: 22 }));
  o.push(prism(P, [50, 0, 0], ax, 26, hexPts(52, Math.PI / 6), R.metal, { bore: 22 }));
  o.push(cyl(d, P, [76, 0, 0], ax, 38, 36, 36, { rings: thread(7), bore: 25 }));
  // inner seal
  o.push(cyl(d, P, [160, 0, 0], ax, 18, 29, 29, { ramp: R.steel, bore: 17 }));
  // armour cone (wide end toward entry)
  o.push(cyl(d, P, [212, 0, 0], ax, 40, 34, 18, { ramp: R.copper, bore: 14 }));
  // clamping ring
  o.push(cyl(d, P, [282, 0, 0], ax, 16, 38, 38, { ramp: R.copper, bore: 27 }));
  // body
  o.push(cyl(d, P, [326, 0, 0], ax, 16, 39, 39, { rings: thread(4), bore: 31 }));
  o.push(prism(P, [342, 0, 0], ax, 44, hexPts(57, Math.PI / 6), R.metal, { bore: 31 }));
  // outer seal
  o.push(cyl(d, P, [420, 0, 0], ax, 18, 31, 31, { ramp: R.steel, bore: 22 }));
  // back nut
  o.push(prism(P, [466, 0, 0], ax, 32, hexPts(53, Math.PI / 6), R.metal, { bore: 27 }));
  o.push(cyl(d, P, [498, 0, 0], ax, 12, 38, 36, { bore: 27 }));
  // shroud
  o.push(cyl(d, P, [548, 0, 0], ax, 78, 52, 30, { ramp: R.navy, bore: 24, rings: [0.1] }));
  // part leaders: small index ticks under each part
  const parts = [25, 169, 232, 290, 370, 429, 482, 587];
  parts.forEach((x, i) => {
    const a = P(x, 0, -64);
    const b = P(x, 0, -80);
    o.push(line(a, b, { stroke: C.slate, strokeWidth: 1.5 }));
    o.push(circ(b[0], b[1] + 9, 9, i === 2 || i === 3 ? C.copper : C.white, TH));
    o.push(
      text(b[0], b[1] + 13, String(i + 1), 11, i === 2 || i === 3 ? C.white : C.navy, {
        textAnchor: 'middle',
      }),
    );
  });
  d.add(o);

  // ---- assembled half section (2D, local units, r up)
  const hatch = d.uid('h');
  d.def(
    `<pattern id="${hatch}" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0V6" stroke="#0b2545" stroke-opacity=".3"/></pattern>`,
  );
  const U = (pts) => pts.map(([x, r]) => [x, -r]);
  const D = (pts) => pts.map(([x, r]) => [x, r]);
  const sec = (pts, fill) => [poly(U(pts), fill), poly(U(pts), `url(#${hatch})`, NS)];
  const s = [];
  // cores inside the enclosure
  /** @type {[number, string][]} */ ([
    [-8, C.copper],
    [0, C.slate2],
    [8, C.yellow],
  ]).forEach(([y, col]) => {
    s.push(cable(`M-30 ${y}C-70 ${y} -80 ${y * 4} -118 ${y * 5.5}`, 7, col, null));
    s.push(rect(-132, y * 5.5 - 3.5, 14, 7, C.copperL));
  });
  // wall
  s.push(
    sec(
      [
        [-12, -72],
        [0, -72],
        [0, 72],
        [-12, 72],
      ],
      C.slate2,
    ),
  );
  // lower half exterior
  s.push(
    poly(
      D([
        [-36, 0],
        [-36, 30],
        [0, 30],
        [0, 0],
      ]),
      C.light2,
    ),
  );
  for (let x = -34; x < 0; x += 4) s.push(line([x, 30], [x + 2.5, 22], TH));
  s.push(
    poly(
      D([
        [0, 0],
        [0, 46],
        [26, 46],
        [26, 0],
      ]),
      C.white,
    ),
  );
  s.push(line([0, 23], [26, 23], TH));
  s.push(
    poly(
      D([
        [26, 0],
        [26, 34],
        [56, 34],
        [56, 0],
      ]),
      C.light2,
    ),
  );
  for (let x = 28; x < 56; x += 4) s.push(line([x, 34], [x + 2.5, 27], TH));
  s.push(
    poly(
      D([
        [56, 0],
        [56, 49],
        [128, 49],
        [128, 0],
      ]),
      C.white,
    ),
  );
  s.push(line([56, 24], [128, 24], TH));
  s.push(
    poly(
      D([
        [128, 0],
        [128, 53],
        [190, 53],
        [260, 31],
        [260, 0],
      ]),
      C.steel2,
    ),
  );
  s.push(line([190, 53], [190, 40], { stroke: C.steel3, strokeWidth: 1.5 }));
  s.push(
    poly(
      D([
        [260, 0],
        [260, 27],
        [330, 27],
        [330, 0],
      ]),
      C.navyL,
    ),
  );
  s.push(line([262, 18], [330, 18], { stroke: C.steel3, strokeWidth: 2 }));
  s.push(
    poly(
      D([
        [-30, 0],
        [-30, 16],
        [-36, 16],
        [-36, 0],
      ]),
      C.slate2,
    ),
  );
  // upper half section: cable first
  s.push(
    poly(
      U([
        [-30, 0],
        [-30, 16],
        [330, 16],
        [330, 0],
      ]),
      C.slate2,
    ),
  );
  s.push(
    poly(
      U([
        [108, 16],
        [108, 21],
        [330, 21],
        [330, 16],
      ]),
      C.light,
    ),
  );
  for (let x = 116; x < 330; x += 12) s.push(line([x, -16], [x + 6, -21], TH));
  s.push(
    poly(
      U([
        [150, 21],
        [150, 27],
        [330, 27],
        [330, 21],
      ]),
      C.navyL,
    ),
  );
  s.push(
    sec(
      [
        [-36, 21],
        [-36, 30],
        [0, 30],
        [0, 46],
        [26, 46],
        [26, 34],
        [70, 34],
        [70, 26],
        [48, 26],
        [48, 21],
      ],
      C.light2,
    ),
  );
  s.push(
    sec(
      [
        [48, 16],
        [68, 16],
        [68, 26],
        [48, 26],
      ],
      C.steel3,
    ),
  );
  s.push(
    sec(
      [
        [70, 16],
        [108, 16],
        [108, 20],
        [72, 34],
        [70, 34],
      ],
      C.copper,
    ),
  );
  s.push(
    sec(
      [
        [56, 34],
        [56, 49],
        [138, 49],
        [138, 42],
        [70, 42],
        [70, 34],
      ],
      C.light2,
    ),
  );
  s.push(
    sec(
      [
        [78, 37.5],
        [78, 42],
        [128, 42],
        [128, 24],
        [110, 24],
      ],
      C.copperL,
    ),
  );
  s.push(
    sec(
      [
        [138, 34],
        [138, 45],
        [190, 45],
        [190, 28],
        [178, 28],
        [178, 34],
      ],
      C.light2,
    ),
  );
  s.push(
    sec(
      [
        [150, 27],
        [178, 27],
        [178, 34],
        [150, 34],
      ],
      C.steel3,
    ),
  );
  s.push(
    sec(
      [
        [128, 49],
        [128, 53],
        [190, 53],
        [260, 31],
        [260, 27],
        [252, 27],
        [190, 45],
        [138, 45],
        [138, 49],
      ],
      C.steel2,
    ),
  );
  const arm = [
    [108, -21],
    [74, -36.5],
    [70, -36.5],
  ];
  s.push(pline(arm, { stroke: C.navy, strokeWidth: 4.5 }));
  s.push(pline(arm, { stroke: C.light, strokeWidth: 1.6 }));
  s.push(
    line([-60, 0], [350, 0], { stroke: C.copper, strokeWidth: 1.25, strokeDasharray: '14 4 3 4' }),
  );
  s.push(path('M330 -33c7 11-7 22 0 33s-7 22 0 33', C.white, NS));
  s.push(path('M330 -33c7 11-7 22 0 33s-7 22 0 33', 'none'));
  d.add(shadow(445, 560, 300, 14));
  d.add(g({ class: 'k', transform: 'translate(248 468) scale(1.3)' }, s));
  return d;
}

// ---------------------------------------------------------------- junction boxes
function junctionBoxes() {
  const d = new Doc(
    'Stainless steel junction box and Ex d hazardous-area enclosure',
    'A stainless steel junction box with its hinged lid open, showing the mounting plate, DIN rails and terminal blocks, a gland plate with three cable glands, and beside it a cast Ex d flameproof enclosure with a bolted flange lid and threaded entry.',
  );
  const P = iso(300, 278);
  const o = [];
  const W = 170;
  const Dp = 60;
  const H = 230;
  o.push(shadow(...P(120, 120, 0), 230, 70));
  // body: top and right faces
  o.push(
    po3(
      P,
      [
        [0, 0, H],
        [W, 0, H],
        [W, Dp, H],
        [0, Dp, H],
      ],
      R.metal[0],
    ),
  );
  o.push(
    po3(
      P,
      [
        [W, 0, 0],
        [W, Dp, 0],
        [W, Dp, H],
        [W, 0, H],
      ],
      R.metal[2],
    ),
  );
  // brushed streaks on the side
  o.push(
    faceR(
      P,
      [W, Dp, H],
      [8, 22, 40, 16, 34].map((a, i) =>
        line([a, 12 + i * 8], [a + 8, 110 + i * 9], {
          stroke: C.white,
          strokeOpacity: 0.45,
          strokeWidth: 2,
        }),
      ),
    ),
  );
  // gland plate on the side
  o.push(
    faceR(
      P,
      [W, Dp, H],
      [
        rect(6, 150, 48, 70, R.metal[1], { rx: 3 }),
        [11, 49].map((a) => [circ(a, 156, 2.2, C.slate), circ(a, 214, 2.2, C.slate)]),
      ],
    ),
  );
  // interior through the open front
  const fr = 9;
  const inner = [
    [fr, Dp, H - fr],
    [W - fr, Dp, H - fr],
    [W - fr, Dp, fr],
    [fr, Dp, fr],
  ];
  const clipD = 'M' + inner.map((p) => pt(P(...p))).join('L') + 'Z';
  const cl = d.clip(clipD);
  const int = [];
  int.push(
    po3(
      P,
      [
        [0, 0, H],
        [W, 0, H],
        [W, 0, 0],
        [0, 0, 0],
      ],
      '#b8c8d7',
      NS,
    ),
  );
  int.push(
    po3(
      P,
      [
        [fr, 0, H],
        [fr, Dp, H],
        [fr, Dp, 0],
        [fr, 0, 0],
      ],
      R.metal[1],
    ),
  );
  int.push(
    po3(
      P,
      [
        [0, 0, fr],
        [W, 0, fr],
        [W, Dp, fr],
        [0, Dp, fr],
      ],
      R.metal[0],
    ),
  );
  // mounting plate (galvanised)
  int.push(
    po3(
      P,
      [
        [22, 6, H - 22],
        [W - 22, 6, H - 22],
        [W - 22, 6, 22],
        [22, 6, 22],
      ],
      R.pale[1],
    ),
  );
  int.push(
    po3(
      P,
      [
        [22, 6, H - 22],
        [22, 12, H - 22],
        [22, 12, 22],
        [22, 6, 22],
      ],
      R.pale[2],
    ),
  );
  // DIN rails + terminals
  for (const zr of [132, 74]) {
    int.push(box(P, 16, 12, zr - 6, W - 40, 6, 14, R.metal));
    const n = 12;
    for (let i = 0; i < n; i++) {
      const x = 22 + i * 9.2;
      const ramp = i === n - 1 ? R.yellow : i === n - 2 ? R.steel : R.slate;
      int.push(box(P, x, 18, zr - 14, 8.6, 20, 30, ramp, { attrs: TH }));
      int.push(circ(...P(x + 4.3, 28, zr + 16), 1.8, C.navy, NS));
    }
  }
  // wiring from terminals down to the gland plate side
  const wire = (x, zr, col, k) => {
    const a = P(x + 4.3, 38, zr - 14);
    const b = P(W - 12, 48 - k * 6, 26 + k * 3);
    return cable(
      `M${pt(a)}C${f(a[0])},${f(a[1] + 40)} ${f(b[0] - 40)},${f(b[1])} ${pt(b)}`,
      2.5,
      col,
      null,
    );
  };
  [
    [22, 74, C.copper, 0],
    [31.2, 74, C.steel3, 1],
    [40.4, 74, C.slate, 2],
    [49.6, 74, C.copper, 3],
    [58.8, 74, C.steel3, 4],
  ].forEach(([x, z, c, k]) => int.push(wire(x, z, c, k)));
  o.push(g({ clipPath: cl }, int));
  // front frame
  const outer = [
    [0, Dp, H],
    [W, Dp, H],
    [W, Dp, 0],
    [0, Dp, 0],
  ];
  o.push(
    path('M' + outer.map((p) => pt(P(...p))).join('L') + 'Z' + clipD, R.metal[1], {
      fillRule: 'evenodd',
    }),
  );
  // glands on the gland plate (+x)
  const glandAt = (yy, zz, cc) => {
    const r = [];
    r.push(prism(P, [W, yy, zz], X, 10, hexPts(12, Math.PI / 6), R.metal));
    r.push(cyl(d, P, [W + 10, yy, zz], X, 16, 9.5, 8, { bore: 6, boreFill: cc }));
    const a = P(W + 26, yy, zz);
    r.push(cable(`M${pt(a)}c14,6 24,20 24,60`, 10, cc, C.steel3));
    return r.join('');
  };
  o.push(glandAt(47, 40, C.navyL), glandAt(30, 40, C.navyL), glandAt(13, 40, C.navyL));
  // lid opened 90 deg on the left hinge
  o.push(
    box(P, -12, Dp, 0, 12, W, H, R.metal, { top: R.metal[0], left: R.metal[2], right: R.metal[1] }),
  );
  o.push(
    faceR(
      P,
      [0, Dp + W, H],
      [
        rect(12, 12, W - 24, H - 24, 'none', { rx: 8, stroke: C.steel2, strokeWidth: 5 }),
        rect(12, 12, W - 24, H - 24, 'none', { rx: 8, stroke: C.navy, strokeWidth: 1 }),
        [
          [24, 40],
          [24, H - 40],
        ].map(([a, b]) => [
          rect(a - 4, b - 11, 12, 22, R.metal[2], { rx: 3 }),
          circ(a + 2, b, 3, C.navy),
        ]),
        rect(60, 70, 70, 44, C.white, { rx: 2 }),
        [80, 90, 100].map((b) => line([70, b], [120, b], { stroke: C.slate, strokeWidth: 2 })),
      ],
    ),
  );
  // hinges
  for (const z of [40, H - 40]) o.push(cyl(d, P, [0, Dp, z - 14], [0, 0, 1], 28, 4.5, 4.5));

  // -------- Ex d cast enclosure
  const ex = [336, -14, 0];
  const [ex0, ey0] = ex;
  const ew = 120;
  const ed = 112;
  o.push(shadow(...P(ex0 + 70, ey0 + 60, 0), 130, 42));
  o.push(box(P, ex0, ey0, 0, ew, ed, 96, R.steel));
  // cast ribs on the front and side
  o.push(
    faceL(
      P,
      [ex0, ey0 + ed, 96],
      [30, 60, 90].map((a) => rect(a - 4, 10, 8, 80, R.steel[0], { strokeWidth: 1.25 })),
    ),
  );
  o.push(
    faceR(
      P,
      [ex0 + ew, ey0 + ed, 96],
      [24, 88].map((a) => rect(a - 4, 10, 8, 80, R.steel[1], { strokeWidth: 1.25 })),
    ),
  );
  // flange lid
  o.push(box(P, ex0 - 6, ey0 - 6, 96, ew + 12, ed + 12, 16, R.slate));
  o.push(box(P, ex0 + 8, ey0 + 8, 112, ew - 16, ed - 16, 10, R.slate));
  // bolts around the flange
  const bolts = [];
  for (let i = 0; i <= 4; i++) {
    bolts.push([ex0 - 1 + (i * (ew + 2)) / 4, ey0 - 1]);
    bolts.push([ex0 - 1 + (i * (ew + 2)) / 4, ey0 + ed + 1]);
  }
  for (let i = 1; i < 4; i++) {
    bolts.push([ex0 - 1, ey0 - 1 + (i * (ed + 2)) / 4]);
    bolts.push([ex0 + ew + 1, ey0 - 1 + (i * (ed + 2)) / 4]);
  }
  bolts
    .sort((a, b) => a[0] + a[1] - b[0] - b[1])
    .forEach(([x, y]) => o.push(prism(P, [x, y, 112], Z, 5, hexPts(4.6), R.metal, { attrs: TH })));
  // Ex marking plate on the front
  o.push(
    faceL(
      P,
      [ex0, ey0 + ed, 96],
      [
        rect(38, 22, 46, 30, C.yellow, { rx: 2 }),
        path('M50 37l5-8h10l5 8-5 8H55z', C.navy, NS),
        line([74, 31], [80, 31], { stroke: C.navy, strokeWidth: 2 }),
        line([74, 37], [80, 37], { stroke: C.navy, strokeWidth: 2 }),
        line([74, 43], [80, 43], { stroke: C.navy, strokeWidth: 2 }),
      ],
    ),
  );
  // threaded entry + Ex gland on the right side
  o.push(prism(P, [ex0 + ew, ey0 + 56, 46], X, 10, hexPts(15, Math.PI / 6), R.metal));
  o.push(cyl(d, P, [ex0 + ew + 10, ey0 + 56, 46], X, 24, 12, 12, { rings: [0.5] }));
  o.push(
    prism(P, [ex0 + ew + 34, ey0 + 56, 46], X, 12, hexPts(14, Math.PI / 6), R.metal, {
      bore: 8,
      boreFill: C.navyL,
    }),
  );
  const ca = P(ex0 + ew + 46, ey0 + 56, 46);
  o.push(cable(`M${pt(ca)}c16,8 30,14 40,40`, 12, C.navyL, C.steel3));
  // earth stud
  o.push(cyl(d, P, [ex0 + ew, ey0 + 14, 18], X, 10, 4, 4));
  d.add(o);
  return d;
}

// ---------------------------------------------------------------- IP68 connectors
function ip68Connectors() {
  const d = new Doc(
    'IP68 inline submersible connector and DIN-rail terminal blocks',
    'An IP68 inline cable connector with threaded coupling ring and cable glands on both ends, joining two sheathed cables, above a row of DIN-rail terminal blocks with neutral and earth terminals, marker tags and wired conductors.',
  );
  const P = cam(165, 150, 62, 20, 0.95);
  const o = [];
  o.push(shadow(...P(200, 0, -100), 300, 20));
  // left cable (behind)
  const a0 = P(0, 0, 0);
  o.push(
    cable(
      `M${pt(a0)}C${f(a0[0] - 50)},${f(a0[1] - 4)} ${f(a0[0] - 70)},${f(a0[1] + 30)} ${f(a0[0] - 110)},${f(a0[1] + 55)}S${f(a0[0] - 170)},${f(a0[1] + 85)} ${f(a0[0] - 230)},${f(a0[1] + 90)}`,
      22,
      C.navyL,
      C.steel3,
    ),
  );
  o.push(prism(P, [0, 0, 0], X, 20, hexPts(22), R.steel));
  o.push(cyl(d, P, [20, 0, 0], X, 14, 20, 24, { ramp: R.steel }));
  o.push(cyl(d, P, [34, 0, 0], X, 120, 26, 26, { ramp: R.slate, rings: [0.08, 0.92] }));
  // coupling ring with grip ribs
  o.push(
    cyl(d, P, [154, 0, 0], X, 56, 31, 31, {
      ramp: R.navy,
      rings: [0.12, 0.24, 0.36, 0.48, 0.6, 0.72, 0.84],
    }),
  );
  o.push(cyl(d, P, [210, 0, 0], X, 110, 26, 26, { ramp: R.slate, rings: [0.9] }));
  o.push(cyl(d, P, [320, 0, 0], X, 14, 24, 20, { ramp: R.steel }));
  o.push(prism(P, [334, 0, 0], X, 20, hexPts(22), R.steel, { bore: 12, boreFill: C.navy }));
  // seal indicator band
  o.push(band(P, [140, 0, 0], X, 26.5, 8, C.copper));
  const a1 = P(354, 0, 0);
  o.push(
    cable(
      `M${pt(a1)}C${f(a1[0] + 70)},${f(a1[1] + 10)} ${f(a1[0] + 80)},${f(a1[1] + 50)} ${f(a1[0] + 250)},${f(a1[1] + 60)}`,
      22,
      C.navyL,
      C.steel3,
    ),
  );
  d.add(o);

  // DIN rail terminal row
  const Q = cam(232, 388, 62, 26, 1.65);
  const q = [];
  q.push(shadow(...Q(100, 40, -8), 300, 30));
  const cols = [
    R.slate,
    R.slate,
    R.slate,
    R.steel,
    R.slate,
    R.slate,
    R.slate,
    R.steel,
    R.yellow,
    R.yellow,
    R.slate,
    R.slate,
  ];
  const row = terminalRow(Q, 0, 0, 0, 12, { doc: d, t: 16, colours: cols });
  q.push(row.svg);
  const wc = [
    C.copper,
    C.navyL,
    C.slateD,
    C.steel3,
    C.copper,
    C.navyL,
    C.slateD,
    C.steel3,
    C.yellow,
    C.yellow,
    C.copper,
    C.navyL,
  ];
  row.entries.forEach((e, i) => {
    const p = Q(...e);
    const end = [p[0] - 40 + i * 1.5, 590];
    q.push(
      cable(
        `M${pt(p)}C${f(p[0])},${f(p[1] + 40)} ${f(end[0])},${f(end[1] - 50)} ${pt(end)}`,
        7,
        wc[i],
        null,
      ),
    );
    q.push(circ(p[0], p[1], 4, C.copperL, TH));
  });
  d.add(q);
  return d;
}

// ---------------------------------------------------------------- re-enterable gel
function reenterableGel() {
  const d = new Doc(
    'Re-enterable insulating gel being poured into a junction box',
    'A two-part re-enterable gel pack being poured into an open junction box; translucent blue gel covers the cable joint and terminal block inside. An unmixed twin-compartment pack and a 1 litre bottle stand beside it.',
  );
  const P = iso(300, 236);
  const o = [];
  const W = 180;
  const Dp = 140;
  const H = 84;
  const t = 8;
  const gl = 58;
  const GEL = '#3f8fd6';
  o.push(shadow(...P(W / 2, Dp / 2, 0), 200, 70));
  // 1 litre bottle
  const bx = [-70, 100];
  o.push(shadow(...P(bx[0], bx[1], 0), 60, 20));
  o.push(cyl(d, P, [bx[0], bx[1], 0], Z, 96, 34, 34, { ramp: ['#d9e8f6', '#b7d0ea', '#8fb3da'] }));
  o.push(cyl(d, P, [bx[0], bx[1], 96], Z, 18, 34, 15, { ramp: ['#d9e8f6', '#b7d0ea', '#8fb3da'] }));
  o.push(cyl(d, P, [bx[0], bx[1], 114], Z, 20, 15, 15, { ramp: R.navy, rings: [0.3, 0.6] }));
  o.push(
    plane(
      P,
      [bx[0], bx[1] + 34, 70],
      X,
      [0, 0, -1],
      rect(-22, 0, 44, 44, C.white, { rx: 3 }),
      rect(-14, 10, 28, 6, C.steel3, NS),
      rect(-14, 22, 20, 4, C.slate, NS),
    ),
  );
  // outer faces
  o.push(
    po3(
      P,
      [
        [0, Dp, 0],
        [W, Dp, 0],
        [W, Dp, H],
        [0, Dp, H],
      ],
      R.slate[1],
    ),
  );
  o.push(
    po3(
      P,
      [
        [W, 0, 0],
        [W, Dp, 0],
        [W, Dp, H],
        [W, 0, H],
      ],
      R.slate[2],
    ),
  );
  const inner = [
    [t, t, H],
    [W - t, t, H],
    [W - t, Dp - t, H],
    [t, Dp - t, H],
  ];
  const innerD = 'M' + inner.map((p) => pt(P(...p))).join('L') + 'Z';
  o.push(
    path(
      'M' +
        [
          [0, 0, H],
          [W, 0, H],
          [W, Dp, H],
          [0, Dp, H],
        ]
          .map((p) => pt(P(...p)))
          .join('L') +
        'Z' +
        innerD,
      R.slate[0],
      { fillRule: 'evenodd' },
    ),
  );
  // interior
  const cl = d.clip(innerD);
  const n = [];
  n.push(
    po3(
      P,
      [
        [t, t, H],
        [W - t, t, H],
        [W - t, t, 0],
        [t, t, 0],
      ],
      R.slate[2],
      NS,
    ),
  );
  n.push(
    po3(
      P,
      [
        [t, t, H],
        [t, Dp - t, H],
        [t, Dp - t, 0],
        [t, t, 0],
      ],
      R.slate[1],
      NS,
    ),
  );
  n.push(
    po3(
      P,
      [
        [t, t, 6],
        [W - t, t, 6],
        [W - t, Dp - t, 6],
        [t, Dp - t, 6],
      ],
      R.slate[0],
      NS,
    ),
  );
  n.push(
    line(P(t, t, H), P(t, t, 6)),
    line(P(t, t, 6), P(W - t, t, 6)),
    line(P(t, t, 6), P(t, Dp - t, 6)),
  );
  // gel tint on walls (below gel line)
  n.push(
    po3(
      P,
      [
        [t, t, gl],
        [W - t, t, gl],
        [W - t, t, 6],
        [t, t, 6],
      ],
      GEL,
      { stroke: 'none', fillOpacity: 0.35 },
    ),
  );
  n.push(
    po3(
      P,
      [
        [t, t, gl],
        [t, Dp - t, gl],
        [t, Dp - t, 6],
        [t, t, 6],
      ],
      GEL,
      { stroke: 'none', fillOpacity: 0.3 },
    ),
  );
  // contents: cables and terminal block
  n.push(cyl(d, P, [120, 70, 30], Y, 80, 11, 11, { ramp: R.navy }));
  n.push(cyl(d, P, [40, 40, 30], X, 20, 11, 11, { ramp: R.navy }));
  n.push(cyl(d, P, [148, 40, 30], X, 40, 11, 11, { ramp: R.navy }));
  n.push(cyl(d, P, [26, 40, 30], X, 14, 11, 11, { ramp: R.navy }));
  n.push(box(P, 40, 24, 14, 100, 30, 26, R.white));
  for (let i = 0; i < 5; i++) n.push(circ(...P(50 + i * 20, 39, 40), 4, C.light, TH));
  const cores = [
    [P(114, 70, 32), P(90, 54, 24), C.copper],
    [P(120, 70, 34), P(110, 54, 24), C.steel3],
    [P(126, 70, 30), P(130, 54, 24), C.yellow],
    [P(148, 36, 32), P(130, 40, 40), C.copper],
  ];
  cores.forEach(([a, b, c]) =>
    n.push(cable(`M${pt(a)}Q${f(a[0] - 4)},${f(b[1] + 14)} ${pt(b)}`, 4, c, null)),
  );
  // gel surface
  n.push(
    po3(
      P,
      [
        [t, t, gl],
        [W - t, t, gl],
        [W - t, Dp - t, gl],
        [t, Dp - t, gl],
      ],
      GEL,
      { stroke: 'none', fillOpacity: 0.5 },
    ),
  );
  n.push(
    pl3(
      P,
      [
        [t, Dp - t, gl],
        [t, t, gl],
        [W - t, t, gl],
      ],
      { stroke: C.white, strokeOpacity: 0.8, strokeWidth: 2 },
    ),
  );
  // ripples where the stream lands
  n.push(
    plane(P, [96, 66, gl], X, Y, [
      circ(0, 0, 14, 'none', { stroke: C.white, strokeOpacity: 0.8 }),
      circ(0, 0, 26, 'none', { stroke: C.white, strokeOpacity: 0.5 }),
    ]),
  );
  o.push(g({ clipPath: cl }, n));
  // glands and cables outside
  o.push(gland(d, P, [120, Dp, 30], Y, 1, { ramp: R.metal }));
  o.push(gland(d, P, [W, 40, 30], X, 1, { ramp: R.metal }));
  const ga = P(120, Dp + 38, 30);
  o.push(cable(`M${pt(ga)}c-10,12 -40,24 -70,60s-40,60 -100,70`, 20, C.navyL, C.steel3));
  const gb = P(W + 38, 40, 30);
  o.push(cable(`M${pt(gb)}c20,10 50,10 90,-6s40,-10 80,-4`, 20, C.navyL, C.steel3));

  // pack being poured, in the vertical plane y = 66
  const packO = [W + 10, 66, 236];
  const spout = [-35, 66];
  const target = [96 - packO[0], packO[2] - gl];
  const pack = [
    path(
      `M${spout[0]} ${spout[1]}C${spout[0] - 16} ${spout[1] + 60} ${target[0] + 6} ${target[1] - 70} ${target[0]} ${target[1]}`,
      'none',
      { stroke: GEL, strokeWidth: 13, strokeOpacity: 0.75 },
    ),
    path(
      `M${spout[0]} ${spout[1]}C${spout[0] - 16} ${spout[1] + 60} ${target[0] + 6} ${target[1] - 70} ${target[0]} ${target[1]}`,
      'none',
      { stroke: C.white, strokeWidth: 2, strokeOpacity: 0.8 },
    ),
    g(
      { transform: 'translate(10 -10) rotate(-118)' },
      path('M-56 -62V60Q-58 84 -40 86H40Q58 84 56 60V-74Q56 -86 44 -86H-32Z', R.steel[0]),
      path('M-46 -58V56Q-46 74 -32 76H32Q46 74 46 56V-68Q46 -76 38 -76H-26Z', GEL, { stroke: 'none' }),
      path('M-40 -50V40', 'none', { stroke: C.white, strokeWidth: 6, strokeOpacity: 0.45 }),
      path('M-56 -62L-32 -86', 'none', { stroke: C.navy, strokeWidth: 2 }),
      rect(-56, 64, 112, 22, R.slate[0], { rx: 4 }),
      [-40, -26, -12, 2, 16, 30, 44].map((x) => line([x, 68], [x, 82], { stroke: R.slate[2], strokeWidth: 1.5 })),
      rect(-26, -30, 52, 50, C.white, { rx: 4 }),
      [-18, -6, 6].map((y, k) => line([-16, y], [16 - k * 8, y], { stroke: C.steel3, strokeWidth: 3 })),
    ),
  ];
  o.push(plane(P, packO, X, [0, 0, -1], pack));

  // unmixed twin-compartment pack lying flat
  o.push(shadow(...P(320, 200, 0), 110, 36));
  o.push(
    slab(
      P,
      [230, 140, 8],
      8,
      (dk) => [
        rect(0, 0, 170, 112, dk || C.white, { rx: 10 }),
        dk ? '' : rect(0, 0, 82, 112, '#cfe0f2', { rx: 10 }),
        dk ? '' : rect(88, 0, 82, 112, GEL, { rx: 10, fillOpacity: 0.9 }),
        dk ? '' : rect(78, -6, 14, 124, C.navy, { rx: 4 }),
        dk ? '' : rect(20, 30, 40, 50, C.white, { rx: 3, stroke: C.slate }),
      ],
      C.steel,
    ),
  );
  d.add(o);
  return d;
}

// ---------------------------------------------------------------- power & instrumentation cables
function twistedPair(P, x0, x1, yc, zc, rr, w, cols, coreR) {
  // returns [backPieces, frontPieces] as svg strings
  const V = P.V;
  const back = [];
  const front = [];
  const steps = 8;
  const pitch = 56;
  const half = pitch / 2;
  for (let k = 0; k < 2; k++) {
    for (let x = x0; x < x1 - 0.1; x += half) {
      const pts = [];
      let depth = 0;
      for (let i = 0; i <= steps; i++) {
        const xx = Math.min(x1, x + (half * i) / steps);
        const ph = (2 * Math.PI * (xx - x0)) / pitch + k * Math.PI;
        const yy = yc + rr * Math.cos(ph);
        const zz = zc + rr * Math.sin(ph);
        depth += (yy - yc) * V[1] + (zz - zc) * V[2];
        pts.push(P(xx, yy, zz));
      }
      const dd = 'M' + pts.map(pt).join('L');
      (depth > 0 ? front : back).push(cable(dd, coreR * 2, cols[k], null));
    }
  }
  void w;
  return [back.join(''), front.join('')];
}

function powerCables() {
  const d = new Doc(
    'Armoured power cable and twisted-pair instrumentation cable',
    'A four-core steel-wire-armoured power cable stripped in steps to show the copper conductors, insulation, bedding, steel wire armour and outer sheath, with a full cross-section; below it a screened twisted-pair instrumentation cable with foil screen and drain wire.',
  );
  const P = iso(470, 232);
  const o = [];
  o.push(shadow(...P(-120, 40, -70), 320, 40, 0.7));
  // power cable along x
  o.push(cyl(d, P, [-700, 0, 0], X, 560, 58, 58, { ramp: R.navy, cap: R.navy[1] }));
  o.push(cyl(d, P, [-140, 0, 0], X, 44, 51, 51, { ramp: R.metal, cap: R.metal[1] }));
  // armour wire lines
  {
    const V = P.V;
    const phi = Math.atan2(V[2], V[1]);
    for (let i = 1; i < 16; i++) {
      const t = phi - Math.PI / 2 + (Math.PI * i) / 16;
      const yy = 51 * Math.cos(t);
      const zz = 51 * Math.sin(t);
      o.push(line(P(-140, yy, zz), P(-96, yy, zz), { stroke: C.slate, strokeWidth: 1.2 }));
    }
    o.push(
      plane(
        P,
        [-96, 0, 0],
        Y,
        Z,
        Array.from({ length: 28 }, (_, i) =>
          circ(
            47 * Math.cos((i * Math.PI) / 14),
            47 * Math.sin((i * Math.PI) / 14),
            4.6,
            C.white,
            TH,
          ),
        ),
      ),
    );
  }
  o.push(cyl(d, P, [-96, 0, 0], X, 30, 42, 42, { ramp: R.slate, cap: R.slate[1] }));
  const cores = /** @type {[number, number, string[]][]} */ ([
    [-17, -17, R.steel],
    [17, -17, R.navy],
    [-17, 17, R.white],
    [17, 17, R.slate],
  ]).sort((a, b) => a[0] + a[1] - b[0] - b[1]);
  for (const [yy, zz, ramp] of cores) {
    o.push(cyl(d, P, [-66, yy, zz], X, 70, 18, 18, { ramp, cap: ramp[0] }));
    o.push(cyl(d, P, [4, yy, zz], X, 36, 11, 11, { ramp: R.copper, cap: R.copper[0] }));
    o.push(
      plane(
        P,
        [40, yy, zz],
        Y,
        Z,
        [0, 60, 120, 180, 240, 300].map((a) =>
          circ(
            6.6 * Math.cos((a * Math.PI) / 180),
            6.6 * Math.sin((a * Math.PI) / 180),
            3.3,
            C.copperL,
            { strokeWidth: 1 },
          ),
        ),
        circ(0, 0, 3.3, C.copperL, { strokeWidth: 1 }),
      ),
    );
  }

  // instrumentation cable along x, lower
  const Q = iso(262, 372);
  o.push(cyl(d, Q, [-700, 0, 0], X, 570, 34, 34, { ramp: R.steel, cap: R.steel[1] }));
  o.push(cyl(d, Q, [-130, 0, 0], X, 30, 31, 31, { ramp: R.metal, cap: R.metal[0] }));
  const pairs = /** @type {[number, number, string[]][]} */ ([
    [-12, -6, [C.white, C.navyL]],
    [12, 6, [C.white, C.steel3]],
  ]);
  const tp = pairs.map(([yc, zc, cols]) => twistedPair(Q, -100, 20, yc, zc, 7, 0, cols, 6));
  o.push(tp[0][0], tp[0][1], tp[1][0], tp[1][1]);
  // drain wire
  o.push(
    cable(
      `M${pt(Q(-100, 20, -22))}C${pt(Q(-60, 30, -26))} ${pt(Q(-30, 40, -22))} ${pt(Q(10, 46, -20))}`,
      3,
      C.copperL,
      null,
    ),
  );
  for (const [yc, zc] of pairs) {
    for (const k of [0, 1]) {
      const ph = (2 * Math.PI * 120) / 56 + k * Math.PI;
      const p = [20, yc + 7 * Math.cos(ph), zc + 7 * Math.sin(ph)];
      o.push(cyl(d, Q, p, X, 12, 3, 3, { ramp: R.copper, cap: R.copper[0] }));
    }
  }

  // cross-section of the armoured cable (flat)
  const cx = 628;
  const cy = 442;
  const s = [];
  s.push(shadow(cx, cy + 112, 120, 12));
  s.push(circ(cx, cy, 108, R.navy[1]));
  s.push(circ(cx, cy, 96, C.white));
  for (let i = 0; i < 34; i++) {
    const a = (i * 2 * Math.PI) / 34;
    s.push(circ(cx + 88 * Math.cos(a), cy + 88 * Math.sin(a), 8, R.metal[1], TH));
  }
  s.push(circ(cx, cy, 79, R.slate[0]));
  s.push(circ(cx, cy, 70, R.pale[1], TH));
  /** @type {[number, number, string][]} */ ([
    [-1, -1, R.steel[1]],
    [1, -1, R.navy[1]],
    [-1, 1, R.white[1]],
    [1, 1, R.slate[2]],
  ]).forEach(([sx, sy, col]) => {
    const x = cx + sx * 31;
    const y = cy + sy * 31;
    s.push(circ(x, y, 32, col));
    s.push(circ(x, y, 20, C.copper));
    for (let k = 0; k < 6; k++) {
      const a = (k * Math.PI) / 3;
      s.push(circ(x + 12 * Math.cos(a), y + 12 * Math.sin(a), 6, C.copperL, { strokeWidth: 1 }));
    }
    s.push(circ(x, y, 6, C.copperL, { strokeWidth: 1 }));
  });
  s.push(circ(cx, cy, 108, 'none', { strokeWidth: 2.5 }));
  // highlight arc
  s.push(
    path(`M${cx - 92} ${cy - 40}A100 100 0 0 1 ${cx - 40} ${cy - 92}`, 'none', {
      stroke: R.navy[0],
      strokeWidth: 4,
    }),
  );
  d.add(o, s);
  return d;
}

// ---------------------------------------------------------------- termination tools
function terminationTools() {
  const d = new Doc(
    'Crimp lugs, hydraulic crimping tool and ratchet cable cutter',
    'A hand hydraulic crimping tool with C-head, dies and a lug in the jaw, a ratchet cable cutter gripping a cable, and a row of tinned copper tube crimp lugs in increasing sizes.',
  );
  const P = cam(0, 0, 72, 16, 1);
  const ext = (o3, t, draw, dark = C.navy) =>
    [plane(P, [o3[0], o3[1] - t, o3[2]], X, nZ, draw(dark)), plane(P, o3, X, nZ, draw(null))].join(
      '',
    );
  const o = [];
  // ---- hydraulic crimper (local: x right, y down), placed at top
  const crimper = (dk) => {
    const F = (c) => dk || c;
    return [
      path('M262 22L486 104Q504 112 498 128Q492 142 474 136L250 50Z', F(C.navyL)),
      dk ? '' : path('M360 62L486 104Q504 112 498 128Q492 142 474 136L350 90Z', C.copper),
      path('M290 -16H512Q530 -16 530 0Q530 16 512 16H290Z', F(C.navyL)),
      dk ? '' : path('M380 -16H512Q530 -16 530 0Q530 16 512 16H380Z', C.copper),
      dk
        ? ''
        : [400, 420, 440, 460, 480, 500].map((x) =>
            line([x, -12], [x, 12], { stroke: C.copperD, strokeWidth: 1.5 }),
          ),
      rect(240, -34, 62, 68, F(R.metal[1]), { rx: 6 }),
      dk ? '' : rect(244, -34, 54, 18, R.metal[0], NS),
      dk ? '' : circ(270, 0, 10, R.metal[2]),
      dk ? '' : circ(292, 40, 7, C.navy),
      rect(108, -30, 136, 60, F(R.steel[1]), { rx: 6 }),
      dk ? '' : rect(112, -30, 128, 16, R.steel[0], NS),
      dk
        ? ''
        : [140, 176, 212].map((x) => line([x, -30], [x, 30], { stroke: C.navy, strokeWidth: 1.5 })),
      path('M0 -58H30V0H86V-58H114V40Q114 60 94 60H20Q0 60 0 40Z', F(R.metal[1])),
      dk ? '' : path('M0 -58H30V-10H0Z', R.metal[0], NS),
      dk ? '' : path('M0 -58H30V0H86V-58H114V40Q114 60 94 60H20Q0 60 0 40Z', 'none'),
      dk ? '' : path('M30 -30H44L50 -20V-2L44 0H30Z', C.copperD),
      dk ? '' : path('M86 -30H72L66 -20V-2L72 0H86Z', C.copperD),
      dk ? '' : circ(58, -16, 14, C.copperL),
      dk ? '' : circ(58, -16, 7, C.navy),
    ];
  };
  o.push(shadow(380, 276, 290, 18));
  o.push(g({ transform: 'translate(108 150)' }, ext([0, 0, 0], 16, crimper)));
  // ---- ratchet cable cutter
  const cutter = (dk) => {
    const F = (c) => dk || c;
    return [
      path('M10 40L200 150Q214 160 206 172Q198 182 184 174L-8 64Z', F(C.navyL)),
      path('M40 30L240 84Q254 90 250 104Q244 116 230 112L30 58Z', F(C.navyL)),
      dk ? '' : path('M110 80L200 150Q214 160 206 172Q198 182 184 174L96 104Z', C.copper),
      dk ? '' : path('M150 60L240 84Q254 90 250 104Q244 116 230 112L140 84Z', C.copper),
      path('M-30 20Q-34 60 10 70Q54 74 62 34L40 10Z', F(R.metal[1])),
      dk ? '' : circ(24, 40, 12, R.metal[2]),
      dk ? '' : circ(24, 40, 5, C.navy),
      path('M-40 -10A52 52 0 1 1 50 22L30 8A30 30 0 1 0 -20 -4Z', F(R.metal[1])),
      dk ? '' : path('M-40 -10A52 52 0 0 1 40 -52L30 -30A30 30 0 0 0 -20 -4Z', R.metal[0], NS),
      dk ? '' : path('M-40 -10A52 52 0 1 1 50 22L30 8A30 30 0 1 0 -20 -4Z', 'none'),
      path('M-44 6Q-60 -30 -30 -52L-16 -36Q-34 -20 -26 4Z', F(R.metal[2])),
      dk ? '' : circ(4, -14, 22, C.navyL),
      dk ? '' : circ(4, -14, 13, C.copper),
      dk
        ? ''
        : [0, 60, 120, 180, 240, 300].map((a) =>
            circ(
              4 + 7 * Math.cos((a * Math.PI) / 180),
              -14 + 7 * Math.sin((a * Math.PI) / 180),
              3.4,
              C.copperL,
              { strokeWidth: 1 },
            ),
          ),
    ];
  };
  o.push(shadow(230, 548, 170, 14));
  o.push(g({ transform: 'translate(120 340)' }, ext([0, 0, 0], 12, cutter)));
  // ---- crimp lugs lying in a row
  const Q = iso(0, 0);
  const lugs = [];
  const sizes = [5, 7, 9, 12, 15];
  let lx = 0;
  for (const r of sizes) {
    const L = r * 3.2 + 24;
    lugs.push(shadow(...Q(lx, L / 2, 0), r * 3 + 14, r + 5));
    lugs.push(
      plane(
        Q,
        [lx - r * 1.25, -r * 3.2, r - 2],
        X,
        Y,
        path(
          `M0 ${r * 3.2}V${r * 1.2}A${r * 1.25} ${r * 1.25} 0 0 1 ${r * 2.5} ${r * 1.2}V${r * 3.2}Z`,
          C.copperD,
        ),
      ),
      plane(
        Q,
        [lx - r * 1.25, -r * 3.2, r + 2],
        X,
        Y,
        path(
          `M0 ${r * 3.2}V${r * 1.2}A${r * 1.25} ${r * 1.25} 0 0 1 ${r * 2.5} ${r * 1.2}V${r * 3.2}Z`,
          C.copperL,
        ),
        circ(r * 1.25, r * 1.25, r * 0.55, C.navy),
      ),
    );
    lugs.push(
      cyl(d, Q, [lx, 0, r], Y, L, r, r, {
        ramp: R.copper,
        bore: r * 0.68,
        boreFill: C.navy,
        rings: [0.22],
      }),
    );
    lx += r * 2 + 30;
  }
  o.push(g({ transform: 'translate(450 410)' }, lugs));
  d.add(o);
  return d;
}

// hex-packed bundle offsets
const BUNDLE7 = [[0, 0]].concat(
  [0, 1, 2, 3, 4, 5].map((k) => [Math.cos((k * Math.PI) / 3), Math.sin((k * Math.PI) / 3)]),
);

function bundle(d, P, x0, L, r, cols, o = {}) {
  const V = P.V;
  const items = BUNDLE7.map(([a, b], i) => [a * r * 2.05, b * r * 2.05, cols[i % cols.length]]);
  items.sort((p, q) => p[0] * V[1] + p[1] * V[2] - (q[0] * V[1] + q[1] * V[2]));
  return items
    .map(([yy, zz, ramp]) =>
      cyl(d, P, [x0, (o.y || 0) + yy, (o.z || 0) + zz], X, L, r, r, {
        ramp,
        cap: ramp[0],
        bore: o.core ? r * 0.5 : 0,
        boreFill: C.copper,
      }),
    )
    .join('');
}

// ---------------------------------------------------------------- labelling systems
function labellingSystems() {
  const d = new Doc(
    'Cable markers, stainless steel tag, pipe marker and label printer',
    'A cable bundle with printed sleeve markers and an embossed stainless steel tag tied on, a pipe with a wrap-around pipe marker and flow-direction arrow, and a handheld thermal label printer with a printed label emerging.',
  );
  const o = [];
  // pipe with marker (back)
  const Q = iso(300, 120, 0.8);
  o.push(cyl(d, Q, [-400, 0, 0], X, 490, 40, 40, { ramp: R.slate }));
  o.push(cyl(d, Q, [90, 0, 0], X, 130, 41.5, 41.5, { ramp: R.yellow }));
  o.push(cyl(d, Q, [220, 0, 0], X, 150, 40, 40, { ramp: R.slate }));
  o.push(cyl(d, Q, [370, 0, 0], X, 10, 50, 50, { ramp: R.slate }));
  o.push(cyl(d, Q, [380, 0, 0], X, 30, 40, 40, { ramp: R.slate }));
  const V = Q.V;
  const phi = Math.atan2(V[2], V[1]);
  const nrm = [0, Math.cos(phi), Math.sin(phi)];
  const side = [0, -Math.sin(phi), Math.cos(phi)];
  o.push(
    plane(
      Q,
      [90, nrm[1] * 41.5, nrm[2] * 41.5],
      X,
      side.map((v) => -v),
      [
        path('M20 -8H80V-18L108 0L80 18V8H20Z', C.navy, NS),
        rect(16, -30, 90, 6, C.navy, { stroke: 'none', fillOpacity: 0.85 }),
        rect(16, 24, 60, 6, C.navy, { stroke: 'none', fillOpacity: 0.85 }),
      ],
    ),
  );
  // cable bundle with markers
  const P = iso(250, 330, 0.9);
  o.push(shadow(...P(-100, 0, -90), 260, 36));
  const cols = [R.navy, R.steel, R.navy, R.slate, R.navy, R.steel, R.navy];
  o.push(bundle(d, P, -360, 480, 15, cols, { core: true }));
  // sleeve markers on the front-most cables
  const V2 = P.V;
  BUNDLE7.map(([a, b]) => [a * 30.75, b * 30.75])
    .sort((p, q) => p[0] * V2[1] + p[1] * V2[2] - (q[0] * V2[1] + q[1] * V2[2]))
    .forEach(([yy, zz], i) => {
      const ramp = i % 3 === 1 ? R.yellow : R.white;
      o.push(
        cyl(d, P, [60 - (i % 2) * 20, yy, zz], X, 46, 17, 17, {
          ramp,
          cap: ramp[0],
          bore: 15,
          boreFill: cols[0][1],
        }),
      );
      const ph = Math.atan2(V2[2], V2[1]);
      const nn = [0, Math.cos(ph), Math.sin(ph)];
      o.push(
        plane(
          P,
          [60 - (i % 2) * 20, yy + nn[1] * 17, zz + nn[2] * 17],
          X,
          [0, Math.sin(ph), -Math.cos(ph)],
          [
            rect(10, -4, 5, 8, C.navy, NS),
            rect(18, -4, 5, 8, C.navy, NS),
            rect(26, -4, 5, 8, C.navy, NS),
          ],
        ),
      );
    });
  // ties and stainless tag
  o.push(band(P, [-140, 0, 0], X, 49, 9, C.navyL));
  o.push(band(P, [-50, 0, 0], X, 49, 9, R.metal[1]));
  o.push(
    plane(P, [-150, 48, -58], X, nZ, [
      rect(0, 0, 120, 64, R.metal[1], { rx: 4 }),
      rect(0, 0, 120, 14, R.metal[0], { rx: 4, stroke: 'none' }),
      rect(0, 0, 120, 64, 'none', { rx: 4 }),
      circ(10, 10, 4, C.navy),
      circ(110, 10, 4, C.navy),
      [22, 36, 50].map((y, k) => [
        rect(20, y - 4, 80 - k * 18, 7, R.metal[2], { stroke: 'none' }),
        rect(20, y - 4, 80 - k * 18, 3, C.white, { stroke: 'none' }),
      ]),
    ]),
  );
  o.push(
    line(P(-142, 48, -48), P(-136, 34, -36), { stroke: C.navy, strokeWidth: 4 }),
    line(P(-40, 48, -48), P(-46, 34, -36), { stroke: C.navy, strokeWidth: 4 }),
  );
  o.push(
    line(P(-142, 48, -48), P(-136, 34, -36), { stroke: R.metal[1], strokeWidth: 2 }),
    line(P(-40, 48, -48), P(-46, 34, -36), { stroke: R.metal[1], strokeWidth: 2 }),
  );
  // label printer (standing)
  const S = iso(590, 400, 0.95);
  o.push(shadow(...S(50, 30, 0), 110, 36));
  o.push(box(S, 0, 0, 0, 100, 56, 200, R.navy));
  o.push(box(S, 6, 6, 200, 88, 44, 10, R.navy));
  o.push(
    faceL(
      S,
      [0, 56, 200],
      [
        rect(12, 16, 76, 46, C.light2, { rx: 4 }),
        rect(18, 22, 64, 34, '#cfe3d9', { rx: 2 }),
        rect(24, 30, 40, 5, C.steel, NS),
        rect(24, 40, 28, 5, C.steel, NS),
        Array.from({ length: 16 }, (_, i) =>
          rect(
            12 + (i % 4) * 20,
            76 + Math.floor(i / 4) * 18,
            15,
            12,
            i === 15 ? C.copper : R.slate[0],
            { rx: 2, strokeWidth: 1.25 },
          ),
        ),
        rect(12, 152, 76, 14, C.yellow, { rx: 3, strokeWidth: 1.25 }),
        rect(30, 178, 40, 12, R.navy[0], { rx: 6 }),
      ],
    ),
  );
  // printed label exiting the top
  o.push(
    plane(S, [24, 28, 210], X, nZ, [
      path('M0 0V-70Q0 -90 20 -94L54 -100V-30L52 0Z', C.white),
      rect(10, -80, 30, 5, C.navy, NS),
      rect(10, -66, 20, 5, C.copper, NS),
      rect(10, -52, 30, 5, C.navy, NS),
    ]),
  );
  d.add(o);
  return d;
}

// ---------------------------------------------------------------- cable management system
function cableManagement() {
  const d = new Doc(
    'Cable ladder and perforated cable tray on strut supports with conduit',
    'A run of galvanised cable ladder above a perforated cable tray, both carried on slotted strut-channel support frames and loaded with cables, with a rigid steel conduit run fixed to the supports and turning down to floor level.',
  );
  const P = iso(350, 318, 0.74);
  const o = [];
  const frames = [0, 260];
  const yF = 210;
  o.push(shadow(...P(130, 100, 0), 380, 120, 0.8));
  const postBack = (x) => box(P, x, -10, 0, 14, 14, 310, R.metal);
  const postFront = (x) => box(P, x, yF, 0, 14, 14, 310, R.metal);
  const slot = (x, y) =>
    plane(
      P,
      [x + 7, y + 14, 296],
      [0, 0, -1],
      X,
      rect(0, -2, 288, 4, C.navy, { stroke: 'none', fillOpacity: 0.7 }),
    );
  for (const x of frames) {
    o.push(box(P, x - 10, -20, -2, 34, 34, 4, R.metal));
    o.push(postBack(x));
  }
  // cross members (cantilever arms)
  for (const x of frames) {
    o.push(box(P, x, -10, 126, 14, yF + 14, 14, R.metal));
    o.push(box(P, x, -10, 238, 14, yF + 14, 14, R.metal));
  }
  // lower perforated tray
  o.push(
    trayX(d, P, -200, 20, 140, 520, 170, 34, {
      type: 'perf',
      cables: [
        [30, 11, R.steel, 12],
        [56, 9, R.slate, 12],
      ],
    }),
  );
  // upper ladder
  o.push(
    trayX(d, P, -200, 20, 252, 520, 170, 40, {
      type: 'ladder',
      cables: [
        [28, 15, R.navy, 14],
        [62, 15, R.navy, 14],
      ],
    }),
  );
  for (const x of frames) {
    o.push(box(P, x - 10, yF - 10, -2, 34, 34, 4, R.metal));
    o.push(postFront(x));
    o.push(slot(x, yF));
  }
  // conduit on the front posts
  const cz = 70;
  const cy = yF + 26;
  o.push(cyl(d, P, [-210, cy, cz], X, 540, 12, 12, { ramp: R.metal, rings: [0.1, 0.55] }));
  o.push(cyl(d, P, [-170, cy, cz], X, 18, 14, 14, { ramp: R.metal }));
  o.push(cyl(d, P, [120, cy, cz], X, 18, 14, 14, { ramp: R.metal }));
  for (const x of frames) o.push(band(P, [x + 1, cy, cz], X, 14.5, 12, R.metal[2]));
  const a = P(330, cy, cz);
  const b = P(380, cy, -10);
  o.push(
    cable(
      `M${pt(a)}C${f(a[0] + 40)},${f(a[1] + 22)} ${f(b[0])},${f(b[1] - 60)} ${pt(b)}`,
      24,
      R.metal[1],
      C.white,
    ),
  );
  d.add(o);
  return d;
}

// ---------------------------------------------------------------- cable ties
function cableTies() {
  const d = new Doc(
    'Nylon and stainless steel cable ties on a cable bundle with a tensioning tool',
    'A bundle of cables secured with black and natural nylon cable ties and a ball-lock stainless steel tie, loose ties on the surface and a cable tie tensioning and cutting tool.',
  );
  const P = iso(360, 230, 0.85);
  const o = [];
  o.push(shadow(...P(0, 0, -70), 300, 36));
  const cols = [R.navy, R.steel, R.navy, R.slate, R.navy, R.steel, R.navy];
  o.push(bundle(d, P, -330, 540, 15, cols, { core: true }));
  const tie = (x, col, head, metal) => {
    const r = [];
    r.push(band(P, [x, 0, 0], X, 47, metal ? 7 : 9, col));
    const h0 = P(x + 4, 0, 47);
    if (metal) {
      r.push(cyl(d, P, [x - 2, 0, 47], X, 12, 6, 6, { ramp: R.metal }));
      r.push(box(P, x - 4, -10, 46, 16, 20, 3, R.metal));
    } else {
      r.push(box(P, x - 2, -8, 45, 13, 16, 12, head));
      r.push(
        pline([h0, [h0[0] + 30, h0[1] - 46], [h0[0] + 38, h0[1] - 52]], {
          stroke: C.navy,
          strokeWidth: 10,
        }),
      );
      r.push(
        pline([h0, [h0[0] + 30, h0[1] - 46], [h0[0] + 38, h0[1] - 52]], {
          stroke: col,
          strokeWidth: 6,
        }),
      );
    }
    return r.join('');
  };
  o.push(tie(-230, C.navyL, R.navy));
  o.push(tie(-100, R.white[1], R.white));
  o.push(tie(40, R.metal[1], R.metal, true));
  o.push(tie(150, C.navyL, R.navy));
  // loose ties on the ground
  const G = iso(0, 0);
  const loose = (tx, ty, col, head, sw) =>
    g({ transform: `translate(${tx} ${ty})` }, [
      plane(G, [0, 0, 0], X, Y, [
        path('M0 0C80 -10 160 40 220 10', 'none', { stroke: C.navy, strokeWidth: sw + 4 }),
        path('M0 0C80 -10 160 40 220 10', 'none', { stroke: col, strokeWidth: sw }),
        rect(-14, -10, 18, 20, head, { rx: 3 }),
        rect(-9, -4, 8, 8, C.navy, NS),
      ]),
    ]);
  o.push(shadow(230, 470, 170, 26, 0.6));
  o.push(loose(110, 410, C.navyL, R.navy[0], 9));
  o.push(loose(140, 452, R.white[1], R.white[0], 9));
  o.push(loose(170, 494, R.metal[1], R.metal[0], 6));
  // tensioning tool (side profile, extruded)
  const T = cam(0, 0, 72, 16, 1);
  const tool = (dk) => {
    const F = (c) => dk || c;
    return [
      path('M120 20L150 150Q154 168 138 172L118 176Q102 178 98 162L76 40Z', F(C.navyL)),
      dk ? '' : path('M124 60L150 150Q154 168 138 172L118 176Q102 178 98 162L84 80Z', C.copper),
      path('M96 40L90 100Q88 110 80 108L74 106Q68 104 70 96L78 44Z', F(R.metal[2])),
      path('M-40 -14H150Q170 -14 170 6V22Q170 40 150 40H30L-40 14Z', F(R.metal[1])),
      dk ? '' : path('M-40 -14H150Q170 -14 170 -2H-40Z', R.metal[0], NS),
      dk ? '' : path('M-40 -14H150Q170 -14 170 6V22Q170 40 150 40H30L-40 14Z', 'none'),
      path('M-70 -6H-36V8H-70Z', F(R.metal[2])),
      dk ? '' : circ(150, 12, 10, C.copper),
      dk ? '' : line([0, 12], [100, 12], { stroke: C.slate, strokeWidth: 2 }),
    ];
  };
  const tpl = (dark) => plane(T, [0, 0, 0], X, nZ, tool(dark));
  o.push(shadow(610, 556, 120, 14));
  o.push(
    g({ transform: 'translate(548 392) scale(.86)' }, [
      g({ transform: 'translate(10 -4)' }, tpl(C.navy)),
      tpl(null),
    ]),
  );
  d.add(o);
  return d;
}

// ---------------------------------------------------------------- heat shrink
function heatShrink() {
  const d = new Doc(
    'Heat-shrink sleeves, moulded breakout boot, end cap and heat gun',
    'Heat-shrink tubing sleeves in several colours and sizes, a moulded three-core breakout boot on a cable, a heat-shrink end cap, and a heat gun shrinking a sleeve onto a cable.',
  );
  const o = [];
  // sleeves (back row)
  const Q = iso(380, 70, 0.85);
  const sleeves = /** @type {[number, string[]][]} */ ([
    [22, R.navy],
    [18, R.copper],
    [15, R.yellow],
    [13, R.steel],
    [11, R.white],
  ]);
  let yy = 0;
  o.push(shadow(...Q(110, 80, 0), 210, 50, 0.7));
  sleeves.forEach(([r, ramp], i) => {
    o.push(
      cyl(d, Q, [i * 14, yy, r], X, 210 - i * 12, r, r, {
        ramp,
        bore: r * 0.82,
        boreFill: C.navyL,
      }),
    );
    yy += r * 2 + 10;
  });
  // breakout boot on a cable (centre)
  const P = iso(250, 250);
  o.push(shadow(...P(0, 0, -40), 240, 36));
  o.push(cyl(d, P, [-300, 0, 0], X, 250, 26, 26, { ramp: R.navy }));
  o.push(cyl(d, P, [-70, 0, 0], X, 30, 30, 38, { ramp: R.steel }));
  o.push(cyl(d, P, [-40, 0, 0], X, 46, 38, 38, { ramp: R.steel }));
  const fingers = [
    [0, 16],
    [-14, -9],
    [14, -9],
  ].sort((a, b) => a[0] + a[1] - b[0] - b[1]);
  const coreCols = { 0: R.slate, '-14': R.white, 14: R.navy };
  for (const [fy, fz] of fingers) {
    o.push(cyl(d, P, [6, fy, fz], X, 46, 12, 12, { ramp: R.steel }));
    o.push(cyl(d, P, [52, fy, fz], X, 60, 9, 9, { ramp: coreCols[fy] }));
    o.push(cyl(d, P, [112, fy, fz], X, 16, 5.5, 5.5, { ramp: R.copper, cap: R.copper[0] }));
  }
  // end cap on a cable end (front left)
  const E = iso(200, 480);
  o.push(shadow(...E(0, 0, -25), 130, 20));
  o.push(cyl(d, E, [-200, 0, 0], X, 170, 16, 16, { ramp: R.navy }));
  o.push(cyl(d, E, [-40, 0, 0], X, 56, 19, 19, { ramp: R.steel, rings: [0.15] }));
  o.push(disc(E, [18, 0, 0], X, 12, R.steel[0], { stroke: 'none' }));
  // heat gun + shrinking sleeve (right)
  const H = iso(500, 430);
  o.push(shadow(...H(0, 0, -24), 160, 22));
  o.push(cyl(d, H, [-150, 0, 0], X, 290, 14, 14, { ramp: R.navy }));
  o.push(cyl(d, H, [-40, 0, 0], X, 30, 16, 16, { ramp: R.copper }));
  o.push(cyl(d, H, [-10, 0, 0], X, 24, 16, 22, { ramp: R.copper }));
  o.push(cyl(d, H, [14, 0, 0], X, 40, 22, 22, { ramp: R.copper, bore: 19, boreFill: C.navyL }));
  // heat waves
  const hw = [];
  for (let i = 0; i < 3; i++) {
    hw.push(
      path(`M${H(0, 0, 0)[0] + i * 14 - 14} ${H(0, 0, 0)[1] - 36}q6-10 0-20t0-20t0-20`, 'none', {
        stroke: C.copper,
        strokeWidth: 2.5,
        strokeOpacity: 0.8,
      }),
    );
  }
  o.push(hw);
  const gun = (dk) => {
    const F = (c) => dk || c;
    return [
      path('M60 40L84 130Q88 146 72 148L54 150Q40 150 38 136L26 40Z', F(C.navyL)),
      dk ? '' : path('M46 100L84 130Q88 146 72 148L54 150Q40 150 38 136L34 100Z', C.steel3),
      rect(-10, -30, 150, 72, F(R.slate[1]), { rx: 30 }),
      dk ? '' : rect(-4, -30, 130, 22, R.slate[0], { rx: 11, stroke: 'none' }),
      dk ? '' : rect(-10, -30, 150, 72, 'none', { rx: 30 }),
      path('M-80 -14H-10V26H-80Z', F(R.metal[1])),
      dk ? '' : path('M-80 -14H-10V-4H-80Z', R.metal[0], NS),
      dk ? '' : path('M-80 -14H-10V26H-80Z', 'none'),
      dk
        ? ''
        : [100, 112, 124].map((x) => line([x, -20], [x, 30], { stroke: C.slateD, strokeWidth: 2 })),
      dk ? '' : rect(56, 54, 12, 18, C.copper, { rx: 3 }),
    ];
  };
  const T = cam(0, 0, 72, 16, 1);
  o.push(
    g({ transform: 'translate(628 300) rotate(-30) scale(.8)' }, [
      g({ transform: 'translate(10 -4)' }, plane(T, [0, 0, 0], X, nZ, gun(C.navy))),
      plane(T, [0, 0, 0], X, nZ, gun(null)),
    ]),
  );
  d.add(o);
  return d;
}

// paving pattern (stretcher bond) in local plane units
function pavers(d, w = 40, h = 20, col = '#0b2545', op = 0.22) {
  const id = d.uid('pv');
  d.def(
    `<pattern id="${id}" width="${w}" height="${h * 2}" patternUnits="userSpaceOnUse"><path d="M0 0H${w}M0 ${h}H${w}M0 0V${h}M${w / 2} ${h}V${h * 2}" fill="none" stroke="${col}" stroke-opacity="${op}" stroke-width="1.5"/></pattern>`,
  );
  return `url(#${id})`;
}

// ---------------------------------------------------------------- in-ground power supply
function groundPower() {
  const d = new Doc(
    'Flush in-ground power supply unit in paving with the lid open',
    'An in-ground power supply pit set flush in block paving, its hinged lid open to show industrial sockets, a circuit-breaker panel and a plugged-in cable leaving through the cable slot; a second unit sits closed and flush beside it.',
  );
  const P = iso(400, 282, 0.92);
  const o = [];
  const S0 = -190;
  const S1 = 250;
  o.push(shadow(...P(30, 30, -30), 380, 120, 0.7));
  o.push(box(P, S0, S0, -26, S1 - S0, S1 - S0, 26, R.concrete));
  o.push(plane(P, [S0, S0, 0], X, Y, rect(0, 0, S1 - S0, S1 - S0, pavers(d), NS)));
  // ---- closed unit A
  const A0 = [-150, 100];
  const aw = 110;
  o.push(
    po3(
      P,
      [
        [A0[0], A0[1], 0],
        [A0[0] + aw, A0[1], 0],
        [A0[0] + aw, A0[1] + aw, 0],
        [A0[0], A0[1] + aw, 0],
      ],
      R.metal[1],
    ),
  );
  o.push(
    plane(P, [A0[0] + 9, A0[1] + 9, 0], X, Y, [
      rect(0, 0, aw - 18, aw - 18, R.concrete[1]),
      rect(0, 0, aw - 18, aw - 18, pavers(d, 30, 15), NS),
      rect(0, 0, aw - 18, aw - 18, 'none'),
    ]),
  );
  o.push(
    plane(P, [A0[0], A0[1], 0], X, Y, [
      circ(aw / 2, 4.5, 2.5, C.navy, NS),
      circ(aw / 2, aw - 4.5, 2.5, C.navy, NS),
      rect(aw / 2 - 10, aw - 7, 20, 5, C.navy, { stroke: 'none', rx: 2 }),
    ]),
  );
  // ---- open unit B
  const x0 = 20;
  const y0 = -10;
  const w = 170;
  const fr = 12;
  const depth = 160;
  const ix0 = x0 + fr;
  const iy0 = y0 + fr;
  const ix1 = x0 + w - fr;
  const iy1 = y0 + w - fr;
  const inner = [
    [ix0, iy0, 0],
    [ix1, iy0, 0],
    [ix1, iy1, 0],
    [ix0, iy1, 0],
  ];
  const innerD = 'M' + inner.map((q) => pt(P(...q))).join('L') + 'Z';
  const outerD =
    'M' +
    [
      [x0, y0, 0],
      [x0 + w, y0, 0],
      [x0 + w, y0 + w, 0],
      [x0, y0 + w, 0],
    ]
      .map((q) => pt(P(...q)))
      .join('L') +
    'Z';
  const cl = d.clip(innerD);
  const n = [];
  n.push(
    po3(
      P,
      [
        [ix0, iy0, 0],
        [ix1, iy0, 0],
        [ix1, iy0, -depth],
        [ix0, iy0, -depth],
      ],
      R.slate[1],
      NS,
    ),
  );
  n.push(
    po3(
      P,
      [
        [ix0, iy0, 0],
        [ix0, iy1, 0],
        [ix0, iy1, -depth],
        [ix0, iy0, -depth],
      ],
      R.slate[2],
      NS,
    ),
  );
  n.push(
    po3(
      P,
      [
        [ix0, iy0, -depth],
        [ix1, iy0, -depth],
        [ix1, iy1, -depth],
        [ix0, iy1, -depth],
      ],
      R.slate[0],
      NS,
    ),
  );
  n.push(
    line(P(ix0, iy0, 0), P(ix0, iy0, -depth)),
    line(P(ix0, iy0, -depth), P(ix1, iy0, -depth)),
    line(P(ix0, iy0, -depth), P(ix0, iy1, -depth)),
  );
  // pop-up socket column (below-ground part)
  const cx0 = ix0 + 22;
  const cy0 = iy0 + 22;
  const cw = ix1 - ix0 - 44;
  n.push(box(P, cx0, cy0, -depth, cw, cw, depth, R.metal));
  o.push(g({ clipPath: cl }, n));
  // frame
  o.push(path(outerD + innerD, R.metal[0], { fillRule: 'evenodd' }));
  // lid, hinged on the back edge, opened ~100 deg
  const a = (10 * Math.PI) / 180;
  const up = [0, -Math.sin(a), Math.cos(a)];
  const back = [0, -Math.cos(a), -Math.sin(a)];
  const t = 18;
  const L0 = [x0, y0, 0];
  const L1 = [x0 + w, y0, 0];
  const L2 = add(L1, up, w);
  const L3 = add(L0, up, w);
  const b1 = add(L1, back, t);
  const b2 = add(L2, back, t);
  const b3 = add(L3, back, t);
  o.push(po3(P, [L1, L2, b2, b1], R.metal[2]));
  o.push(po3(P, [L3, L2, b2, b3], R.metal[0]));
  o.push(po3(P, [L0, L1, L2, L3], R.metal[1]));
  o.push(
    plane(
      P,
      L3,
      X,
      up.map((v) => -v),
      [
        rect(14, 14, w - 28, w - 28, 'none', { rx: 6, stroke: C.steel2, strokeWidth: 5 }),
        rect(14, 14, w - 28, w - 28, 'none', { rx: 6, stroke: C.navy, strokeWidth: 1 }),
        rect(w / 2 - 26, 40, 52, 30, C.white, { rx: 2 }),
        [48, 56, 64].map((y) =>
          line([w / 2 - 18, y], [w / 2 + 18, y], { stroke: C.slate, strokeWidth: 2 }),
        ),
        path(`M${w / 2 - 20} ${w - 30}h40`, 'none', { stroke: C.navy, strokeWidth: 5 }),
      ],
    ),
  );
  // gas struts
  o.push(line(P(x0 + 8, y0 + 30, -8), P(...add(L0, up, 90)), { stroke: C.navy, strokeWidth: 5 }));
  o.push(
    line(P(x0 + 8, y0 + 30, -8), P(...add(L0, up, 90)), { stroke: R.metal[1], strokeWidth: 2.5 }),
  );
  // pop-up column above ground with sockets
  const ch = 96;
  o.push(box(P, cx0, cy0, 0, cw, cw, ch, R.metal));
  o.push(box(P, cx0 - 4, cy0 - 4, ch, cw + 8, cw + 8, 6, R.metal));
  o.push(
    plane(P, [cx0 + 6, cy0 + 6, ch + 6], X, Y, [
      rect(0, 0, cw - 12, cw - 12, R.concrete[1]),
      rect(0, 0, cw - 12, cw - 12, pavers(d, 30, 15), NS),
      rect(0, 0, cw - 12, cw - 12, 'none'),
    ]),
  );
  const cee = (cx, cy, c1, c2) => [
    circ(cx, cy, 17, c2),
    circ(cx, cy, 12, R.metal[0]),
    [0, 1, 2].map((q) =>
      circ(
        cx + 6 * Math.cos(-Math.PI / 2 + (q * 2 * Math.PI) / 3),
        cy + 6 * Math.sin(-Math.PI / 2 + (q * 2 * Math.PI) / 3),
        2.2,
        C.navy,
        NS,
      ),
    ),
    path(
      `M${cx - 17} ${cy - 4}A17 17 0 0 1 ${cx + 17} ${cy - 4}L${cx + 14} ${cy - 20}H${cx - 14}Z`,
      c1,
    ),
  ];
  o.push(
    faceL(
      P,
      [cx0, cy0 + cw, ch],
      [
        cee(26, 52, C.steel3, C.steel2),
        cee(cw - 26, 52, C.copper, C.copperD),
        rect(10, 10, cw - 20, 12, R.slate[0], { rx: 2, strokeWidth: 1.25 }),
      ],
    ),
  );
  o.push(
    faceR(
      P,
      [cx0 + cw, cy0 + cw, ch],
      [
        rect(10, 10, cw - 20, 22, R.slate[0], { rx: 2 }),
        [0, 1, 2, 3].map((q) =>
          rect(16 + q * 14, 13, 10, 16, q === 0 ? C.yellow : C.white, { strokeWidth: 1.25 }),
        ),
        [22, cw - 22].map((x) => [
          rect(x - 14, 44, 28, 32, C.white, { rx: 3 }),
          rect(x - 2, 49, 4, 8, C.navy, NS),
          rect(x - 9, 62, 4, 8, C.navy, NS),
          rect(x + 5, 62, 4, 8, C.navy, NS),
        ]),
      ],
    ),
  );
  // plug in the orange socket and cable over the paving
  o.push(cyl(d, P, [cx0 + cw - 26, cy0 + cw, ch - 52], Y, 26, 13, 11, { ramp: R.copper }));
  const pa = P(cx0 + cw - 26, cy0 + cw + 26, ch - 52);
  o.push(
    cable(
      `M${pt(pa)}C${f(pa[0] - 20)},${f(pa[1] + 14)} ${f(pa[0] - 40)},${f(pa[1] + 80)} ${f(pa[0] - 110)},${f(pa[1] + 110)}S${f(pa[0] - 200)},${f(pa[1] + 120)} ${f(pa[0] - 240)},${f(pa[1] + 150)}`,
      14,
      C.navyL,
      C.steel3,
    ),
  );
  d.add(o);
  return d;
}

// ---------------------------------------------------------------- E&I bulk materials
function bulkMaterials() {
  const d = new Doc(
    'Electrical and instrumentation bulk materials',
    'A grouped set of E&I bulk materials: a cable drum with instrumentation cable, a perforated cable tray section, cable glands, stainless steel instrument tubing with compression fittings, and a copper earthing bar on insulators with an earth conductor.',
  );
  const P = iso(410, 322, 0.92);
  const o = [];
  // drum (back left)
  o.push(shadow(...P(-150, -40, 0), 180, 60));
  o.push(drum(d, P, [-150, -40, 115], 115, 110, { flange: R.copper, cable: R.steel, label: true }));
  // cable end unrolling to the ground
  const e0 = P(-150, 20, 10);
  o.push(
    cable(
      `M${pt(e0)}C${f(e0[0] + 10)},${f(e0[1] + 40)} ${f(e0[0] + 60)},${f(e0[1] + 50)} ${f(e0[0] + 120)},${f(e0[1] + 70)}`,
      14,
      C.steel2,
      C.steel3,
    ),
  );
  // tray section (back right)
  o.push(shadow(...P(120, -110, 0), 170, 50));
  o.push(trayX(d, P, 20, -200, 0, 200, 150, 40, { type: 'perf' }));
  // earthing bar (right)
  const ex = 150;
  const ey = 60;
  o.push(shadow(...P(ex + 90, ey + 20, 0), 140, 40));
  o.push(box(P, ex, ey, 0, 190, 40, 8, R.metal));
  for (const dx of [20, 150]) {
    o.push(
      cyl(d, P, [ex + dx + 10, ey + 20, 8], Z, 40, 13, 11, { ramp: R.navy, rings: [0.3, 0.6] }),
    );
  }
  o.push(box(P, ex - 4, ey + 12, 48, 200, 16, 16, R.copper));
  for (let i = 0; i < 7; i++) {
    const bx = ex + 18 + i * 26;
    o.push(cyl(d, P, [bx, ey + 20, 64], Z, 5, 6, 6, { ramp: R.metal }));
  }
  // earth lead with lug
  o.push(box(P, ex + 62, ey + 10, 64, 20, 14, 3, R.copper));
  const lp = P(ex + 72, ey + 24, 64);
  o.push(
    cable(
      `M${pt(lp)}C${f(lp[0] + 4)},${f(lp[1] + 40)} ${f(lp[0] + 40)},${f(lp[1] + 70)} ${f(lp[0] + 110)},${f(lp[1] + 80)}`,
      10,
      C.yellow,
      C.white,
    ),
  );
  // glands (front left, upright)
  [
    [40, 0],
    [86, 34],
    [30, 60],
  ].forEach(([gx, gy], i) => {
    o.push(shadow(...P(gx, gy, 0), 36, 12));
    o.push(gland(d, P, [gx, gy, 0], Z, 1.15 - i * 0.12, { cable: i === 0 ? R.navy : null }));
  });
  // instrument tubing and a compression union (front centre)
  const tx = 60;
  const ty = 190;
  o.push(shadow(...P(tx + 40, ty, 0), 120, 24));
  o.push(cyl(d, P, [tx - 90, ty, 9], X, 80, 6, 6, { ramp: R.metal }));
  o.push(prism(P, [tx - 10, ty, 9], X, 14, hexPts(13, Math.PI / 6), R.metal));
  o.push(prism(P, [tx + 4, ty, 9], X, 20, hexPts(15, Math.PI / 6), R.metal));
  o.push(prism(P, [tx + 24, ty, 9], X, 14, hexPts(13, Math.PI / 6), R.metal));
  o.push(cyl(d, P, [tx + 38, ty, 9], X, 90, 6, 6, { ramp: R.metal, bore: 4, boreFill: C.navy }));
  // tubing coil
  const cc = P(tx - 40, ty + 80, 0);
  for (let k = 0; k < 4; k++) {
    o.push(
      `<ellipse cx="${f(cc[0])}" cy="${f(cc[1] - 8 - k * 9)}" rx="70" ry="40" fill="none" stroke="${C.navy}" stroke-width="9"/>`,
    );
    o.push(
      `<ellipse cx="${f(cc[0])}" cy="${f(cc[1] - 8 - k * 9)}" rx="70" ry="40" fill="none" stroke="${R.metal[1]}" stroke-width="5"/>`,
    );
  }
  o.push(
    `<ellipse cx="${f(cc[0])}" cy="${f(cc[1] - 8 - 3 * 9)}" rx="70" ry="40" fill="none" stroke="${C.white}" stroke-width="1.5" stroke-dasharray="40 30"/>`,
  );
  d.add(o);
  return d;
}

export const products = {
  'ground-power-supply': groundPower,
  'instrumentation-bulk': bulkMaterials,
  'labelling-systems': labellingSystems,
  'cable-management-system': cableManagement,
  'cable-ties': cableTies,
  'heat-shrink': heatShrink,
  'power-instrumentation-cables': powerCables,
  'termination-tools': terminationTools,
  'reenterable-gel': reenterableGel,
  'ip68-connectors': ip68Connectors,
  'junction-box-enclosures': junctionBoxes,
  'cable-glands': cableGlands,
};
