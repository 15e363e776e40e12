// Shared drawing primitives for the site artwork. No dependencies.
// Projection: clean 3/4 oblique. Fronts face the viewer, depth recedes up and to the right,
// light comes from the upper left (top lightest, front mid, side darkest).

export const C = {
  navy: '#0b2545',
  steel: '#13315c',
  steelL: '#2b4c7e',
  slate: '#8da9c4',
  slateD: '#6f8fb0',
  mist: '#c9d6e3',
  frost: '#eef4ed',
  copper: '#e07a1f',
  copperD: '#b35f14',
  copperL: '#f3a25a',
  yellow: '#f2c14e',
  yellowD: '#d9a236',
  yellowL: '#f8dc8c',
  white: '#ffffff',
  sand: '#f2dcaa',
  sandD: '#e3c285',
  sandL: '#f8ead0',
  skin1: '#f1c9a5',
  skin2: '#c98e62',
  skin3: '#8d5a3b',
  hair: '#2a2320',
};

/** Surface tones: [top, front, side]. */
export const T = {
  white: [C.white, C.frost, C.mist],
  mist: [C.frost, C.mist, '#a9bfd4'],
  slate: [C.mist, C.slate, C.slateD],
  steel: [C.steelL, C.steel, C.navy],
  copper: [C.copperL, C.copper, C.copperD],
  yellow: [C.yellowL, C.yellow, C.yellowD],
  sand: [C.sandL, C.sand, C.sandD],
};

export const FONT = 'Inter, Arial, sans-serif';
export const K = { x: 0.62, y: -0.36 };

export const r = (v) => Math.round(v * 10) / 10;
export const pt = (p) => `${r(p[0])},${r(p[1])}`;
export const pd = (a, close = true) => 'M' + a.map(pt).join('L') + (close ? 'Z' : '');
export const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
export const poly = (a, fill, extra = '') => path(pd(a), fill, extra);
export const pline = (a, extra = '') => `<path d="${pd(a, false)}" fill="none"${extra}/>`;
export const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}"${extra}/>`;
export const rrect = (x, y, w, h, rad, fill, extra = '') =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(rad)}" fill="${fill}"${extra}/>`;
export const circ = (cx, cy, rad, fill, extra = '') =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(rad)}" fill="${fill}"${extra}/>`;
export const ell = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}"${extra}/>`;
export const line = (x1, y1, x2, y2, extra = '') =>
  `<path d="M${r(x1)},${r(y1)}L${r(x2)},${r(y2)}"${extra}/>`;
export const g = (attrs, ...kids) => `<g ${attrs}>${kids.join('')}</g>`;
export const NS = ' stroke="none"';
export const sw = (w) => ` stroke-width="${w}"`;
export const STROKE = 'stroke="#0b2545" stroke-width="2" stroke-linejoin="round" stroke-linecap="round"';
export const text = (x, y, s, size, fill, extra = '') =>
  `<text x="${r(x)}" y="${r(y)}" font-family="${FONT}" font-size="${size}" fill="${fill}"${extra}>${s}</text>`;

export const range = (n) => Array.from({ length: n }, (_, i) => i);

/** Deterministic pseudo-random numbers so every build is identical. */
export function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

// ---------------------------------------------------------------- file wrapper and defs
let PFX = 'a';
export const id = (name) => `${PFX}-${name}`;
export const url = (name) => `url(#${PFX}-${name})`;

export function setFile(slug) {
  PFX = slug.replace(/[^a-z0-9]/gi, '').slice(0, 6).toLowerCase() || 'a';
}

const stops = (list) =>
  list.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${op}"` : ''}/>`).join('');

