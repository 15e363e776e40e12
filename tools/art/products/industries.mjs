// Industry scenes: isometric dioramas on a square base tile
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
  ell,
  g,
  po3,
  pl3,
  pline,
  pt,
  f,
  cable,
  NS,
  TH,
  X,
  Y,
  Z,
  nZ,
  add,
} from './lib.mjs';
import { trayX, truss, drum } from './components.mjs';

const S = 400;
function tile(d, P, top, ramp = R.concrete, h = 22) {
  return [
    shadow(...P(S / 2, S / 2, -h), 400, 150, 0.8),
    box(P, 0, 0, -h, S, S, h, ramp, { top }),
  ].join('');
}
function glowDef(d, col = C.yellow) {
  const id = d.uid('gl');
  d.def(
    `<radialGradient id="${id}"><stop offset="0" stop-color="${col}" stop-opacity=".75"/><stop offset=".45" stop-color="${col}" stop-opacity=".3"/><stop offset="1" stop-color="${col}" stop-opacity="0"/></radialGradient>`,
  );
  return `url(#${id})`;
}
function patternDef(d, w, h, body) {
  const id = d.uid('pt');
  d.def(
    `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">${body}</pattern>`,
  );
  return `url(#${id})`;
}

// ---------------------------------------------------------------- landscape
function tree(d, P, x, y, h, r) {
  const o = [];
  o.push(shadow(...P(x, y, 0), r * 1.6, r * 0.6, 0.8));
  o.push(cyl(d, P, [x, y, 0], Z, h, 5, 4, { ramp: ['#b79b7a', '#8d7358', '#6b5641'] }));
  const c = P(x, y, h + r * 0.6);
  o.push(circ(c[0] - r * 0.45, c[1] + r * 0.2, r * 0.72, R.sage[1]));
  o.push(circ(c[0] + r * 0.45, c[1] + r * 0.25, r * 0.66, R.sage[2]));
  o.push(circ(c[0], c[1] - r * 0.25, r * 0.8, R.sage[1]));
  o.push(
    path(
      `M${f(c[0] - r * 0.55)} ${f(c[1] - r * 0.3)}a${f(r * 0.8)} ${f(r * 0.8)} 0 0 1 ${f(r * 0.9)} ${f(-r * 0.62)}`,
      'none',
      { stroke: R.sage[0], strokeWidth: 4 },
    ),
  );
  return o.join('');
}

