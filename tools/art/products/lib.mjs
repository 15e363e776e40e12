// Shared drawing kit for the product, service and industry illustrations.
// Orthographic isometric projection, flat 2-3 tone shading, 2px navy line work.

export const C = {
  navy: '#0b2545',
  navyL: '#1c3a63',
  steel: '#13315c',
  steel2: '#1f4a7c',
  steel3: '#2f6399',
  slateD: '#6d8cab',
  slate: '#8da9c4',
  slate2: '#abc0d5',
  light: '#c9d6e3',
  light2: '#dce6ef',
  pale: '#eef4ed',
  white: '#ffffff',
  copperL: '#f3a35c',
  copper: '#e07a1f',
  copperD: '#b35d12',
  red: '#c4461b',
  yellowL: '#f7d98e',
  yellow: '#f2c14e',
  yellowD: '#d6a22f',
};

// Tone ramps: [light (top), mid (left/front), dark (right/side)]
export const R = {
  metal: ['#f3f7fa', '#d8e2eb', '#aebfd0'],
  slate: ['#c9d6e3', '#a9bfd4', '#8da9c4'],
  steel: ['#3a6da3', '#1f4a7c', '#13315c'],
  navy: ['#2a4a74', '#173457', '#0b2545'],
  copper: ['#f6b26f', '#e07a1f', '#b35d12'],
  yellow: ['#f8dc94', '#f2c14e', '#d6a22f'],
  white: ['#ffffff', '#eef4ed', '#d3dde7'],
  pale: ['#f7f9fb', '#e3eaf1', '#c9d6e3'],
  concrete: ['#e9edf1', '#d2dae2', '#b3c0cc'],
  sand: ['#f6ecd5', '#ecdcb8', '#d9c293'],
  sage: ['#d4e2d3', '#afc8b3', '#86a690'],
  water: ['#9fc3e6', '#6f9fcf', '#3f74a9'],
  red: ['#e0704a', '#c4461b', '#9a3414'],
};

export const f = (n) => Math.round(n * 10) / 10;
export const pt = (p) => `${f(p[0])},${f(p[1])}`;

