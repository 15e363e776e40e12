// Reusable technical components (cable tray, terminals, glands, drums ...)
import {
  C,
  R,
  box,
  cyl,
  prism,
  hexPts,
  plane,
  rect,
  circ,
  line,
  poly,
  pline,
  po3,
  add,
  basis,
  dot,
  NS,
  TH,
  X,
  Y,
  nZ,
} from './lib.mjs';

// slot pattern for perforated tray, in local plane units
export function perfPattern(doc, w = 22, h = 12) {
  const id = doc.uid('p');
  doc.def(
    `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"><rect x="${w * 0.2}" y="${h * 0.3}" width="${w * 0.5}" height="${h * 0.38}" rx="${h * 0.19}" fill="#0b2545" fill-opacity=".55"/></pattern>`,
  );
  return `url(#${id})`;
}

// cable tray along x. type: 'ladder' | 'perf'. cables: [[yOffset, r, ramp], ...]
export function trayX(doc, P, x0, y0, z0, L, W, H, o = {}) {
  const type = o.type || 'perf';
  const ramp = o.ramp || R.metal;
  const out = [];
  const t = 3;
  // back rail
  out.push(box(P, x0, y0, z0, L, t, H, ramp));
  out.push(box(P, x0, y0, z0 + H, L, 10, 2, ramp));
  if (type === 'ladder') {
    for (let x = x0 + 14; x < x0 + L - 8; x += 34)
      out.push(box(P, x, y0 + t, z0, 10, W - 2 * t, 5, ramp));
  } else {
    out.push(box(P, x0, y0 + t, z0, L, W - 2 * t, 2, ramp));
    out.push(
      plane(
        P,
        [x0, y0 + t, z0 + 2],
        X,
        Y,
        rect(6, 6, L - 12, W - 2 * t - 12, perfPattern(doc), NS),
      ),
    );
  }
  // cables
  const cables = (o.cables || []).slice().sort((a, b) => a[0] - b[0]);
  for (const [yy, r, cr, ext] of cables) {
    out.push(
      cyl(
        doc,
        P,
        [x0 - (ext || 0), y0 + yy, z0 + (type === 'ladder' ? 5 : 2) + r],
        X,
        L + 2 * (ext || 0),
        r,
        r,
        {
          ramp: cr,
          cap: cr[1],
        },
      ),
    );
  }
  // front rail
  out.push(box(P, x0, y0 + W - t, z0, L, t, H, ramp));
  out.push(box(P, x0, y0 + W - 10, z0 + H, L, 10, 2, ramp));
  if (type === 'perf' || o.holes) {
    out.push(
      plane(
        P,
        [x0, y0 + W, z0 + H],
        X,
        nZ,
        rect(8, H * 0.3, L - 16, H * 0.42, perfPattern(doc, 26, H * 0.42), NS),
      ),
    );
  }
  return out.join('');
}

// strut channel (41x41) vertical or along x / y
export function strut(P, x, y, z, w, d, h, ramp = R.metal) {
  return box(P, x, y, z, w, d, h, ramp);
}

// DIN-rail terminal block (stepped), x = thickness direction
export function terminal(P, x, y, z, t, ramp, o = {}) {
  const out = [];
  out.push(box(P, x, y, z, t, 44, 26, ramp, { attrs: TH }));
  out.push(box(P, x, y + 10, z + 26, t, 24, 22, ramp, { attrs: TH }));
  // screw openings on the step tops
  out.push(
    po3(
      P,
      [
        [x + 1.5, y + 36, z + 26],
        [x + t - 1.5, y + 36, z + 26],
        [x + t - 1.5, y + 42, z + 26],
        [x + 1.5, y + 42, z + 26],
      ],
      C.navy,
      NS,
    ),
  );
  out.push(
    po3(
      P,
      [
        [x + 1.5, y + 2, z + 26],
        [x + t - 1.5, y + 2, z + 26],
        [x + t - 1.5, y + 8, z + 26],
        [x + 1.5, y + 8, z + 26],
      ],
      C.navyL,
      NS,
    ),
  );
  if (o.marker) out.push(box(P, x + 1, y + 16, z + 48, t - 2, 12, 2, R.white, { attrs: TH }));
  // wire entry on front face
  out.push(
    po3(
      P,
      [
        [x + 2, y + 44, z + 8],
        [x + t - 2, y + 44, z + 8],
        [x + t - 2, y + 44, z + 16],
        [x + 2, y + 44, z + 16],
      ],
      C.navy,
      NS,
    ),
  );
  return out.join('');
}