function landscape() {
  const d = new Doc(
    'Landscape lighting and a fountain pool with submersible lights',
    'An isometric garden with lawn, a paved path lined with bollard lights, trees with ground uplighters, a feeder pillar, and a fountain pool whose submersible lights glow beneath the water.',
  );
  const P = iso(400, 132, 0.95);
  const glow = glowDef(d);
  const o = [];
  o.push(tile(d, P, R.sage[0], ['#dfe9dd', '#bcd0bf', '#9bb5a2']));
  // grass texture
  o.push(
    plane(
      P,
      [0, 0, 0],
      X,
      Y,
      rect(
        0,
        0,
        S,
        S,
        patternDef(
          d,
          24,
          24,
          '<path d="M6 8l2-4 2 4M16 18l2-4 2 4" fill="none" stroke="#86a690" stroke-opacity=".5" stroke-width="1.2"/>',
        ),
        NS,
      ),
    ),
  );
  // paved path (along y, left side)
  const pv = patternDef(
    d,
    30,
    30,
    '<path d="M0 0H30V30" fill="none" stroke="#8da9c4" stroke-opacity=".6" stroke-width="1.5"/>',
  );
  o.push(
    po3(
      P,
      [
        [60, 0, 0],
        [120, 0, 0],
        [120, S, 0],
        [60, S, 0],
      ],
      R.pale[1],
    ),
  );
  o.push(plane(P, [60, 0, 0], X, Y, rect(0, 0, 60, S, pv, NS)));
  o.push(
    pl3(P, [
      [60, 0, 0],
      [60, S, 0],
    ]),
    pl3(P, [
      [120, 0, 0],
      [120, S, 0],
    ]),
  );
  // pool (recessed)
  const x0 = 170;
  const y0 = 70;
  const w = 190;
  const dp = 26;
  o.push(box(P, x0 - 14, y0 - 14, 0, w + 28, w + 28, 8, R.pale));
  const innerD =
    'M' +
    [
      [x0, y0, 8],
      [x0 + w, y0, 8],
      [x0 + w, y0 + w, 8],
      [x0, y0 + w, 8],
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
        [x0, y0, 8],
        [x0 + w, y0, 8],
        [x0 + w, y0, -dp],
        [x0, y0, -dp],
      ],
      R.water[2],
      NS,
    ),
  );
  n.push(
    po3(
      P,
      [
        [x0, y0, 8],
        [x0, y0 + w, 8],
        [x0, y0 + w, -dp],
        [x0, y0, -dp],
      ],
      '#2f5f8f',
      NS,
    ),
  );
  n.push(
    po3(
      P,
      [
        [x0, y0, -dp],
        [x0 + w, y0, -dp],
        [x0 + w, y0 + w, -dp],
        [x0, y0 + w, -dp],
      ],
      R.water[1],
      NS,
    ),
  );
  // submersible lights on the pool floor
  const lights = [
    [x0 + 40, y0 + 40],
    [x0 + w - 40, y0 + 40],
    [x0 + 40, y0 + w - 40],
    [x0 + w - 40, y0 + w - 40],
  ];
  for (const [lx, ly] of lights) {
    const c = P(lx, ly, -dp);
    n.push(ell(c[0], c[1] - 30, 46, 60, glow, NS));
    n.push(cyl(d, P, [lx, ly, -dp], Z, 8, 11, 11, { ramp: R.metal, cap: C.yellowL }));
  }
  // water surface
  n.push(
    po3(
      P,
      [
        [x0, y0, 2],
        [x0 + w, y0, 2],
        [x0 + w, y0 + w, 2],
        [x0, y0 + w, 2],
      ],
      R.water[0],
      { stroke: 'none', fillOpacity: 0.55 },
    ),
  );
  n.push(
    plane(
      P,
      [x0 + w / 2, y0 + w / 2, 2],
      X,
      Y,
      [30, 56, 84].map((r, i) =>
        circ(0, 0, r, 'none', { stroke: C.white, strokeOpacity: 0.7 - i * 0.18, strokeWidth: 2 }),
      ),
    ),
  );
  o.push(g({ clipPath: cl }, n));
  o.push(path(innerD, 'none'));
  // fountain jets
  const fc = P(x0 + w / 2, y0 + w / 2, 4);
  const jets = [];
  for (const k of [-1, 1]) {
    for (const s of [40, 70]) {
      jets.push(
        path(
          `M${f(fc[0])} ${f(fc[1])}C${f(fc[0] + k * s * 0.2)} ${f(fc[1] - 200)} ${f(fc[0] + k * s)} ${f(fc[1] - 150)} ${f(fc[0] + k * s * 1.1)} ${f(fc[1] - 10)}`,
          'none',
          { stroke: C.white, strokeWidth: 5, strokeOpacity: 0.9 },
        ),
      );
    }
  }
  o.push(jets);
  o.push(
    path(`M${f(fc[0])} ${f(fc[1])}V${f(fc[1] - 190)}`, 'none', { stroke: C.white, strokeWidth: 8 }),
  );
  o.push(
    path(`M${f(fc[0])} ${f(fc[1])}V${f(fc[1] - 190)}`, 'none', {
      stroke: R.water[0],
      strokeWidth: 3,
    }),
  );
  [
    [-16, -200],
    [14, -196],
    [-34, -160],
    [30, -150],
    [0, -214],
  ].forEach(([dx, dy]) => o.push(circ(fc[0] + dx, fc[1] + dy, 3, R.water[0], TH)));
  o.push(cyl(d, P, [x0 + w / 2, y0 + w / 2, 0], Z, 8, 12, 9, { ramp: R.metal }));
  // trees with uplighters
  const trees = [
    [30, 60, 90, 36],
    [30, 250, 80, 32],
    [230, 330, 96, 40],
  ];
  for (const [tx, ty, th, tr] of trees) {
    const c = P(tx + 14, ty + 14, 0);
    o.push(
      path(
        `M${f(c[0] - 4)} ${f(c[1])}L${f(c[0] - 30)} ${f(c[1] - th * 0.9)}H${f(c[0] + 26)}Z`,
        glow,
        NS,
      ),
    );
    o.push(cyl(d, P, [tx + 14, ty + 14, 0], Z, 6, 6, 6, { ramp: R.navy, cap: C.yellowL }));
    o.push(tree(d, P, tx, ty, th, tr));
  }
  // bollards along the path
  for (const by of [30, 130, 230, 330]) {
    const c = P(132, by, 50);
    o.push(ell(c[0], c[1] + 6, 38, 22, glow, NS));
    o.push(cyl(d, P, [132, by, 0], Z, 50, 7, 7, { ramp: R.navy }));
    o.push(cyl(d, P, [132, by, 40], Z, 8, 7.5, 7.5, { ramp: R.yellow, cap: C.yellowL }));
  }
  // feeder pillar / junction box
  o.push(box(P, 330, 20, 0, 40, 26, 70, R.metal));
  o.push(
    faceL(
      P,
      [330, 46, 70],
      [
        rect(6, 8, 28, 40, 'none', { stroke: R.metal[2] }),
        rect(12, 14, 16, 10, C.yellow, { strokeWidth: 1.25 }),
      ],
    ),
  );
  d.add(o);
  return d;
}