const hex = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
export function mix(a, b, t) {
  const A = hex(a);
  const B = hex(b);
  return (
    '#' +
    A.map((v, i) =>
      Math.round(v + (B[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    ).join('')
  );
}

// ---------- projection ----------
const COS = Math.cos(Math.PI / 6);
const unit = (a) => a.map((v) => v / Math.hypot(...a));
// standard isometric: x runs down-right, y down-left, z up
export function iso(ox, oy, s = 1) {
  const P = (x, y, z = 0) => [ox + (x - y) * COS * s, oy + (x + y) * 0.5 * s - z * s];
  P.v = (x, y, z = 0) => [(x - y) * COS * s, (x + y) * 0.5 * s - z * s];
  P.s = s;
  P.V = unit([1, 1, 1]);
  return P;
}
// general orthographic camera: azimuth/elevation in degrees (iso = 45, 35.26)
export function cam(ox, oy, az, el, s = 1) {
  const a = (az * Math.PI) / 180;
  const e = (el * Math.PI) / 180;
  const Vv = [Math.cos(e) * Math.cos(a), Math.cos(e) * Math.sin(a), Math.sin(e)];
  const r = [Math.sin(a), -Math.cos(a), 0];
  const u = [r[1] * Vv[2] - r[2] * Vv[1], r[2] * Vv[0] - r[0] * Vv[2], r[0] * Vv[1] - r[1] * Vv[0]];
  const k = s * 1.2247;
  const v = (x, y, z = 0) => [
    (x * r[0] + y * r[1] + z * r[2]) * k,
    -(x * u[0] + y * u[1] + z * u[2]) * k,
  ];
  const P = (x, y, z = 0) => {
    const q = v(x, y, z);
    return [ox + q[0], oy + q[1]];
  };
  P.v = v;
  P.s = s;
  P.V = Vv;
  return P;
}
const LIGHT = unit([-0.2, 0.55, 1]);
export const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const add = (a, b, k = 1) => [a[0] + b[0] * k, a[1] + b[1] * k, a[2] + b[2] * k];
export const scale = (a, k) => [a[0] * k, a[1] * k, a[2] * k];
const cross = (a, b) => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const norm = (a) => scale(a, 1 / Math.hypot(...a));
export function basis(axis) {
  const a = norm(axis);
  const ref = Math.abs(a[2]) > 0.9 ? [1, 0, 0] : [0, 0, 1];
  const u = norm(cross(ref, a));
  const v = cross(a, u);
  return [a, u, v];
}

// shade a ramp by a surface normal (3D): top -> ramp[0], +y face -> ramp[1], +x face -> ramp[2]
const BT = LIGHT[2];
const BL = LIGHT[1];
export function shadeN(ramp, n) {
  const b = Math.max(0, dot(norm(n), LIGHT));
  if (b >= BL) return mix(ramp[1], ramp[0], Math.min(1, (b - BL) / (BT - BL)));
  return mix(ramp[2], ramp[1], b / BL);
}

// ---------- document ----------
/** Gradient stops: [[offset, colour, opacity?], ...]. */
const stopsOf = (stops) =>
  stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op != null ? ` stop-opacity="${op}"` : ''}/>`)
    .join('');

export class Doc {
  constructor(title, desc) {
    this.title = title;
    this.desc = desc;
    this.defs = [];
    this.body = [];
    this.n = 0;
  }
  uid(p = 'i') {
    this.n += 1;
    return p + this.n;
  }
  add(...s) {
    this.body.push(...s.flat(Infinity).filter(Boolean));
    return this;
  }
  def(s) {
    this.defs.push(s);
  }
  // linear gradient in user space; stops: [[offset, colour, opacity?], ...]
  grad(stops, x1, y1, x2, y2) {
    const id = this.uid('g');
    const st = stopsOf(stops);
    this.def(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${st}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  // hard-banded gradient (flat tones) between two points: [light, mid, dark]
  // stops live in one shared template per ramp; instances only carry coordinates
  bands(ramp, a, b, hi = 0.22, lo = 0.68) {
    this.tpl = this.tpl || new Map();
    const key = ramp.join() + hi + lo;
    if (!this.tpl.has(key)) {
      const id = this.uid('b');
      const st = [
        [0, ramp[1]],
        [0.08, ramp[1]],
        [0.08, ramp[0]],
        [hi, ramp[0]],
        [hi, ramp[1]],
        [lo, ramp[1]],
        [lo, ramp[2]],
        [1, ramp[2]],
      ]
        .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
        .join('');
      this.def(`<linearGradient id="${id}" gradientUnits="userSpaceOnUse">${st}</linearGradient>`);
      this.tpl.set(key, id);
    }
    const id = this.uid('g');
    this.def(
      `<linearGradient id="${id}" href="#${this.tpl.get(key)}" x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}"/>`,
    );
    return `url(#${id})`;
  }
  radial(stops, cx, cy, r) {
    const id = this.uid('r');
    const st = stopsOf(stops);
    this.def(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${st}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  clip(d) {
    const id = this.uid('c');
    this.def(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }
  render() {
    const t = esc(this.title);
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-labelledby="t d">` +
      `<title id="t">${t}</title><desc id="d">${esc(this.desc)}</desc>` +
      `<defs><style>.k *,.k{vector-effect:non-scaling-stroke}</style>` +
      `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef3f8"/><stop offset="1" stop-color="#f7f9fb"/></linearGradient>` +
      `<pattern id="gd" width="20" height="20" patternUnits="userSpaceOnUse"><path d="M20 0H0V20" fill="none" stroke="#8da9c4" stroke-opacity=".22"/></pattern>` +
      `<pattern id="gD" width="100" height="100" patternUnits="userSpaceOnUse"><path d="M100 0H0V100" fill="none" stroke="#8da9c4" stroke-opacity=".32"/></pattern>` +
      `<radialGradient id="vg" cx=".5" cy=".48" r=".62"><stop offset=".55" stop-color="#f7f9fb" stop-opacity="0"/><stop offset="1" stop-color="#f7f9fb" stop-opacity=".9"/></radialGradient>` +
      `<radialGradient id="sh"><stop offset="0" stop-color="#0b2545" stop-opacity=".2"/><stop offset=".6" stop-color="#0b2545" stop-opacity=".08"/><stop offset="1" stop-color="#0b2545" stop-opacity="0"/></radialGradient>` +
      this.defs.join('') +
      `</defs>` +
      `<rect width="800" height="600" fill="url(#bg)"/><rect width="800" height="600" fill="url(#gd)"/><rect width="800" height="600" fill="url(#gD)"/><rect width="800" height="600" fill="url(#vg)"/>` +
      `<g fill="none" stroke="#0b2545" stroke-width="2" stroke-linejoin="round" stroke-linecap="round">` +
      this.body.join('') +
      `</g></svg>\n`
    );
  }
}
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// ---------- primitives (return strings) ----------
const at = (o) =>
  Object.entries(o || {})
    .map(([k, v]) => ` ${k.replace(/[A-Z]/g, (m) => '-' + m.toLowerCase())}="${v}"`)
    .join('');
export const dPoly = (pts, close = true) => 'M' + pts.map(pt).join('L') + (close ? 'Z' : '');
export const poly = (pts, fill, o) => `<path d="${dPoly(pts)}" fill="${fill}"${at(o)}/>`;
export const pline = (pts, o) => `<path d="${dPoly(pts, false)}"${at(o)}/>`;
export const path = (d, fill, o) => `<path d="${d}" fill="${fill || 'none'}"${at(o)}/>`;
export const line = (a, b, o) => `<path d="M${pt(a)}L${pt(b)}"${at(o)}/>`;
export const circ = (cx, cy, r, fill, o) =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill || 'none'}"${at(o)}/>`;
export const ell = (cx, cy, rx, ry, fill, o) =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill || 'none'}"${at(o)}/>`;
export const rect = (x, y, w, h, fill, o) =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill || 'none'}"${at(o)}/>`;
export const g = (attrs, ...kids) => `<g${at(attrs)}>${kids.flat(Infinity).join('')}</g>`;
export const NS = { stroke: 'none' };
export const TH = { strokeWidth: 1.25 };
export const text = (x, y, s, size, fill, o) =>
  `<text x="${f(x)}" y="${f(y)}" font-family="sans-serif" font-size="${size}" font-weight="700" fill="${fill}" stroke="none"${at(o)}>${esc(s)}</text>`;