export const linGrad = (name, x1, y1, x2, y2, list) =>
  `<linearGradient id="${id(name)}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
export const radGrad = (name, cx, cy, rad, list) =>
  `<radialGradient id="${id(name)}" cx="${cx}" cy="${cy}" r="${rad}">${stops(list)}</radialGradient>`;

/** Hard-stop gradients that give cylinders three flat tones. */
function cylGrad(name, t, vertical = false) {
  const [l, m, dk] = t;
  const list = [
    [0, m],
    [0.12, m],
    [0.12, l],
    [0.34, l],
    [0.34, m],
    [0.7, m],
    [0.7, dk],
    [1, dk],
  ];
  return vertical ? linGrad(name, 0, 0, 0, 1, list) : linGrad(name, 0, 0, 1, 0, list);
}

const SKIES = {
  day: [
    [0, '#8da9c4'],
    [0.55, '#c9d6e3'],
    [1, '#eef4ed'],
  ],
  desert: [
    [0, '#a9bfd4'],
    [0.6, '#e6e6dc'],
    [1, '#f8ead0'],
  ],
  warm: [
    [0, '#8da9c4'],
    [0.6, '#dfe5e4'],
    [1, '#f8ead0'],
  ],
  sea: [
    [0, '#c9d6e3'],
    [0.35, '#8da9c4'],
    [1, '#13315c'],
  ],
};

/** Only the standard gradients that `body` actually references, plus `extra`. */
export function stdDefs(extra = '', body = '') {
  const used = (n) => body.includes(`url(#${id(n)})`);
  const list = [
    ...Object.entries(T).flatMap(([k, t]) => [
      used(`c${k}`) ? cylGrad(`c${k}`, t) : '',
      used(`h${k}`) ? cylGrad(`h${k}`, t, true) : '',
    ]),
    ...Object.entries(SKIES).map(([k, s]) => (used(`sky${k}`) ? linGrad(`sky${k}`, 0, 0, 0, 1, s) : '')),
  ];
  const all = list.join('') + extra;
  return all ? `<defs>${all}</defs>` : '';
}

const esc = (t) => t.replace(/&(?!amp;|lt;|gt;)/g, '&amp;').replace(/</g, '&lt;');