// ---------------------------------------------------------------- oil & gas
function column(d, P, x, y, r, h) {
  const o = [];
  o.push(shadow(...P(x, y, 0), r * 2.4, r, 0.8));
  const plats = [h * 0.32, h * 0.62, h * 0.92];
  let z0 = 0;
  for (const z of plats) {
    o.push(cyl(d, P, [x, y, z0], Z, z - z0, r, r, { ramp: R.metal, rings: [0.5] }));
    o.push(cyl(d, P, [x, y, z], Z, 3, r + 9, r + 9, { ramp: R.yellow, cap: R.yellow[0] }));
    z0 = z + 3;
  }
  o.push(cyl(d, P, [x, y, z0], Z, h - z0, r, r, { ramp: R.metal }));
  o.push(cyl(d, P, [x, y, h], Z, r * 0.5, r, r * 0.3, { ramp: R.metal }));
  // ladder
  o.push(
    line(P(x + r + 3, y - 4, 0), P(x + r + 3, y - 4, h * 0.92)),
    line(P(x + r + 3, y + 4, 0), P(x + r + 3, y + 4, h * 0.92)),
  );
  return o.join('');
}
function oilGas() {
  const d = new Doc(
    'Oil and gas process plant with columns, pipe rack and flare',
    'An isometric process plant: distillation columns with platforms and ladders, a steel pipe rack carrying process pipes and a cable tray, a horizontal vessel, a spherical storage tank, an equipment building and a flare stack burning at the top.',
  );
  const P = iso(400, 228, 0.8);
  const o = [];
  o.push(tile(d, P, R.concrete[0]));
  // flare stack (back right)
  const fx = 340;
  const fy = 50;
  o.push(shadow(...P(fx, fy, 0), 40, 14));
  o.push(
    truss(P, [fx - 16, fy, 0], [fx - 3, fy, 330], [fx + 16, fy, 0], [fx + 3, fy, 330], 10, {
      strokeWidth: 1.25,
    }),
  );
  o.push(cyl(d, P, [fx, fy, 0], Z, 340, 5, 5, { ramp: R.metal }));
  const ft = P(fx, fy, 340);
  o.push(
    path(
      `M${f(ft[0] - 10)} ${f(ft[1])}C${f(ft[0] - 26)} ${f(ft[1] - 40)} ${f(ft[0] + 6)} ${f(ft[1] - 50)} ${f(ft[0] + 4)} ${f(ft[1] - 86)}C${f(ft[0] + 22)} ${f(ft[1] - 50)} ${f(ft[0] + 26)} ${f(ft[1] - 20)} ${f(ft[0] + 10)} ${f(ft[1])}Z`,
      C.copper,
    ),
  );
  o.push(
    path(
      `M${f(ft[0] - 4)} ${f(ft[1])}C${f(ft[0] - 12)} ${f(ft[1] - 24)} ${f(ft[0] + 4)} ${f(ft[1] - 30)} ${f(ft[0] + 3)} ${f(ft[1] - 50)}C${f(ft[0] + 12)} ${f(ft[1] - 28)} ${f(ft[0] + 14)} ${f(ft[1] - 12)} ${f(ft[0] + 6)} ${f(ft[1])}Z`,
      C.yellow,
      NS,
    ),
  );
  // columns (back left)
  o.push(column(d, P, 60, 60, 26, 300));
  o.push(column(d, P, 130, 40, 20, 240));
  // pipe rack along x
  const ry0 = 150;
  const ry1 = 210;
  const frames = [20, 110, 200, 290, 380];
  for (const x of frames) o.push(box(P, x, ry0, 0, 8, 8, 130, R.steel));
  for (const x of frames) o.push(box(P, x, ry0, 84, 8, ry1 - ry0 + 8, 8, R.steel));
  const pipes = /** @type {[number, number, string[]][]} */ ([
    [ry0 + 12, 9, R.metal],
    [ry0 + 32, 8, R.yellow],
    [ry0 + 50, 6, R.slate],
  ]);
  for (const [yy, r, ramp] of pipes) o.push(cyl(d, P, [0, yy, 92 + r], X, S, r, r, { ramp }));
  for (const x of frames) o.push(box(P, x, ry0, 122, 8, ry1 - ry0 + 8, 8, R.steel));
  o.push(
    trayX(d, P, 0, ry0 + 6, 130, S, 52, 12, {
      type: 'ladder',
      cables: [
        [14, 5, R.navy],
        [26, 5, R.steel],
        [38, 5, R.navy],
      ],
    }),
  );
  for (const x of frames) o.push(box(P, x, ry1, 0, 8, 8, 130, R.steel));
  // horizontal vessel on saddles (front left)
  o.push(shadow(...P(90, 300, 0), 110, 34));
  for (const x of [50, 130]) o.push(box(P, x, 290, 0, 10, 30, 22, R.steel));
  o.push(cyl(d, P, [20, 305, 48], X, 150, 30, 30, { ramp: R.metal, rings: [0.1, 0.9] }));
  // spherical tank (front right)
  const sc = P(300, 300, 70);
  for (const [lx, ly] of [
    [270, 270],
    [330, 270],
    [270, 330],
    [330, 330],
  ])
    o.push(box(P, lx, ly, 0, 6, 6, 70, R.steel));
  o.push(
    circ(
      sc[0],
      sc[1],
      64,
      d.radial(
        [
          [0, C.white],
          [0.6, R.metal[1]],
          [1, R.metal[2]],
        ],
        sc[0] - 22,
        sc[1] - 26,
        90,
      ),
    ),
  );
  o.push(path(`M${f(sc[0] - 64)} ${f(sc[1])}a64 22 0 0 0 128 0`, 'none', TH));
  // equipment building (front centre)
  o.push(box(P, 200, 300, 0, 60, 80, 60, R.white));
  o.push(
    faceL(
      P,
      [200, 380, 60],
      [rect(10, 20, 16, 40, R.steel[1]), [34, 46].map((x) => rect(x, 14, 8, 14, R.slate[0], TH))],
    ),
  );
  o.push(box(P, 210, 320, 60, 24, 24, 10, R.slate));
  d.add(o);
  return d;
}