// soft contact shadow
export const shadow = (cx, cy, rx, ry, op = 1) =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#sh)" stroke="none"${op !== 1 ? ` opacity="${op}"` : ''}/>`;

// map local 2D drawing (a right, b down) onto a 3D plane: origin o, unit vectors u, v
export function plane(P, o, u, v, ...kids) {
  const p = P(...o);
  const a = P.v(...u);
  const b = P.v(...v);
  return `<g class="k" transform="matrix(${f4(a[0])} ${f4(a[1])} ${f4(b[0])} ${f4(b[1])} ${f(p[0])} ${f(p[1])})">${kids.flat(Infinity).join('')}</g>`;
}
const f4 = (n) => Math.round(n * 1000) / 1000;
// common planes
export const X = [1, 0, 0];
export const Y = [0, 1, 0];
export const Z = [0, 0, 1];
export const nX = [-1, 0, 0];
export const nY = [0, -1, 0];
export const nZ = [0, 0, -1];
// front-left face (faces +y): local a along +x, b down
export const faceL = (P, o, ...k) => plane(P, o, X, nZ, ...k);
// front-right face (faces +x): local a along -y, b down
export const faceR = (P, o, ...k) => plane(P, o, nY, nZ, ...k);
// top face: local a along +x, b along +y
export const faceT = (P, o, ...k) => plane(P, o, X, Y, ...k);

// axis-aligned box with three visible faces
export function box(P, x, y, z, w, d, h, ramp, o = {}) {
  const t = o.top || ramp[0];
  const l = o.left || ramp[1];
  const r = o.right || ramp[2];
  const A = o.attrs || {};
  return [
    poly([P(x, y, z + h), P(x + w, y, z + h), P(x + w, y + d, z + h), P(x, y + d, z + h)], t, A),
    poly([P(x, y + d, z), P(x + w, y + d, z), P(x + w, y + d, z + h), P(x, y + d, z + h)], l, A),
    poly([P(x + w, y, z), P(x + w, y + d, z), P(x + w, y + d, z + h), P(x + w, y, z + h)], r, A),
  ].join('');
}

// ellipse of a 3D circle, as an SVG element
export function disc(P, c, axis, r, fill, o) {
  const [, u, v] = basis(axis);
  return plane(P, c, u, v, circ(0, 0, r, fill, o));
}