// row of terminals on a DIN rail along x. returns {svg, entries: [[x,y,z] front wire entries]}
export function terminalRow(P, x0, y0, z0, n, o = {}) {
  const t = o.t || 10;
  const out = [];
  const L = n * t + 30;
  // rail (top hat)
  out.push(box(P, x0 - 12, y0 + 8, z0 - 6, L, 28, 6, R.metal));
  out.push(box(P, x0 - 12, y0 + 4, z0 - 8, L, 4, 4, R.metal));
  out.push(box(P, x0 - 12, y0 + 36, z0 - 8, L, 4, 4, R.metal));
  const entries = [];
  // end stop
  out.push(box(P, x0 - 10, y0 + 6, z0, 8, 32, 20, R.steel, { attrs: TH }));
  const defs = new Map();
  for (let i = 0; i < n; i++) {
    const x = x0 + i * t;
    const ramp = (o.colours && o.colours[i]) || R.slate;
    if (o.doc) {
      // identical blocks: define once, reuse with a screen offset
      if (!defs.has(ramp)) {
        const id = o.doc.uid('tb');
        o.doc.def(
          `<g id="${id}">${terminal(P, x0, y0, z0, t, ramp, { marker: o.markers !== false })}</g>`,
        );
        defs.set(ramp, id);
      }
      const dv = P.v(x - x0, 0, 0);
      out.push(
        `<use href="#${defs.get(ramp)}" x="${Math.round(dv[0] * 10) / 10}" y="${Math.round(dv[1] * 10) / 10}"/>`,
      );
    } else out.push(terminal(P, x, y0, z0, t, ramp, { marker: o.markers !== false }));
    entries.push([x + t / 2, y0 + 44, z0 + 12]);
  }
  out.push(box(P, x0 + n * t, y0, z0, 3, 44, 26, R.steel, { attrs: TH }));
  out.push(box(P, x0 + n * t + 4, y0 + 6, z0, 8, 32, 20, R.steel, { attrs: TH }));
  return { svg: out.join(''), entries };
}

// compact cable gland along an axis
export function gland(doc, P, c, axis, s = 1, o = {}) {
  const [a] = basis(axis);
  const out = [];
  out.push(cyl(doc, P, c, a, 12 * s, 9 * s, 9 * s, { rings: [0.25, 0.5, 0.75] }));
  const c1 = add(c, a, 12 * s);
  out.push(prism(P, c1, a, 9 * s, hexPts(13 * s, Math.PI / 6), o.ramp || R.metal));
  const c2 = add(c1, a, 9 * s);
  out.push(cyl(doc, P, c2, a, 8 * s, 10.5 * s, 10.5 * s, { ramp: o.ramp || R.metal }));
  const c3 = add(c2, a, 8 * s);
  out.push(
    prism(P, c3, a, 9 * s, hexPts(12 * s, Math.PI / 6), o.ramp || R.metal, {
      bore: o.cable ? 0 : 6 * s,
    }),
  );
  if (o.cable) out.push(cyl(doc, P, add(c3, a, 9 * s), a, 6 * s, 7 * s, 7 * s, { ramp: o.cable }));
  return out.join('');
}