// ---------------------------------------------------------------- solar
function solar() {
  const d = new Doc(
    'Solar PV array rows in a desert with a string combiner box',
    'Rows of ground-mounted photovoltaic panels on steel frames in a desert, connected by cable to a string combiner box on a post, with an inverter station behind and the sun overhead.',
  );
  const P = iso(400, 170, 0.95);
  const o = [];
  // sun
  o.push(
    circ(660, 90, 34, C.yellow, NS),
    circ(660, 90, 48, C.yellow, { stroke: 'none', fillOpacity: 0.25 }),
  );
  for (let k = 0; k < 12; k++) {
    const a = (k * Math.PI) / 6;
    o.push(
      line(
        [660 + 58 * Math.cos(a), 90 + 58 * Math.sin(a)],
        [660 + 72 * Math.cos(a), 90 + 72 * Math.sin(a)],
        { stroke: C.yellow, strokeWidth: 3 },
      ),
    );
  }
  o.push(tile(d, P, R.sand[0], R.sand));
  o.push(
    plane(
      P,
      [0, 0, 0],
      X,
      Y,
      rect(
        0,
        0,
        S,
        S,
        patternDef(
          d,
          80,
          40,
          '<path d="M4 20q18-10 36 0t36 0" fill="none" stroke="#d9c293" stroke-width="1.5"/>',
        ),
        NS,
      ),
    ),
  );
  // inverter station (back right)
  o.push(box(P, 320, 20, 0, 60, 110, 56, R.white));
  o.push(
    faceL(
      P,
      [320, 130, 56],
      [
        rect(8, 12, 20, 36, R.slate[0]),
        line([12, 20], [24, 20], TH),
        line([12, 28], [24, 28], TH),
        line([12, 36], [24, 36], TH),
        rect(36, 14, 16, 34, R.steel[1]),
      ],
    ),
  );
  o.push(
    faceR(
      P,
      [380, 130, 56],
      [0, 1, 2, 3].map((k) => rect(10 + k * 24, 14, 16, 26, R.slate[0], TH)),
    ),
  );
  // PV rows
  const tilt = (25 * Math.PI) / 180;
  const depth = 64;
  const cells = patternDef(
    d,
    16,
    16,
    '<rect width="16" height="16" fill="#1f4a7c"/><path d="M16 0H0V16" fill="none" stroke="#8da9c4" stroke-width="1"/>',
  );
  const down = [0, Math.cos(tilt), -Math.sin(tilt)];
  const rows = [40, 130, 220, 310];
  for (const ry of rows) {
    const x0 = 20;
    const L = 280;
    const zt = 22 + depth * Math.sin(tilt);
    // posts and rails
    for (let x = x0 + 20; x < x0 + L; x += 65) {
      o.push(box(P, x, ry + 6, 0, 5, 5, zt - 4, R.metal));
      o.push(box(P, x, ry + depth * Math.cos(tilt) - 12, 0, 5, 5, 24, R.metal));
    }
    const a = [x0, ry, zt];
    const b = [x0 + L, ry, zt];
    const c = add(b, down, depth);
    const e = add(a, down, depth);
    o.push(po3(P, [e, c, add(c, Z, -4), add(e, Z, -4)], R.metal[1]));
    o.push(po3(P, [b, c, add(c, Z, -4), add(b, Z, -4)], R.metal[2]));
    o.push(po3(P, [a, b, c, e], C.steel));
    o.push(
      plane(P, a, X, down, [
        rect(2, 2, L - 4, depth - 4, cells, NS),
        [70, 140, 210].map((x) => line([x, 0], [x, depth], { stroke: R.metal[1], strokeWidth: 2 })),
        line([0, depth / 2], [L, depth / 2], { stroke: R.metal[1], strokeWidth: 1.5 }),
      ]),
    );
    o.push(po3(P, [a, b, c, e], 'none'));
    // glare
    o.push(
      plane(
        P,
        a,
        X,
        down,
        path(`M${40} 0L${80} 0L${40} ${depth}L0 ${depth}Z`, C.white, {
          stroke: 'none',
          fillOpacity: 0.12,
        }),
      ),
    );
  }
  // combiner box on a post (front right)
  const cx = 340;
  const cy = 280;
  o.push(shadow(...P(cx + 14, cy + 10, 0), 30, 10));
  o.push(box(P, cx + 10, cy + 6, 0, 8, 8, 60, R.metal));
  o.push(box(P, cx, cy, 60, 30, 22, 40, R.white));
  o.push(
    faceL(
      P,
      [cx, cy + 22, 100],
      [
        rect(4, 4, 22, 32, 'none', { stroke: R.metal[2] }),
        path('M15 10l-5 9h6l-4 10', 'none', { stroke: C.copper, strokeWidth: 2.5 }),
      ],
    ),
  );
  // DC string cables from the rows to the combiner
  const cb = P(cx + 15, cy + 22, 62);
  const st = P(300, 310 + depth * Math.cos(tilt) - 6, 20);
  o.push(
    cable(
      `M${pt(st)}C${f(st[0] + 20)},${f(st[1] + 30)} ${f(cb[0] - 30)},${f(cb[1] + 40)} ${pt(cb)}`,
      4,
      C.navyL,
      null,
    ),
  );
  o.push(
    cable(
      `M${pt(P(300, 220 + depth * Math.cos(tilt) - 6, 20))}C${f(cb[0] - 40)},${f(cb[1] - 30)} ${f(cb[0] - 10)},${f(cb[1] + 10)} ${pt(cb)}`,
      4,
      C.copper,
      null,
    ),
  );
  // feeder trench to the inverter
  o.push(
    pl3(
      P,
      [
        [cx + 15, cy + 10, 0],
        [cx + 15, 140, 0],
        [350, 130, 0],
      ],
      { stroke: C.copper, strokeWidth: 3, strokeDasharray: '8 6' },
    ),
  );
  d.add(o);
  return d;
}