// cylinder or frustum along axis from c0, length L, radii r0 -> r1
// opts: ramp, cap (front cap fill), capInner (bore radius), back (back cap fill)
export function cyl(doc, P, c0, axis, L, r0, r1, opts = {}) {
  const ramp = opts.ramp || R.metal;
  const [a, u, v] = basis(axis);
  const c1 = add(c0, a, L);
  const V = P.V;
  const ua = dot(u, V);
  const vb = dot(v, V);
  const k = (r0 - r1) / L;
  const cc = k * dot(a, V);
  const Rr = Math.hypot(ua, vb);
  const E = (c, r, t) => P(...add(add(c, u, r * Math.cos(t)), v, r * Math.sin(t)));
  const out = [];
  const frontIsEnd = dot(a, V) >= 0;
  const cb = frontIsEnd ? c0 : c1;
  const cf = frontIsEnd ? c1 : c0;
  const rb = frontIsEnd ? r0 : r1;
  const rf = frontIsEnd ? r1 : r0;
  out.push(disc(P, cb, a, rb, opts.back || ramp[2]));
  if (Math.abs(cc / Rr) < 1) {
    const phi = Math.atan2(vb, ua);
    const dt = Math.acos(Math.max(-1, Math.min(1, -cc / Rr)));
    const t1 = phi + dt;
    const t2 = phi - dt;
    const A0 = E(c0, r0, t1);
    const A1 = E(c1, r1, t1);
    const B0 = E(c0, r0, t2);
    const B1 = E(c1, r1, t2);
    // which silhouette is lit (upper-left on screen)
    const lit = A0[0] + A0[1] < B0[0] + B0[1];
    const fill =
      opts.flat ||
      (lit ? doc.bands(ramp, A0, B0, opts.hi, opts.lo) : doc.bands(ramp, B0, A0, opts.hi, opts.lo));
    out.push(poly([A0, A1, B1, B0], fill, NS));
    out.push(line(A0, A1), line(B0, B1));
    if (opts.rings) {
      for (const s of opts.rings) {
        const c = add(c0, a, s * L);
        const r = r0 + (r1 - r0) * s;
        out.push(pline(arcPts(c, r, phi), opts.ringAttrs || TH));
      }
    }
  }
  out.push(disc(P, cf, a, rf, opts.cap || ramp[0]));
  if (opts.bore) out.push(disc(P, cf, a, opts.bore, opts.boreFill || C.navyL));
  return out.join('');
  function arcPts(c, r, phi) {
    const pts = [];
    for (let i = 0; i <= 12; i++) pts.push(E(c, r, phi - Math.PI / 2 + (Math.PI * i) / 12));
    return pts;
  }
}

// visible front half-ring of a 3D circle (for seams, threads) as a path
export function ring(P, c, axis, r, o = TH) {
  const [, u, v] = basis(axis);
  const V = P.V;
  const phi = Math.atan2(dot(v, V), dot(u, V));
  const pts = [];
  for (let i = 0; i <= 14; i++) {
    const t = phi - Math.PI / 2 + (Math.PI * i) / 14;
    pts.push(P(...add(add(c, u, r * Math.cos(t)), v, r * Math.sin(t))));
  }
  return pline(pts, o);
}

// convex prism: 2D polygon (in u,v of axis basis) extruded along axis
export function prism(P, c0, axis, L, poly2, ramp, o = {}) {
  const [a, u, v] = basis(axis);
  const V = P.V;
  const to3 = (c, p) => add(add(c, u, p[0]), v, p[1]);
  const c1 = add(c0, a, L);
  const out = [];
  const n = poly2.length;
  // polygon orientation
  let area = 0;
  for (let i = 0; i < n; i++) {
    const p = poly2[i];
    const q = poly2[(i + 1) % n];
    area += p[0] * q[1] - q[0] * p[1];
  }
  const sgn = area > 0 ? 1 : -1;
  for (let i = 0; i < n; i++) {
    const p = poly2[i];
    const q = poly2[(i + 1) % n];
    // outward normal in 2D
    const nx = (q[1] - p[1]) * sgn;
    const ny = -(q[0] - p[0]) * sgn;
    const n3 = add(scale(u, nx), v, ny);
    if (dot(n3, V) <= 1e-6) continue;
    out.push(
      poly(
        [P(...to3(c0, p)), P(...to3(c0, q)), P(...to3(c1, q)), P(...to3(c1, p))],
        shadeN(ramp, n3),
        o.attrs,
      ),
    );
  }
  const front = dot(a, V) >= 0;
  const cf = front ? c1 : c0;
  out.push(
    poly(
      poly2.map((p) => P(...to3(cf, p))),
      o.cap || shadeN(ramp, front ? a : scale(a, -1)),
      o.attrs,
    ),
  );
  if (o.bore) out.push(disc(P, cf, a, o.bore, o.boreFill || C.navyL));
  return out.join('');
}
export const hexPts = (r, rot = 0) =>
  Array.from({ length: 6 }, (_, i) => {
    const t = rot + (i * Math.PI) / 3;
    return [r * Math.cos(t), r * Math.sin(t)];
  });

// thick flexible cable along a 2D path: outline, body, highlight
export function cable(d, w, col, hi, o = {}) {
  const off = o.off ?? -w * 0.22;
  return [
    `<path d="${d}" stroke="${C.navy}" stroke-width="${f(w + 4)}"/>`,
    `<path d="${d}" stroke="${col}" stroke-width="${f(w)}"/>`,
    hi
      ? `<path d="${d}" stroke="${hi}" stroke-width="${f(Math.max(1.5, w * 0.22))}" transform="translate(0 ${f(off)})" stroke-opacity=".9"/>`
      : '',
  ].join('');
}

// 3D polyline projected
export const pl3 = (P, pts, o) =>
  pline(
    pts.map((p) => P(...p)),
    o,
  );
export const po3 = (P, pts, fill, o) =>
  poly(
    pts.map((p) => P(...p)),
    fill,
    o,
  );