export function svgDoc(w, h, title, body, { defs = '', desc = '' } = {}) {
  const tid = id('t');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-labelledby="${tid}">` +
    `<title id="${tid}">${esc(title)}</title>` +
    (desc ? `<desc>${desc}</desc>` : '') +
    defs +
    body +
    '</svg>'
  );
}

// ---------------------------------------------------------------- solids
/** Box with front-bottom-left corner at (x,y). */
export function box(x, y, w, h, dp, t, extra = '') {
  const ox = dp * K.x;
  const oy = dp * K.y;
  return (
    poly(
      [
        [x + w, y],
        [x + w + ox, y + oy],
        [x + w + ox, y - h + oy],
        [x + w, y - h],
      ],
      t[2],
      extra,
    ) +
    poly(
      [
        [x, y - h],
        [x + w, y - h],
        [x + w + ox, y - h + oy],
        [x + ox, y - h + oy],
      ],
      t[0],
      extra,
    ) +
    rect(x, y - h, w, h, t[1], extra)
  );
}

/** Point on a side face whose front-bottom corner is (x,y): u along depth, v up. */
export const sp = (x, y, u, v) => [x + u * K.x, y + u * K.y - v];
/** Quad on a side face. */
export const sideQuad = (x, y, u, v, du, dv, fill, extra = '') =>
  poly([sp(x, y, u, v), sp(x, y, u + du, v), sp(x, y, u + du, v + dv), sp(x, y, u, v + dv)], fill, extra);
/** Point on a top face whose front-left corner is (x,y). */
export const tp = (x, y, a, u) => [x + a + u * K.x, y + u * K.y];

/** Grid of windows on a front face. */
export function windows(x, y, w, h, cols, rows, fill, { gx = 6, gy = 6, extra = '' } = {}) {
  const cw = (w - gx * (cols + 1)) / cols;
  const ch = (h - gy * (rows + 1)) / rows;
  let s = '';
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++)
      s += rect(x + gx + i * (cw + gx), y + gy + j * (ch + gy), cw, ch, fill, extra);
  return s;
}

/** Grid of windows on a side face (x,y = front-bottom-right corner of the box). */
export function sideWindows(x, y, depth, h, cols, rows, fill, { gx = 5, gy = 6, v0 = 0, extra = '' } = {}) {
  const cw = (depth - gx * (cols + 1)) / cols;
  const ch = (h - gy * (rows + 1)) / rows;
  let s = '';
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++)
      s += sideQuad(x, y, gx + i * (cw + gx), v0 + gy + j * (ch + gy), cw, ch, fill, extra);
  return s;
}

/** Vertical cylinder, bottom centre (cx,yb). */
export function vcyl(cx, yb, rx, h, tone, { ry = rx * 0.28, cap = 'flat', extra = '' } = {}) {
  const t = T[tone];
  let s = path(
    `M${r(cx - rx)},${r(yb - h)}L${r(cx - rx)},${r(yb)}A${r(rx)},${r(ry)} 0 0 0 ${r(cx + rx)},${r(yb)}L${r(cx + rx)},${r(yb - h)}Z`,
    url(`c${tone}`),
    extra,
  );
  if (cap === 'flat') s += ell(cx, yb - h, rx, ry, t[0], extra);
  else if (cap === 'dome')
    s += path(
      `M${r(cx - rx)},${r(yb - h)}A${r(rx)},${r(rx * 0.75)} 0 0 1 ${r(cx + rx)},${r(yb - h)}A${r(rx)},${r(ry)} 0 0 1 ${r(cx - rx)},${r(yb - h)}Z`,
      url(`c${tone}`),
      extra,
    );
  else if (cap === 'cone')
    s += path(
      `M${r(cx - rx)},${r(yb - h)}L${r(cx)},${r(yb - h - rx * 0.22)}L${r(cx + rx)},${r(yb - h)}A${r(rx)},${r(ry)} 0 0 1 ${r(cx - rx)},${r(yb - h)}Z`,
      t[0],
      extra,
    );
  return s;
}

/** Horizontal vessel with dished heads, centre line y=yc, from x to x+len. */
export function hcyl(x, yc, len, rad, tone, extra = '') {
  const hd = rad * 0.45;
  return path(
    `M${r(x)},${r(yc - rad)}L${r(x + len)},${r(yc - rad)}A${r(hd)},${r(rad)} 0 0 1 ${r(x + len)},${r(yc + rad)}L${r(x)},${r(yc + rad)}A${r(hd)},${r(rad)} 0 0 1 ${r(x)},${r(yc - rad)}Z`,
    url(`h${tone}`),
    extra,
  );
}

/** Saddle support under a horizontal vessel. */
export const saddle = (x, yc, rad, ground, tone = 'slate') =>
  poly(
    [
      [x - rad * 0.5, yc + rad * 0.7],
      [x + rad * 0.5, yc + rad * 0.7],
      [x + rad * 0.55, ground],
      [x - rad * 0.55, ground],
    ],
    T[tone][1],
  );

/** A pipe or cable: navy outline under a coloured core. */
export function pipe(d, w, col, { hi = false } = {}) {
  let s = `<path d="${d}" fill="none" stroke="${C.navy}" stroke-width="${w + 4}"/>` + `<path d="${d}" fill="none" stroke="${col}" stroke-width="${w}"/>`;
  if (hi) s += `<path d="${d}" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="${Math.max(1, w * 0.22)}" transform="translate(${-w * 0.2},${-w * 0.2})"/>`;
  return s;
}
export const pipeP = (a, w, col, o) => pipe(pd(a, false), w, col, o);

/** Lattice between two parallel chords. a,b = start points of chords, dx,dy = direction vector (length). */
export function truss(p1, p2, q1, q2, n, extra = '') {
  let s = pline([p1, p2], extra) + pline([q1, q2], extra);
  let d = '';
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const a = [p1[0] + (p2[0] - p1[0]) * t, p1[1] + (p2[1] - p1[1]) * t];
    const b = [q1[0] + (q2[0] - q1[0]) * t, q1[1] + (q2[1] - q1[1]) * t];
    d += `M${pt(a)}L${pt(b)}`;
    if (i < n) {
      const t2 = (i + 1) / n;
      const b2 = [q1[0] + (q2[0] - q1[0]) * t2, q1[1] + (q2[1] - q1[1]) * t2];
      d += `M${pt(a)}L${pt(b2)}`;
    }
  }
  return s + `<path d="${d}" fill="none"${extra}/>`;
}

export function ladder(x, yTop, yBot, w = 8, extra = '') {
  let d = `M${r(x)},${r(yTop)}V${r(yBot)}M${r(x + w)},${r(yTop)}V${r(yBot)}`;
  for (let y = yTop + 5; y < yBot; y += 6) d += `M${r(x)},${r(y)}H${r(x + w)}`;
  return `<path d="${d}" fill="none"${extra}/>`;
}

export function railing(x1, x2, y, h = 10, step = 12, extra = '') {
  let d = `M${r(x1)},${r(y - h)}H${r(x2)}M${r(x1)},${r(y - h / 2)}H${r(x2)}`;
  for (let x = x1; x <= x2 + 0.1; x += step) d += `M${r(x)},${r(y)}V${r(y - h)}`;
  return `<path d="${d}" fill="none"${extra}/>`;
}

// ---------------------------------------------------------------- scenery
export function cloud(x, y, s = 1, op = 0.85) {
  return `<path d="M${r(x)},${r(y)}h${r(120 * s)}a${r(16 * s)},${r(16 * s)} 0 0 0 -14,${r(-22 * s)}a${r(22 * s)},${r(22 * s)} 0 0 0 ${r(-34 * s)},${r(-16 * s)}a${r(28 * s)},${r(28 * s)} 0 0 0 ${r(-48 * s)},${r(4 * s)}a${r(18 * s)},${r(18 * s)} 0 0 0 ${r(-24 * s)},${r(34 * s)}z" fill="#fff" fill-opacity="${op}" stroke="none"/>`;
}

export function sun(x, y, rad, col = C.yellowL) {
  return circ(x, y, rad * 1.8, col, ' fill-opacity=".25" stroke="none"') + circ(x, y, rad, col, ' stroke="none"');
}

export function sky(w, h, kind = 'day') {
  return rect(0, 0, w, h, url(`sky${kind}`), NS);
}

/** Soft far-off skyline silhouette. */
export function farSkyline(y, x0, x1, seed, col = '#b3c7da', maxH = 60) {
  const rand = rng(seed);
  let s = '';
  let x = x0;
  while (x < x1) {
    const w = 14 + rand() * 30;
    const h = 10 + rand() * maxH;
    s += rect(x, y - h, w, h + 2, col, NS);
    if (rand() > 0.75) s += rect(x + w / 2 - 1, y - h - 14, 2, 14, col, NS);
    x += w + rand() * 8;
  }
  return s;
}

export function palm(x, y, h = 90, s = 1, lean = 8) {
  const top = [x + lean, y - h];
  let trunk = `M${r(x - 4 * s)},${r(y)}Q${r(x + lean * 0.2)},${r(y - h / 2)} ${r(top[0] - 2)},${r(top[1])}L${r(top[0] + 2)},${r(top[1])}Q${r(x + lean * 0.4 + 5 * s)},${r(y - h / 2)} ${r(x + 4 * s)},${r(y)}Z`;
  let out = path(trunk, C.copperD);
  let rings = '';
  for (let i = 1; i < 7; i++) {
    const t = i / 7;
    const yy = y - h * t;
    const xx = x + lean * t * t;
    rings += `M${r(xx - 3.5 * s)},${r(yy)}L${r(xx + 3.5 * s)},${r(yy - 1)}`;
  }
  out += `<path d="${rings}" fill="none" stroke-width="1.2"/>`;
  const fronds = [
    [-1, 0.15],
    [-0.75, -0.35],
    [-0.25, -0.6],
    [0.3, -0.55],
    [0.8, -0.25],
    [1, 0.2],
  ];
  fronds.forEach(([dx, dy], i) => {
    const L = (34 + (i % 2) * 8) * s;
    const ex = top[0] + dx * L;
    const ey = top[1] + dy * L + 10 * s;
    const mx = top[0] + dx * L * 0.5;
    const my = top[1] + dy * L - 10 * s;
    out += path(
      `M${pt(top)}Q${r(mx)},${r(my - 4 * s)} ${r(ex)},${r(ey)}Q${r(mx + 2)},${r(my + 7 * s)} ${pt(top)}Z`,
      i % 2 ? C.steel : C.steelL,
    );
  });
  out += circ(top[0], top[1] + 2, 4 * s, C.copperD);
  return out;
}

// ---------------------------------------------------------------- people
const ARMS = {
  down: [
    [-12, -68, -15, -54, -14, -41],
    [12, -68, 15, -54, 14, -41],
  ],
  tablet: [
    [-12, -68, -13, -53, 1, -51],
    [12, -68, 14, -55, 20, -57],
  ],
  point: [
    [-12, -68, -15, -54, -14, -41],
    [12, -68, 25, -77, 37, -86],
  ],
  hold: [
    [-12, -68, -14, -54, -4, -50],
    [12, -68, 14, -55, 5, -50],
  ],
  fold: [
    [-12, -68, -14, -56, 8, -56],
    [12, -68, 14, -58, -6, -58],
  ],
  wave: [
    [-12, -68, -15, -54, -14, -41],
    [12, -68, 22, -84, 22, -100],
  ],
  desk: [
    [-12, -68, -12, -52, 8, -47],
    [12, -68, 16, -52, 26, -47],
  ],
  roll: [
    [-12, -68, -15, -54, -14, -41],
    [12, -68, 15, -56, 10, -50],
  ],
  hip: [
    [-12, -68, -20, -56, -12, -45],
    [12, -68, 15, -54, 14, -41],
  ],
  work: [
    [-12, -68, -8, -52, 10, -46],
    [12, -68, 20, -54, 30, -48],
  ],
};

/**
 * Person with feet at (x,y). s = scale (1 = about 92 px tall).
 * o: shirt, legs, skin, hat ('hard'|'hair'|'hairL'|'scarf'|'bald'), hatCol, hair, vest, arms, dir (1 faces right), seated.
 */
export function person(x, y, s = 1, o = {}) {
  const {
    shirt = C.steel,
    legs = C.navy,
    skin = C.skin1,
    hat = 'hard',
    hatCol = C.white,
    vest = null,
    arms = 'down',
    dir = 1,
    hair = C.hair,
    seated = false,
  } = o;
  const P = (px, py) => [x + px * s * dir, y + py * s];
  const Q = (...a) => {
    let d = '';
    for (let i = 0; i < a.length; i += 2) d += pt(P(a[i], a[i + 1])) + ' ';
    return d.trim();
  };
  const sw1 = ` stroke-width="${r(Math.min(2, 1.2 + s * 0.35))}"`;
  let out = '';
  const arc = (sweep) => (dir === 1 ? sweep : 1 - sweep);
  // long hair sits behind the body
  if (hat === 'hairL') out += path(`M${Q(-9, -86)}Q${Q(-13, -70, -8, -64)}L${Q(8, -64)}Q${Q(12, -72, 9, -86)}Z`, hair);
  if (seated === 'legs') {
    out += path(`M${Q(-11, -44)}L${Q(18, -44, 20, -40, 20, -4, 12, -4, 12, -34, -11, -34)}Z`, legs);
    out += path(`M${Q(11, -5)}L${Q(22, -5)}Q${Q(26, -3, 25, 0)}L${Q(11, 0)}Z`, C.navy, sw1);
  }
  if (!seated) {
    out += path(`M${Q(-11, -40)}L${Q(11, -40, 11.5, -4, 2.5, -4, 0, -26, -2.5, -4, -11.5, -4)}Z`, legs);
    out += path(`M${Q(-12, -5)}L${Q(-2, -5, -1, 0, -13, 0)}Q${Q(-14, -2.5, -12, -5)}Z`, C.navy, sw1);
    out += path(`M${Q(2, -5)}L${Q(12, -5)}Q${Q(16, -3, 15, 0)}L${Q(2, 0)}Z`, C.navy, sw1);
  }
  const [aL, aR] = ARMS[arms] || ARMS.down;
  const limb = (a) => pipe(`M${Q(a[0], a[1])}Q${Q(a[2], a[3], a[4], a[5])}`, 7 * s, shirt);
  const hand = (a) => circ(...P(a[4], a[5]), 3.6 * s, skin, sw1);
  out += limb(aL) + hand(aL);
  // torso with rounded shoulders
  out += path(`M${Q(-11, -38)}L${Q(-13, -65)}Q${Q(-13.5, -72, -7, -73)}L${Q(7, -73)}Q${Q(13.5, -72, 13, -65)}L${Q(11, -38)}Z`, shirt);
  if (vest) {
    out += path(`M${Q(-12.6, -64)}Q${Q(-12.5, -71, -7, -72.5)}L${Q(-2.5, -60, 2.5, -60, 7, -72.5)}Q${Q(12.5, -71, 12.6, -64)}L${Q(10.8, -40, -10.8, -40)}Z`, vest, sw1);
    out += line(...P(-11.7, -50), ...P(11.7, -50), ` stroke="${C.white}" stroke-width="${r(3 * s)}"`);
  } else {
    out += path(`M${Q(-4.5, -73)}L${Q(0, -66, 4.5, -73)}Z`, skin, sw1);
  }
  // neck, head, ear
  out += rect(...P(dir === 1 ? -3 : 3, -79), 6 * s, 7 * s, skin, sw1);
  out += circ(...P(0, -85), 8.6 * s, skin);
  if (hat === 'hard') {
    out += path(`M${Q(-10, -86)}A${r(10 * s)},${r(10.5 * s)} 0 0 ${arc(1)} ${Q(10, -86)}Z`, hatCol);
    out += path(`M${Q(-11.5, -86)}L${Q(14, -86)}`, 'none', ` stroke-width="${r(3.4 * s)}"`);
    out += path(`M${Q(-11.5, -86)}L${Q(14, -86)}`, 'none', ` stroke="${hatCol}" stroke-width="${r(1.4 * s)}"`);
    out += path(`M${Q(-2, -95.6)}L${Q(2, -95.6)}`, 'none', ` stroke-width="${r(1 * s)}"`);
  } else if (hat === 'hair' || hat === 'hairL') {
    out += path(`M${Q(-9, -83)}A${r(9 * s)},${r(9.4 * s)} 0 0 ${arc(1)} ${Q(9, -86)}Q${Q(3, -88, -2, -86)}Q${Q(-5, -84, -5, -80)}Z`, hair);
  } else if (hat === 'scarf') {
    out += path(`M${Q(-7, -72)}Q${Q(-11.5, -76, -10.5, -86)}A${r(10.5 * s)},${r(10.5 * s)} 0 0 ${arc(1)} ${Q(10, -83)}Q${Q(11, -74, 9, -71)}Z`, hair);
    out += path(`M${Q(1, -92)}Q${Q(7.5, -92, 7.5, -84)}Q${Q(7, -77, 2, -76)}Q${Q(-1, -80, 1, -92)}Z`, skin, ' stroke="none"');
  }
  if (hat !== 'scarf') out += circ(...P(-4.5, -83.5), 1.7 * s, C.navy, ' fill-opacity=".2" stroke="none"');
  if (arms === 'tablet') {
    out += poly([P(-2, -63), P(22, -67), P(24, -51), P(0, -47)], C.navy, sw1);
    out += poly([P(1, -61), P(20, -64), P(21.5, -53), P(2.5, -50)], C.slate, ' stroke="none"');
    out += rect(...P(dir === 1 ? 4 : 12, -60), 7 * s, 2.4 * s, C.copper, ' stroke="none"');
  }
  out += limb(aR) + hand(aR);
  return out;
}