// ---------------------------------------------------------------- utilities
function insulator(d, P, x, y, z, h, r = 7) {
  const o = [];
  o.push(cyl(d, P, [x, y, z], Z, h, r * 0.6, r * 0.6, { ramp: R.white, flat: R.white[1] }));
  for (let k = 1; k < 5; k++)
    o.push(cyl(d, P, [x, y, z + (k * h) / 5 - 2], Z, 3, r, r, { ramp: R.white, flat: R.white[2] }));
  return o.join('');
}
function pylon(P, x, y, h, w) {
  const o = [];
  const A = [x - w, y - w, 0];
  const B = [x + w, y - w, 0];
  const Cc = [x + w, y + w, 0];
  const D = [x - w, y + w, 0];
  const t = 0.18;
  const top = (p) => [x + (p[0] - x) * t, y + (p[1] - y) * t, h];
  o.push(truss(P, A, top(A), B, top(B), 8, { strokeWidth: 1.2 }));
  o.push(truss(P, B, top(B), Cc, top(Cc), 8, { strokeWidth: 1.2 }));
  o.push(truss(P, D, top(D), Cc, top(Cc), 8, { strokeWidth: 1.2 }));
  o.push(line(P(...A), P(...top(A)), { strokeWidth: 2.5 }));
  // cross arms along y
  const arms = [];
  for (const [z, len] of [
    [h * 0.62, 60],
    [h * 0.8, 70],
    [h * 0.96, 50],
  ]) {
    o.push(
      pl3(
        P,
        [
          [x, y - len, z],
          [x, y + len, z],
        ],
        { strokeWidth: 3 },
      ),
    );
    o.push(
      pl3(
        P,
        [
          [x, y - len, z],
          [x, y - w * 0.4, z - 14],
        ],
        { strokeWidth: 1.5 },
      ),
      pl3(
        P,
        [
          [x, y + len, z],
          [x, y + w * 0.4, z - 14],
        ],
        { strokeWidth: 1.5 },
      ),
    );
    arms.push([x, y - len + 4, z], [x, y + len - 4, z]);
  }
  o.push(
    pl3(
      P,
      [
        [x, y, h],
        [x, y, h + 24],
      ],
      { strokeWidth: 2.5 },
    ),
  );
  return { svg: o.join(''), arms };
}
function utilities() {
  const d = new Doc(
    'Electrical substation with transmission pylon, power transformer and MV switchgear',
    'An isometric substation: a lattice transmission pylon with insulator strings and overhead conductors, a power transformer with radiators and bushings, a busbar gantry, a line-up of medium-voltage switchgear panels and a perimeter fence.',
  );
  const P = iso(400, 246, 0.8);
  const o = [];
  o.push(tile(d, P, R.concrete[0]));
  o.push(
    plane(
      P,
      [0, 0, 0],
      X,
      Y,
      rect(
        0,
        0,
        S,
        S,
        patternDef(
          d,
          14,
          14,
          '<circle cx="4" cy="5" r="1.3" fill="#8da9c4" fill-opacity=".55"/><circle cx="11" cy="11" r="1" fill="#8da9c4" fill-opacity=".45"/>',
        ),
        NS,
      ),
    ),
  );
  // fence along the back edges
  for (let i = 0; i <= 8; i++) {
    o.push(
      pl3(
        P,
        [
          [i * 50, 0, 0],
          [i * 50, 0, 40],
        ],
        { strokeWidth: 1.5 },
      ),
      pl3(
        P,
        [
          [0, i * 50, 0],
          [0, i * 50, 40],
        ],
        { strokeWidth: 1.5 },
      ),
    );
  }
  o.push(
    po3(
      P,
      [
        [0, 0, 0],
        [S, 0, 0],
        [S, 0, 40],
        [0, 0, 40],
      ],
      R.slate[1],
      { stroke: 'none', fillOpacity: 0.25 },
    ),
  );
  o.push(
    po3(
      P,
      [
        [0, 0, 0],
        [0, S, 0],
        [0, S, 40],
        [0, 0, 40],
      ],
      R.slate[2],
      { stroke: 'none', fillOpacity: 0.25 },
    ),
  );
  o.push(
    pl3(
      P,
      [
        [S, 0, 40],
        [0, 0, 40],
        [0, S, 40],
      ],
      { strokeWidth: 1.5 },
    ),
  );
  // pylon (back)
  const py = pylon(P, 80, 90, 290, 30);
  o.push(py.svg);
  // conductors leaving the tile
  py.arms.forEach((a, i) => {
    const p0 = P(a[0], a[1], a[2] - 26);
    o.push(pline([P(...a), p0], { strokeWidth: 1.5 }));
    const p1 = P(a[0] - 420, a[1], a[2] + 40);
    o.push(
      path(
        `M${pt(p0)}Q${f((p0[0] + p1[0]) / 2)} ${f((p0[1] + p1[1]) / 2 + 40)} ${pt(p1)}`,
        'none',
        { stroke: C.navy, strokeWidth: 1.5 },
      ),
    );
    void i;
  });
  // gantry (centre back)
  const gy = 60;
  for (const x of [190, 310]) o.push(box(P, x, gy, 0, 8, 8, 160, R.metal));
  o.push(box(P, 186, gy - 4, 160, 136, 16, 10, R.metal));
  for (const x of [220, 252, 284]) o.push(insulator(d, P, x, gy + 4, 120, 40));
  // transformer (centre)
  const tx = 200;
  const ty = 110;
  o.push(shadow(...P(tx + 60, ty + 50, 0), 120, 40));
  o.push(box(P, tx - 10, ty - 10, 0, 140, 120, 10, R.concrete));
  o.push(box(P, tx + 20, ty, 10, 90, 90, 90, R.steel));
  for (let i = 0; i < 6; i++) o.push(box(P, tx + 24 + i * 14, ty + 90, 14, 6, 24, 76, R.slate));
  for (let i = 0; i < 4; i++) o.push(box(P, tx + 110, ty + 6 + i * 20, 14, 22, 6, 76, R.slate));
  o.push(cyl(d, P, [tx + 24, ty + 14, 128], X, 80, 14, 14, { ramp: R.steel }));
  o.push(
    box(P, tx + 30, ty + 10, 100, 6, 6, 16, R.steel),
    box(P, tx + 90, ty + 10, 100, 6, 6, 16, R.steel),
  );
  for (const x of [tx + 36, tx + 62, tx + 88]) o.push(insulator(d, P, x, ty + 50, 100, 46, 8));
  for (const x of [tx + 36, tx + 62, tx + 88]) {
    const a = P(x, ty + 50, 146);
    const b = P(x - 16, gy + 4, 120);
    o.push(
      path(`M${pt(a)}Q${f((a[0] + b[0]) / 2)} ${f(Math.min(a[1], b[1]) - 30)} ${pt(b)}`, 'none', {
        strokeWidth: 2.5,
      }),
    );
  }
  o.push(
    faceL(
      P,
      [tx + 20, ty + 90, 100],
      [rect(10, 60, 20, 14, C.white, TH), rect(13, 64, 14, 3, C.navy, NS)],
    ),
  );
  // MV switchgear line-up under a canopy (front right)
  const sx = 60;
  const sy = 300;
  o.push(shadow(...P(sx + 110, sy + 30, 0), 150, 36));
  o.push(box(P, sx - 10, sy - 10, 0, 188, 60, 6, R.concrete));
  for (let i = 0; i < 4; i++) {
    const x = sx + i * 42;
    o.push(box(P, x, sy, 6, 42, 40, 110, R.metal));
    o.push(
      faceL(
        P,
        [x, sy + 40, 116],
        [
          rect(4, 4, 34, 30, R.metal[0], TH),
          circ(12, 19, 5, i === 2 ? C.copper : C.steel3, TH),
          circ(28, 19, 5, C.yellow, TH),
          rect(4, 40, 34, 62, 'none', { stroke: R.metal[2] }),
          rect(10, 54, 22, 14, C.navyL, TH),
          rect(30, 76, 4, 14, C.navy, NS),
        ],
      ),
    );
  }
  o.push(box(P, sx - 14, sy - 14, 130, 194, 74, 6, R.slate));
  for (const x of [sx - 10, sx + 170]) o.push(box(P, x, sy + 50, 6, 6, 6, 124, R.steel));
  // cable trench from switchgear to transformer
  o.push(
    pl3(
      P,
      [
        [sx + 180, sy + 20, 0],
        [tx + 60, sy + 20, 0],
        [tx + 60, ty + 112, 0],
      ],
      { stroke: C.copper, strokeWidth: 3, strokeDasharray: '8 6' },
    ),
  );
  d.add(o);
  return d;
}