// cable drum with axle along y; centre c, radius r, width w
export function drum(doc, P, c, r, w, o = {}) {
  const out = [];
  const ax = o.axis || Y;
  const [a, u, v] = basis(ax);
  const flange = o.flange || R.copper;
  const wound = o.cable || R.navy;
  const c0 = add(c, a, -w / 2);
  // back flange
  out.push(cyl(doc, P, add(c0, a, -8), a, 8, r, r, { ramp: flange, cap: flange[1] }));
  // wound cable
  out.push(cyl(doc, P, c0, a, w, r * 0.8, r * 0.8, { ramp: wound, cap: wound[1] }));
  // winding lines
  const V = P.V;
  const phi = Math.atan2(dot(v, V), dot(u, V));
  for (let i = 1; i < 9; i++) {
    const s = i / 9;
    const pts = [];
    for (let k = 0; k <= 12; k++) {
      const t = phi - Math.PI / 2 + (Math.PI * k) / 12;
      pts.push(
        P(...add(add(add(c0, a, w * s), u, r * 0.8 * Math.cos(t)), v, r * 0.8 * Math.sin(t))),
      );
    }
    out.push(pline(pts, { stroke: C.steel3, strokeWidth: 1.25 }));
  }
  // front flange with boards
  const c1 = add(c, a, w / 2);
  out.push(cyl(doc, P, c1, a, 10, r, r, { ramp: flange, cap: flange[0] }));
  const cf = add(c1, a, 10);
  out.push(
    plane(P, cf, u, v, [
      circ(0, 0, r * 0.93, 'none', { stroke: flange[2], strokeWidth: 1.5 }),
      circ(0, 0, r * 0.3, flange[1]),
      circ(0, 0, r * 0.1, C.navy),
      [0, 1, 2, 3, 4, 5].map((k) => {
        const t = (k * Math.PI) / 3;
        return circ(Math.cos(t) * r * 0.55, Math.sin(t) * r * 0.55, r * 0.05, flange[2], NS);
      }),
      o.label ? rect(-r * 0.3, r * 0.5, r * 0.6, r * 0.22, C.white, { rx: 2 }) : '',
    ]),
  );
  return out.join('');
}

// flat object lying on a horizontal plane with thickness (extruded 2D drawing)
// draw(fillOverride) returns svg in local top-plane units (a along x, b along y)
export function slab(P, o, t, draw, dark = C.steel) {
  return [plane(P, [o[0], o[1], o[2] - t], X, Y, draw(dark)), plane(P, o, X, Y, draw(null))].join(
    '',
  );
}

// vertical extrusion in the +y-facing plane
export function slabL(P, o, t, draw, dark = C.steel) {
  return [
    plane(P, [o[0] + 0, o[1] - t, o[2]], X, nZ, draw(dark)),
    plane(P, o, X, nZ, draw(null)),
  ].join('');
}

// band (ring strip) around a cylinder of radius r along axis, front half only
export function band(P, c, axis, r, w, fill, o) {
  const [a, u, v] = basis(axis);
  const V = P.V;
  const phi = Math.atan2(dot(v, V), dot(u, V));
  const A = [];
  const B = [];
  for (let k = 0; k <= 14; k++) {
    const t = phi - Math.PI / 2 + (Math.PI * k) / 14;
    const q = add(add(c, u, r * Math.cos(t)), v, r * Math.sin(t));
    A.push(P(...q));
    B.push(P(...add(q, a, w)));
  }
  return poly([...A, ...B.reverse()], fill, o);
}

// lattice (truss) between 3D points: rails plus zig-zag bracing
export function truss(P, a0, a1, b0, b1, n, o = { strokeWidth: 1.5 }) {
  const out = [];
  const lerp = (p, q, t) => [
    p[0] + (q[0] - p[0]) * t,
    p[1] + (q[1] - p[1]) * t,
    p[2] + (q[2] - p[2]) * t,
  ];
  out.push(
    line(P(...a0), P(...a1), { strokeWidth: 2.5 }),
    line(P(...b0), P(...b1), { strokeWidth: 2.5 }),
  );
  for (let i = 0; i < n; i++) {
    const p = lerp(a0, a1, i / n);
    const q = lerp(b0, b1, (i + 1) / n);
    const p2 = lerp(a0, a1, (i + 1) / n);
    out.push(line(P(...p), P(...q), o), line(P(...q), P(...p2), o));
  }
  return out.join('');
}