// ---------------------------------------------------------------- construction
function construction() {
  const d = new Doc(
    'High-rise tower under construction with tower crane and cable tray',
    'An isometric construction site: a high-rise tower with glazed lower floors and an exposed concrete frame above, a vertical cable ladder riser and a cable tray run on an open floor, and a tower crane lifting a cable drum.',
  );
  const P = iso(405, 306, 0.66);
  const o = [];
  o.push(tile(d, P, R.concrete[0]));
  // site hoarding along the front edges
  o.push(
    po3(
      P,
      [
        [0, S, 0],
        [S, S, 0],
        [S, S, 18],
        [0, S, 18],
      ],
      R.slate[1],
    ),
  );
  o.push(
    po3(
      P,
      [
        [S, 0, 0],
        [S, S, 0],
        [S, S, 18],
        [S, 0, 18],
      ],
      R.slate[2],
    ),
  );
  o.push(
    plane(
      P,
      [0, S, 18],
      X,
      nZ,
      rect(
        0,
        0,
        S,
        18,
        patternDef(d, 40, 18, '<path d="M0 18L18 0H28L10 18Z" fill="#f2c14e" fill-opacity=".8"/>'),
        NS,
      ),
    ),
  );
  // crane (back left)
  const cx = 70;
  const cy = 70;
  const mh = 420;
  o.push(box(P, cx - 20, cy - 20, 0, 40, 40, 10, R.concrete));
  // mast: four corner rails + bracing on two visible faces
  const m = 12;
  o.push(
    truss(
      P,
      [cx - m, cy + m, 10],
      [cx - m, cy + m, mh],
      [cx + m, cy + m, 10],
      [cx + m, cy + m, mh],
      18,
      { stroke: C.yellowD, strokeWidth: 1.5 },
    ),
  );
  o.push(
    truss(
      P,
      [cx + m, cy + m, 10],
      [cx + m, cy + m, mh],
      [cx + m, cy - m, 10],
      [cx + m, cy - m, mh],
      18,
      { stroke: C.yellowD, strokeWidth: 1.5 },
    ),
  );
  o.push(line(P(cx - m, cy + m, 10), P(cx - m, cy + m, mh), { stroke: C.navy, strokeWidth: 2.5 }));
  // cab + slewing unit
  o.push(box(P, cx - 14, cy - 14, mh, 28, 28, 16, R.yellow));
  o.push(box(P, cx - 4, cy + 14, mh + 2, 22, 20, 24, R.white));
  // jib (along +x) and counter jib (-x)
  const jz = mh + 16;
  o.push(
    truss(
      P,
      [cx - 120, cy, jz],
      [cx + 360, cy, jz],
      [cx - 120, cy, jz + 16],
      [cx + 360, cy, jz + 10],
      30,
      { stroke: C.yellowD, strokeWidth: 1.25 },
    ),
  );
  o.push(
    pl3(
      P,
      [
        [cx, cy, jz + 60],
        [cx + 360, cy, jz + 10],
      ],
      { strokeWidth: 1.2 },
    ),
    pl3(
      P,
      [
        [cx, cy, jz + 60],
        [cx - 120, cy, jz + 16],
      ],
      { strokeWidth: 1.2 },
    ),
  );
  o.push(
    pl3(
      P,
      [
        [cx - 6, cy, jz],
        [cx, cy, jz + 60],
        [cx + 6, cy, jz],
      ],
      { strokeWidth: 2 },
    ),
  );
  o.push(box(P, cx - 116, cy - 10, jz - 30, 40, 20, 30, R.concrete));
  // trolley, hook and load (a cable drum)
  const hx = cx + 250;
  o.push(box(P, hx - 8, cy - 6, jz - 8, 16, 12, 8, R.navy));
  const hz = 330;
  o.push(
    pl3(
      P,
      [
        [hx - 3, cy, jz - 8],
        [hx - 3, cy, hz + 30],
      ],
      { strokeWidth: 1.2 },
    ),
    pl3(
      P,
      [
        [hx + 3, cy, jz - 8],
        [hx + 3, cy, hz + 30],
      ],
      { strokeWidth: 1.2 },
    ),
  );
  o.push(box(P, hx - 6, cy - 4, hz + 20, 12, 8, 12, R.yellow));
  o.push(
    pl3(
      P,
      [
        [hx, cy, hz + 20],
        [hx - 22, cy, hz - 10],
      ],
      { strokeWidth: 1.2 },
    ),
    pl3(
      P,
      [
        [hx, cy, hz + 20],
        [hx + 22, cy, hz - 10],
      ],
      { strokeWidth: 1.2 },
    ),
  );
  o.push(drum(d, P, [hx, cy, hz - 34], 26, 30, { flange: R.copper, cable: R.navy }));
  // tower
  const bx = 150;
  const by = 160;
  const bw = 170;
  const fh = 32;
  const floors = 9;
  const glazed = 5;
  o.push(shadow(...P(bx + bw / 2, by + bw / 2, 0), 190, 70, 0.8));
  const glass = patternDef(
    d,
    24,
    32,
    '<rect width="24" height="32" fill="#2f6399"/><path d="M24 0V32M0 31H24" stroke="#c9d6e3" stroke-width="2"/><path d="M3 4l8 0-6 10" fill="none" stroke="#abc0d5" stroke-width="1.5" stroke-opacity=".6"/>',
  );
  for (let k = 0; k < floors; k++) {
    const z = k * fh;
    if (k < glazed) {
      o.push(box(P, bx, by, z, bw, bw, fh, R.steel));
      o.push(faceL(P, [bx, by + bw, z + fh], rect(0, 0, bw, fh, glass, NS)));
      o.push(
        faceR(
          P,
          [bx + bw, by + bw, z + fh],
          rect(0, 0, bw, fh, glass, NS),
          rect(0, 0, bw, fh, C.navy, { stroke: 'none', fillOpacity: 0.18 }),
        ),
      );
      o.push(box(P, bx, by, z + fh - 4, bw, bw, 4, R.concrete));
    } else {
      // exposed frame: slab + columns
      o.push(box(P, bx, by, z, bw, bw, 6, R.concrete));
      for (const [qx, qy] of [
        [0, 0],
        [bw - 10, 0],
        [0, bw - 10],
      ])
        o.push(box(P, bx + qx, by + qy, z + 6, 10, 10, fh - 6, R.concrete));
      for (const [qx, qy] of [
        [bw - 10, bw - 10],
        [bw / 2 - 5, bw - 10],
        [bw - 10, bw / 2 - 5],
      ])
        o.push(box(P, bx + qx, by + qy, z + 6, 10, 10, fh - 6, R.concrete));
    }
  }
  // roof slab with formwork and rebar
  const zt = floors * fh;
  o.push(box(P, bx, by, zt, bw, bw, 6, R.yellow));
  for (let i = 1; i < 8; i++)
    o.push(
      pl3(
        P,
        [
          [bx + i * 20, by, zt + 6],
          [bx + i * 20, by + bw, zt + 6],
        ],
        { stroke: C.copperD, strokeWidth: 1.2 },
      ),
    );
  // vertical cable ladder riser on the +x face
  const rx = bx + bw + 2;
  o.push(
    box(P, rx, by + 120, 0, 4, 4, zt - 40, R.metal),
    box(P, rx, by + 150, 0, 4, 4, zt - 40, R.metal),
  );
  for (let z = 20; z < zt - 40; z += 24) o.push(box(P, rx, by + 124, z, 3, 26, 3, R.metal));
  o.push(
    pl3(
      P,
      [
        [rx + 5, by + 133, 0],
        [rx + 5, by + 133, zt - 50],
      ],
      { stroke: C.navy, strokeWidth: 4 },
    ),
    pl3(
      P,
      [
        [rx + 5, by + 141, 0],
        [rx + 5, by + 141, zt - 50],
      ],
      { stroke: C.steel3, strokeWidth: 4 },
    ),
  );
  // ground-level cable tray from the site cabin to the riser
  for (const x of [rx + 20, rx + 56]) o.push(box(P, x, by + 132, 0, 6, 6, 12, R.steel));
  o.push(
    trayX(d, P, rx + 6, by + 116, 12, S - rx - 14, 40, 10, {
      type: 'ladder',
      cables: [
        [12, 5, R.navy],
        [26, 5, R.steel],
      ],
    }),
  );
  // site cabin (front left)
  o.push(box(P, 30, by + 100, 0, 90, 70, 40, R.white));
  o.push(
    faceL(
      P,
      [30, by + 170, 40],
      [rect(10, 10, 18, 30, R.steel[1]), rect(40, 10, 34, 14, R.slate[0], TH)],
    ),
  );
  d.add(o);
  return d;
}

// ---------------------------------------------------------------- industrial
function industrial() {
  const d = new Doc(
    'Factory interior with machine, control station and overhead cable tray',
    'An isometric factory interior: a machining centre and a roller conveyor fed by cables dropping from an overhead cable ladder, a push-button control station on a pedestal, a line-up of motor control centre panels and a motor-driven pump.',
  );
  const P = iso(400, 178, 0.9);
  const o = [];
  const WH = 250;
  // walls (inner faces) and floor
  o.push(shadow(...P(S / 2, S / 2, -22), 400, 150, 0.8));
  o.push(
    po3(
      P,
      [
        [0, 0, 0],
        [0, 0, WH],
        [0, S, WH],
        [0, S, 0],
      ],
      R.slate[2],
    ),
  );
  o.push(
    po3(
      P,
      [
        [0, 0, 0],
        [S, 0, 0],
        [S, 0, WH],
        [0, 0, WH],
      ],
      R.slate[1],
    ),
  );
  o.push(box(P, 0, 0, -22, S, S, 22, R.concrete));
  // windows
  o.push(
    plane(
      P,
      [0, 0, WH - 30],
      X,
      nZ,
      [0, 1, 2, 3].map((k) => rect(30 + k * 92, 0, 70, 50, '#dfe9f3', { strokeWidth: 1.5 })),
    ),
  );
  o.push(
    plane(
      P,
      [0, 0, WH - 30],
      Y,
      nZ,
      [0, 1, 2, 3].map((k) => rect(30 + k * 92, 0, 70, 50, '#b7cadc', { strokeWidth: 1.5 })),
    ),
  );
  // floor markings
  o.push(
    plane(P, [0, 0, 0], X, Y, [
      path('M40 200H360M40 260H360', 'none', { stroke: C.yellow, strokeWidth: 6 }),
      path('M40 200H360M40 260H360', 'none', {
        stroke: C.yellowD,
        strokeWidth: 1,
        strokeDasharray: '10 10',
      }),
    ]),
  );
  // MCC line-up against the back wall
  for (let i = 0; i < 5; i++) {
    const x = 150 + i * 44;
    o.push(box(P, x, 6, 0, 44, 50, 150, R.metal));
    o.push(
      faceL(
        P,
        [x, 56, 150],
        [
          [10, 46, 82].map((y) => rect(5, y, 34, 30, 'none', { stroke: R.metal[2] })),
          [16, 52, 88].map((y) => circ(12, y + 6, 3, i % 2 ? C.steel3 : C.copper, NS)),
          rect(6, 4, 32, 8, C.white, TH),
          rect(16, 124, 12, 16, 'none', { stroke: R.metal[2] }),
        ],
      ),
    );
  }
  // overhead cable ladder along the back wall (x) and drop
  const tz = 200;
  for (const x of [60, 180, 300])
    o.push(
      pl3(
        P,
        [
          [x, 70, tz + 6],
          [x, 70, WH],
        ],
        { strokeWidth: 1.5 },
      ),
      pl3(
        P,
        [
          [x, 150, tz + 6],
          [x, 150, WH],
        ],
        { strokeWidth: 1.5 },
      ),
    );
  o.push(
    trayX(d, P, 20, 60, tz, 360, 100, 14, {
      type: 'ladder',
      cables: [
        [20, 6, R.navy],
        [34, 6, R.steel],
        [48, 6, R.navy],
        [62, 7, R.slate],
      ],
    }),
  );
  for (const x of [60, 180, 300]) o.push(box(P, x - 4, 56, tz - 6, 8, 108, 6, R.metal));
  // machining centre (middle)
  const mx = 120;
  const my = 170;
  o.push(shadow(...P(mx + 60, my + 50, 0), 120, 40));
  o.push(box(P, mx, my, 0, 130, 90, 110, R.white));
  o.push(box(P, mx, my, 110, 130, 90, 12, R.steel));
  o.push(
    faceL(
      P,
      [mx, my + 90, 110],
      [
        rect(12, 16, 70, 60, '#2f6399', { rx: 3 }),
        path('M20 24l20 0-14 20', 'none', { stroke: C.white, strokeOpacity: 0.5, strokeWidth: 2 }),
        rect(92, 16, 28, 40, C.navyL, { rx: 2 }),
        rect(96, 22, 20, 10, '#cfe3d9', NS),
        [0, 1, 2].map((k) => circ(100 + k * 7, 44, 2.5, [C.steel3, C.yellow, C.copper][k], NS)),
        rect(0, 92, 130, 18, C.yellow, { stroke: 'none', fillOpacity: 0.9 }),
      ],
    ),
  );
  // cable drop from tray to machine top
  const ca = P(mx + 40, 110, tz);
  const cb = P(mx + 40, my + 30, 122);
  o.push(
    cable(
      `M${pt(ca)}C${f(ca[0])},${f(ca[1] + 40)} ${f(cb[0])},${f(cb[1] - 40)} ${pt(cb)}`,
      8,
      C.navyL,
      C.steel3,
    ),
  );
  const ca2 = P(mx + 90, 120, tz);
  const cb2 = P(mx + 90, my + 30, 122);
  o.push(
    cable(
      `M${pt(ca2)}C${f(ca2[0])},${f(ca2[1] + 40)} ${f(cb2[0])},${f(cb2[1] - 40)} ${pt(cb2)}`,
      6,
      C.steel2,
      C.steel3,
    ),
  );
  // roller conveyor (right, along y)
  const vx = 300;
  o.push(box(P, vx, 120, 40, 8, 250, 10, R.steel));
  o.push(box(P, vx + 8, 120, 44, 56, 250, 4, R.metal));
  o.push(
    plane(
      P,
      [vx + 8, 120, 48],
      Y,
      X,
      Array.from({ length: 12 }, (_, k) =>
        rect(6 + k * 20, 2, 10, 52, R.metal[2], { strokeWidth: 1 }),
      ),
    ),
  );
  o.push(box(P, vx + 64, 120, 40, 8, 250, 10, R.steel));
  for (const yy of [130, 240, 350])
    o.push(box(P, vx + 4, yy, 0, 6, 6, 40, R.steel), box(P, vx + 62, yy, 0, 6, 6, 40, R.steel));
  o.push(box(P, vx + 16, 200, 48, 40, 40, 28, ['#e9dcc4', '#d8c6a5', '#bda782']));
  o.push(box(P, vx + 18, 300, 48, 36, 36, 24, ['#e9dcc4', '#d8c6a5', '#bda782']));
  // control station on pedestal (front)
  const px = 200;
  const pyy = 320;
  o.push(shadow(...P(px + 10, pyy + 10, 0), 30, 10));
  o.push(box(P, px, pyy, 0, 16, 16, 80, R.yellow));
  o.push(box(P, px - 14, pyy - 8, 80, 44, 30, 40, R.metal));
  o.push(
    faceL(
      P,
      [px - 14, pyy + 22, 120],
      [
        circ(10, 12, 5, C.steel3, TH),
        circ(22, 12, 5, C.navyL, TH),
        circ(34, 12, 5, C.steel3, TH),
        rect(12, 20, 20, 18, C.yellow, TH),
        circ(22, 29, 7, C.red, TH),
      ],
    ),
  );
  // motor + pump skid (front left)
  o.push(box(P, 40, 300, 0, 110, 50, 8, R.steel));
  o.push(cyl(d, P, [48, 325, 30], X, 50, 20, 20, { ramp: R.steel, rings: [0.2, 0.4, 0.6, 0.8] }));
  o.push(cyl(d, P, [98, 325, 30], X, 10, 8, 8, { ramp: R.metal }));
  o.push(cyl(d, P, [108, 325, 30], X, 30, 22, 22, { ramp: R.copper, cap: R.copper[0] }));
  o.push(box(P, 60, 300, 50, 24, 16, 16, R.metal));
  d.add(o);
  return d;
}

export const industries = {
  landscape,
  'oil-gas': oilGas,
  solar,
  utilities,
  construction,
  industrial,
};
