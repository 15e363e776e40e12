#!/usr/bin/env node
/**
 * Writes the frames of one background video as SVG files (no npm dependencies).
 *
 *   node tools/media/render-frames.mjs <scene> <out-dir> [--frames N] [--only K]
 *
 * Scenes: hero-1, hero-2, hero-3, hero-4, footer. Frames are 1280x720 and named 0000.svg, 0001.svg, ...
 * Every animated value is a periodic function of the loop phase t = frame / N (0 <= t < 1) with whole-number
 * frequencies, so frame N would equal frame 0 and the last frame flows straight into the first (seamless loop).
 * Layouts use a seeded random generator, so the output is identical on every run.
 * make-videos.sh rasterises the SVGs with ffmpeg (librsvg) and encodes them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const W = 1280;
const H = 720;
const TAU = Math.PI * 2;

// Palette
const NAVY = '#0b2545';
const STEEL = '#13315c';
const SLATE = '#8da9c4';
const COPPER = '#e07a1f';

// ---------------------------------------------------------------- helpers

/** Number formatting: two decimals at most keeps the SVGs small. */
const f = (n) => {
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
};

/** Deterministic PRNG (mulberry32). */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const hex2rgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const rgb2hex = (c) =>
  '#' + c.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('');
/** Linear mix of two hex colours, a = 0 gives c1, a = 1 gives c2. */
const mix = (c1, c2, a) => {
  const x = hex2rgb(c1);
  const y = hex2rgb(c2);
  return rgb2hex(x.map((v, i) => v + (y[i] - v) * a));
};
const clamp01 = (v) => Math.max(0, Math.min(1, v));
const smooth = (e0, e1, v) => {
  const x = clamp01((v - e0) / (e1 - e0));
  return x * x * (3 - 2 * x);
};
const frac = (v) => v - Math.floor(v);

const doc = (defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
  `<defs>${defs}</defs>${body}</svg>\n`;

const radial = (id, stops, attrs = '') =>
  `<radialGradient id="${id}" ${attrs}>` +
  stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('') +
  '</radialGradient>';
const linear = (id, stops, attrs = '') =>
  `<linearGradient id="${id}" ${attrs}>` +
  stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('') +
  '</linearGradient>';
const blur = (id, sd) =>
  `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;
/** Blur whose region is the visible frame only; use it on an untransformed wrapper group (much faster for layers). */
const blurScreen = (id, sd) =>
  `<filter id="${id}" filterUnits="userSpaceOnUse" x="-30" y="-30" width="${W + 60}" height="${H + 60}">` +
  `<feGaussianBlur stdDeviation="${sd}"/></filter>`;

/** Dark edges; shared by every scene so the white headline always sits on a calm centre. */
const VIGNETTE_DEF = radial(
  'vig',
  [
    [0, '#000000', 0],
    [0.55, '#000000', 0.05],
    [1, '#01060e', 0.7],
  ],
  'cx="50%" cy="48%" r="75%"',
);
const VIGNETTE = `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;

/** Closed polygon from [x, y] pairs. */
const poly = (pts, attrs) => `<polygon points="${pts.map((p) => f(p[0]) + ',' + f(p[1])).join(' ')}" ${attrs}/>`;

// ---------------------------------------------------------------- hero-1: cable cross-sections

function hero1() {
  const r = rng(11);
  /** Non-overlapping circles in a box. */
  const pack = (count, rMin, rMax, bx, by, gap, tries = 4000) => {
    const out = [];
    for (let i = 0; i < tries && out.length < count; i++) {
      const R = rMin + (rMax - rMin) * Math.pow(r(), 1.4);
      const x = (r() * 2 - 1) * bx;
      const y = (r() * 2 - 1) * by;
      if (out.every((c) => Math.hypot(c.x - x, c.y - y) > c.R + R + gap)) out.push({ x, y, R });
    }
    return out;
  };
  const mid = pack(20, 62, 150, 900, 560, 10).map((c) => ({ ...c, cores: [1, 3, 3, 4][Math.floor(r() * 4)] }));
  const far = pack(46, 26, 58, 1150, 760, 8).filter(
    (c) => mid.every((m) => Math.hypot(m.x - c.x * 0.45, m.y - c.y * 0.45) > m.R * 0.6),
  );
  // A few large out-of-focus cables close to the lens, kept to the edges so the centre stays calm.
  const near = [
    { x: -720, y: -430, R: 300, cores: 3 },
    { x: 760, y: 470, R: 330, cores: 1 },
    { x: 820, y: -520, R: 220, cores: 4 },
  ];
  const coreColours = ['#183a63', '#224670', '#143359', '#2a4e79'];

  const defs =
    radial('bg', [
      [0, '#123058'],
      [0.55, '#0a2141'],
      [1, '#040e1e'],
    ]) +
    radial('cu', [
      [0, '#d98d4c'],
      [0.45, '#a8561a'],
      [1, '#3e1a05'],
    ], 'cx="40%" cy="38%" r="70%"') +
    radial('glow', [
      [0, COPPER, 0.55],
      [0.5, COPPER, 0.18],
      [1, COPPER, 0],
    ]) +
    radial('sheath', [
      [0, '#0b203f'],
      [0.86, '#0e2849'],
      [1, '#1a3d69'],
    ]) +
    radial('ins', [
      [0, '#0f2a4d'],
      [0.8, '#112d54'],
      [1, '#204470'],
    ]) +
    // Out-of-focus cables (far and near layers) are drawn with soft-edged gradients instead of a blur filter,
    // which rasterises several times faster.
    radial('softSheath', [
      [0, '#0d2647'],
      [0.8, '#10305a'],
      [0.9, '#1a3d69', 0.7],
      [1, '#1a3d69', 0],
    ]) +
    radial('softIns', [
      [0, '#112d54'],
      [0.75, '#1a3f6a'],
      [1, '#1a3f6a', 0],
    ]) +
    radial('softCu', [
      [0, '#d98d4c'],
      [0.5, '#a8561a', 0.95],
      [0.8, '#7a3a0d', 0.5],
      [1, '#7a3a0d', 0],
    ]) +
    VIGNETTE_DEF;

  /** Brightness of the current wave that crosses the bundle once per loop. */
  const pulse = (x, y, t) => {
    const p = 0.5 + 0.5 * Math.cos(TAU * (t - (x * 0.6 + y * 0.4) / 1500));
    return 0.15 + 0.85 * p * p;
  };

  /** Strand outlines of a stranded conductor (1 + 6 + 12 layout). */
  const strands = (cx, cy, rc) => {
    if (rc < 14) return '';
    const rs = rc / 5;
    let s = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rs)}"/>`;
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * TAU;
      s += `<circle cx="${f(cx + Math.cos(a) * 2 * rs)}" cy="${f(cy + Math.sin(a) * 2 * rs)}" r="${f(rs)}"/>`;
    }
    if (rc > 30)
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * TAU + TAU / 24;
        s += `<circle cx="${f(cx + Math.cos(a) * 3.9 * rs)}" cy="${f(cy + Math.sin(a) * 3.9 * rs)}" r="${f(rs)}"/>`;
      }
    return `<g fill="none" stroke="#3e1a05" stroke-opacity="0.4" stroke-width="1.2">${s}</g>`;
  };

  /** detail: strand outlines (sharp mid layer); soft: out of focus (far and near layers). */
  const cable = (c, t, detail, soft = false) => {
    const { x, y, R, cores } = c;
    let s = `<circle cx="${f(x)}" cy="${f(y)}" r="${f(R)}" fill="url(#${soft ? 'softSheath' : 'sheath'})"/>`;
    if (!soft) s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(R * 0.87)}" fill="#081b34"/>`;
    const layout =
      cores === 1
        ? [[0, 0, 0.78, 0.6]]
        : Array.from({ length: cores }, (_, i) => {
            const a = (i / cores) * TAU + (c.R % 7) * 0.3;
            const d = cores === 3 ? 0.45 : 0.42;
            return [Math.cos(a) * d, Math.sin(a) * d, cores === 3 ? 0.38 : 0.33, cores === 3 ? 0.25 : 0.21];
          });
    let glow = '';
    layout.forEach(([dx, dy, ri, rc], i) => {
      const cx = x + dx * R;
      const cy = y + dy * R;
      const p = pulse(cx, cy, t);
      if (soft) {
        s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(ri * R * 1.08)}" fill="url(#softIns)"/>`;
        s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rc * R * 1.15)}" fill="url(#softCu)"/>`;
      } else {
        const fill = cores === 1 ? 'url(#ins)' : coreColours[i % coreColours.length];
        s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(ri * R)}" fill="${fill}"/>`;
        s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rc * R)}" fill="url(#cu)"/>`;
        if (detail) s += strands(cx, cy, rc * R);
        s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rc * R * 0.7)}" fill="#ffc78e" fill-opacity="${f(0.4 * p)}"/>`;
      }
      glow += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rc * R * 2.3)}" fill="url(#glow)" opacity="${f(p)}"/>`;
    });
    return s + glow;
  };

  const frame = (t) => {
    const a = TAU * t;
    // Camera drifts on a slow ellipse with a touch of zoom and roll; each layer moves by its parallax factor.
    const cx = 70 * Math.sin(a);
    const cy = 34 * Math.cos(a);
    const zoom = 1.05 + 0.03 * Math.cos(a + 0.8);
    const rot = 1.6 * Math.sin(a + 0.5);
    const layer = (p, content) =>
      `<g transform="translate(640 360) rotate(${f(rot * p)}) scale(${Number(f(Math.pow(zoom, p) * 1000)) / 1000}) translate(${f(
        -cx * p,
      )} ${f(-cy * p)})">${content}</g>`;
    const farG = layer(0.45, `<g opacity="0.55">${far.map((c) => cable({ ...c, cores: 1 }, t, false, true)).join('')}</g>`);
    const midG = layer(1, mid.map((c) => cable(c, t, true)).join(''));
    const nearG = layer(1.8, `<g opacity="0.9">${near.map((c) => cable(c, t, false, true)).join('')}</g>`);
    return doc(
      defs,
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>${farG}` +
        `<rect width="${W}" height="${H}" fill="${NAVY}" fill-opacity="0.35"/>${midG}${nearG}${VIGNETTE}`,
    );
  };
  return { frame };
}

// ---------------------------------------------------------------- hero-2: glands and lugs on a panel

function hero2() {
  const r = rng(22);
  // Gland plate: two rows of cable glands of mixed sizes.
  const glands = [];
  const rows = [
    { y: 250, n: 6 },
    { y: 500, n: 6 },
  ];
  rows.forEach((row, ri) => {
    for (let i = 0; i < row.n; i++) {
      const Rh = 44 + r() * 30;
      glands.push({
        x: -40 + i * 240 + (ri ? 120 : 0) + (r() - 0.5) * 30,
        y: row.y + (r() - 0.5) * 30,
        Rh,
        rot: r() * 60,
        brass: r() < 0.16,
      });
    }
  });
  // Copper tube lugs in the foreground, crimped onto insulated cable, resting at the lower edge.
  const lugs = [
    { x: 120, y: 690, ang: -28, s: 1.15 },
    { x: 300, y: 720, ang: -40, s: 1.3 },
    { x: 1010, y: 690, ang: 208, s: 1.2 },
    { x: 1190, y: 650, ang: 196, s: 1.05 },
    { x: 1180, y: 90, ang: 150, s: 0.95 },
  ];

  const defs =
    linear('plate', [
      [0, '#183a66'],
      [0.55, '#0f2b50'],
      [1, '#081b34'],
    ], 'x1="0" y1="0" x2="1" y2="1"') +
    linear('hexg', [
      [0, '#7f98b6'],
      [0.45, '#36557c'],
      [1, '#10284a'],
    ], 'x1="0.15" y1="0" x2="0.85" y2="1"') +
    radial('dome', [
      [0, '#9fb6cf'],
      [0.35, '#4f6f96'],
      [1, '#142e52'],
    ], 'cx="0.38" cy="0.32" r="0.75"') +
    linear('brassg', [
      [0, '#c98449'],
      [0.5, '#86450f'],
      [1, '#3a1a05'],
    ], 'x1="0.15" y1="0" x2="0.85" y2="1"') +
    radial('brassdome', [
      [0, '#e6a86a'],
      [0.4, '#b5611b'],
      [1, '#4a2206'],
    ], 'cx="0.38" cy="0.32" r="0.75"') +
    radial('sheathEnd', [
      [0, '#1b2d45'],
      [1, '#050d19'],
    ], 'cx="0.4" cy="0.35"') +
    linear('barrel', [
      [0, '#4a2206'],
      [0.3, '#9a4f14'],
      [0.45, '#d18a50'],
      [0.62, '#a9591a'],
      [1, '#3a1a05'],
    ], 'x1="0" y1="0" x2="0" y2="1"') +
    linear('palm', [
      [0, '#b8733a'],
      [0.5, '#974f16'],
      [1, '#4a2206'],
    ], 'x1="0" y1="0" x2="0.3" y2="1"') +
    linear('cableg', [
      [0, '#050d19'],
      [0.4, '#1c3355'],
      [1, '#040a14'],
    ], 'x1="0" y1="0" x2="0" y2="1"') +
    linear('sleeve', [
      [0, '#0a1a30'],
      [0.4, '#2c4f7c'],
      [1, '#08162a'],
    ], 'x1="0" y1="0" x2="0" y2="1"') +
    radial('lamp', [
      [0, '#cfe0f2', 0.16],
      [0.5, SLATE, 0.06],
      [1, SLATE, 0],
    ]) +
    radial('shadowG', [
      [0, '#000000', 0.6],
      [0.75, '#000000', 0.45],
      [1, '#000000', 0],
    ]) +
    blurScreen('fg', 3.5) +
    VIGNETTE_DEF;

  const hexPts = (cx, cy, R, rot) =>
    Array.from({ length: 6 }, (_, i) => {
      const a = ((i * 60 + rot) * Math.PI) / 180;
      return [cx + R * Math.cos(a), cy + R * Math.sin(a)];
    });

  const gland = (g) => {
    const { x, y, Rh, rot, brass } = g;
    const body = brass ? 'url(#brassg)' : 'url(#hexg)';
    const dome = brass ? 'url(#brassdome)' : 'url(#dome)';
    return (
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(Rh * 1.16)}" fill="#0d223f" stroke="#2a4a74" stroke-opacity="0.7" stroke-width="2"/>` + // sealing washer
      poly(hexPts(x, y, Rh, rot + 30), `fill="${body}" stroke="#06142a" stroke-opacity="0.6" stroke-width="1.5"`) +
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(Rh * 0.76)}" fill="${dome}"/>` +
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(Rh * 0.52)}" fill="#0a1a2f"/>` +
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(Rh * 0.44)}" fill="url(#sheathEnd)"/>`
    );
  };

  // Lug drawn along +x from its cable end; palm with bolt hole at the far end.
  const lug = (l) => {
    const body =
      `<rect x="-420" y="-30" width="330" height="60" fill="url(#cableg)"/>` + // insulated cable
      `<rect x="-120" y="-33" width="90" height="66" rx="6" fill="url(#sleeve)"/>` + // heat-shrink sleeve
      `<rect x="-40" y="-27" width="150" height="54" rx="8" fill="url(#barrel)"/>` + // barrel
      `<rect x="10" y="-27" width="10" height="54" fill="#5a2a08" fill-opacity="0.45"/>` + // crimp bands
      `<rect x="52" y="-27" width="10" height="54" fill="#5a2a08" fill-opacity="0.45"/>` +
      `<path d="M100 -14 L125 -38 H180 A38 38 0 0 1 180 38 H125 L100 14 Z" fill="url(#palm)"/>` + // flattened palm
      `<circle cx="182" cy="0" r="16" fill="#06101f"/>`;
    return `<g transform="translate(${f(l.x)} ${f(l.y)}) rotate(${l.ang}) scale(${l.s})">${body}</g>`;
  };

  const plateBody =
    `<rect x="-200" y="40" width="1680" height="660" rx="14" fill="url(#plate)"/>` +
    `<rect x="-200" y="40" width="1680" height="660" rx="14" fill="none" stroke="#2a4e7c" stroke-opacity="0.5" stroke-width="3"/>` +
    [-120, 340, 800, 1260]
      .flatMap((x) => [
        `<circle cx="${x}" cy="78" r="9" fill="#36557c"/><circle cx="${x}" cy="78" r="4" fill="#0a1a30"/>`,
        `<circle cx="${x}" cy="662" r="9" fill="#36557c"/><circle cx="${x}" cy="662" r="4" fill="#0a1a30"/>`,
      ])
      .join('');
  const shadows = glands
    .map((g) => `<circle cx="${f(g.x + 10)}" cy="${f(g.y + 14)}" r="${f(g.Rh * 1.3)}" fill="url(#shadowG)"/>`)
    .join('');
  const glandsBody = glands.map(gland).join('');
  const lugsBody = lugs.map(lug).join('');

  const frame = (t) => {
    const a = TAU * t;
    const camX = 70 * Math.sin(a);
    const camY = 14 * Math.cos(a);
    const lampX = 640 + 460 * Math.sin(a + 1.1);
    const lampY = 300 + 90 * Math.cos(a + 1.1);
    const at = (p) => `translate(${f(-camX * p)} ${f(-camY * p)})`;
    return doc(
      defs,
      `<rect width="${W}" height="${H}" fill="#050f1e"/>` +
        `<g transform="${at(0.35)}">${plateBody}</g>` +
        `<g transform="${at(0.55)}">${shadows}${glandsBody}</g>` +
        `<ellipse cx="${f(lampX)}" cy="${f(lampY)}" rx="560" ry="380" fill="url(#lamp)"/>` +
        `<rect width="${W}" height="${H}" fill="${NAVY}" fill-opacity="0.25"/>` +
        `<g filter="url(#fg)"><g transform="${at(1.35)}">${lugsBody}</g></g>` +
        VIGNETTE,
    );
  };
  return { frame };
}

// ---------------------------------------------------------------- hero-3: cable ladder trays in perspective

function hero3() {
  const r = rng(33);
  const FOC = 560; // focal length in px
  const ZN = 0.3; // near clip (m); everything nearer is far off screen
  const ZF = 42; // far end of the runs (m)
  const RUNG = 0.3; // rung pitch (m)
  const STEP = 5; // rungs travelled per loop: camera moves 1.5 m, one support bay
  const BAY = RUNG * STEP;
  const HAZE = '#0c2a50';
  // Trays: x1..x2 across, y = rung level (metres, +y down, eye at 0).
  const trays = [
    { x1: -2.65, x2: -1.95, y: 0.62 },
    { x1: -2.65, x2: -1.95, y: -0.08 },
    { x1: -2.65, x2: -1.95, y: -0.78 },
    { x1: 1.95, x2: 2.65, y: 0.62 },
    { x1: 1.95, x2: 2.65, y: -0.08 },
    { x1: 1.95, x2: 2.65, y: -0.78 },
    { x1: -0.45, x2: 0.45, y: -1.55 },
  ].map((tr) => {
    const n = 4 + Math.floor(r() * 5);
    const cables = [];
    for (let i = 0; i < n; i++) {
      const rad = 0.014 + r() * 0.022;
      cables.push({ x: tr.x1 + 0.05 + ((i + 0.5) / n) * (tr.x2 - tr.x1 - 0.1), rad, tone: r() });
    }
    return { ...tr, cables, above: tr.y < -0.3 };
  });

  const defs =
    radial('bg', [
      [0, '#15335a'],
      [0.25, '#0d2649'],
      [1, '#030b18'],
    ], 'cx="50%" cy="44%" r="70%"') +
    radial('end', [
      [0, '#c98a52', 0.28],
      [0.35, SLATE, 0.08],
      [1, SLATE, 0],
    ]) +
    VIGNETTE_DEF;

  const frame = (t) => {
    const a = TAU * t;
    const cam = { x: 0.06 * Math.sin(a), y: 0.035 * Math.cos(a), vx: 640 + 14 * Math.sin(a + 0.6), vy: 318 };
    const P = (X, Y, Z) => [cam.vx + (FOC * (X - cam.x)) / Z, cam.vy + (FOC * (Y - cam.y)) / Z];
    // Two light pulses sweep away from the camera along the runs; each fades in and out so the loop wraps cleanly.
    const light = (z) => {
      let l = 0;
      for (let k = 0; k < 2; k++) {
        const u = frac(t + k / 2);
        const zc = ZN * 1.6 * Math.pow(ZF / (ZN * 1.6), u);
        const env = Math.pow(Math.sin(Math.PI * u), 2);
        l += env * Math.exp(-Math.pow(Math.log(z / zc) / 0.28, 2));
      }
      return Math.min(1, l);
    };
    const fog = (z) => Math.exp(-z / 9);
    const shade = (base, z, lightAmt = 1) => {
      const lit = mix(base, '#f0b074', 0.55 * light(z) * lightAmt);
      return mix(HAZE, lit, fog(z));
    };
    let gid = 0;
    let gdefs = '';
    // Gradient along a run from ZN to ZF (screen position is linear in 1/z).
    const runGrad = (X, Y, base, lightAmt) => {
      const id = 'r' + gid++;
      const p0 = P(X, Y, ZN);
      const p1 = P(X, Y, ZF);
      let stops = '';
      for (let i = 0; i <= 22; i++) {
        const z = ZN * Math.pow(ZF / ZN, i / 22);
        const off = (1 / ZN - 1 / z) / (1 / ZN - 1 / ZF);
        stops += `<stop offset="${Number(f(off * 1000)) / 1000}" stop-color="${shade(base, z, lightAmt)}"/>`;
      }
      gdefs += `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(p0[0])}" y1="${f(p0[1])}" x2="${f(
        p1[0],
      )}" y2="${f(p1[1])}">${stops}</linearGradient>`;
      return `url(#${id})`;
    };
    const run = (X1, Y1, X2, Y2, base, lightAmt) =>
      poly([P(X1, Y1, ZN), P(X1, Y1, ZF), P(X2, Y2, ZF), P(X2, Y2, ZN)], `fill="${runGrad((X1 + X2) / 2, (Y1 + Y2) / 2, base, lightAmt)}"`);

    const RAIL = '#41597a';
    let body = '';
    // Supports: wall uprights and cantilever arms every bay, moving with the rungs.
    const k0 = Math.floor(ZN / BAY);
    for (let k = Math.ceil(26 / BAY); k >= k0; k--) {
      const z = k * BAY + BAY * (1 - t) - BAY;
      if (z < ZN || z > 26) continue;
      const op = smooth(26, 16, z);
      const w = Math.max(0.8, (FOC * 0.05) / z);
      for (const side of [-1, 1]) {
        const [ux, uy0] = P(side * 2.78, -1.9, z);
        const [, uy1] = P(side * 2.78, 1.5, z);
        body += `<line x1="${f(ux)}" y1="${f(uy0)}" x2="${f(ux)}" y2="${f(uy1)}" stroke="${shade('#2d4567', z)}" stroke-width="${f(
          w * 1.6,
        )}" stroke-opacity="${f(op)}"/>`;
        for (const y of [0.62, -0.08, -0.78]) {
          const [ax0, ay0] = P(side * 2.78, y + 0.09, z);
          const [ax1, ay1] = P(side * 1.9, y + 0.09, z);
          body += `<line x1="${f(ax0)}" y1="${f(ay0)}" x2="${f(ax1)}" y2="${f(ay1)}" stroke="${shade('#253d5f', z)}" stroke-width="${f(
            w,
          )}" stroke-opacity="${f(op)}"/>`;
        }
      }
      // Threaded-rod drops for the overhead tray.
      for (const x of [-0.5, 0.5]) {
        const [hx, hy0] = P(x, -2.4, z);
        const [, hy1] = P(x, -1.48, z);
        body += `<line x1="${f(hx)}" y1="${f(hy0)}" x2="${f(hx)}" y2="${f(hy1)}" stroke="${shade('#2d4567', z)}" stroke-width="${f(
          w * 0.5,
        )}" stroke-opacity="${f(op)}"/>`;
      }
      const [bx0, by] = P(-0.5, -1.48, z);
      const [bx1] = P(0.5, -1.48, z);
      body += `<line x1="${f(bx0)}" y1="${f(by)}" x2="${f(bx1)}" y2="${f(by)}" stroke="${shade('#253d5f', z)}" stroke-width="${f(
        w,
      )}" stroke-opacity="${f(op)}"/>`;
    }

    for (const tr of trays) {
      const outer = tr.x1 < 0 && tr.x2 < 0 ? tr.x1 : tr.x2;
      const inner = outer === tr.x1 ? tr.x2 : tr.x1;
      const railTop = tr.y - 0.09;
      const railBot = tr.y + 0.03;
      const railOuter = run(outer, railTop, outer, railBot, RAIL, 1);
      const railInner = run(inner, railTop, inner, railBot, RAIL, 1);
      let rungs = '';
      const first = Math.floor(ZN / RUNG);
      for (let k = Math.ceil(12 / RUNG); k >= first; k--) {
        const z = k * RUNG + RUNG * STEP * (1 - t) - RUNG * STEP;
        if (z < ZN || z > 12) continue;
        const op = smooth(12, 6.5, z);
        const [x0, y0] = P(tr.x1, tr.y, z);
        const [x1, y1] = P(tr.x2, tr.y, z);
        rungs += `<line x1="${f(x0)}" y1="${f(y0)}" x2="${f(x1)}" y2="${f(y1)}" stroke="${shade('#3a5477', z, 0.8)}" stroke-width="${f(
          Math.max(0.7, (FOC * 0.028) / z),
        )}" stroke-opacity="${f(op)}"/>`;
      }
      let cables = '';
      for (const c of tr.cables) {
        const yTop = tr.y - 2 * c.rad;
        const base = mix('#07111f', '#1b3354', c.tone * 0.6);
        cables += run(c.x - c.rad, yTop + c.rad, c.x + c.rad, yTop + c.rad, base, 0.55);
        cables += run(c.x - c.rad * 0.45, yTop + c.rad * 0.6, c.x - c.rad * 0.1, yTop + c.rad * 0.6, mix(base, SLATE, 0.25), 0.9);
      }
      body += tr.above ? railOuter + cables + rungs + railInner : railOuter + rungs + cables + railInner;
    }
    return doc(
      defs + gdefs,
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
        `<ellipse cx="${f(cam.vx)}" cy="${f(cam.vy)}" rx="420" ry="300" fill="url(#end)"/>` +
        body +
        VIGNETTE,
    );
  };
  return { frame };
}

// ---------------------------------------------------------------- hero-4: plant silhouette at dusk

function hero4() {
  const r = rng(44);
  const X0 = -260;
  const X1 = 1540;
  // Far layer: columns, spheres, tanks and stacks.
  let far = '';
  const farLights = [];
  const stacks = [];
  for (let x = X0; x < X1; ) {
    const kind = r();
    const base = 560;
    if (kind < 0.4) {
      const w = 22 + r() * 20;
      const h = 150 + r() * 140;
      far += `<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h)}" rx="${f(w / 2)}"/>`;
      for (let y = base - h + 30; y < base - 20; y += 38 + r() * 20)
        far += `<rect x="${f(x - 6)}" y="${f(y)}" width="${f(w + 12)}" height="3"/>`; // platforms
      farLights.push({ x: x + w / 2, y: base - h + 30 + r() * (h - 60), ph: r(), f: 1 + Math.floor(r() * 3) });
      x += w + 20 + r() * 40;
    } else if (kind < 0.58) {
      const rr = 28 + r() * 18;
      far += `<circle cx="${f(x + rr)}" cy="${f(base - rr - 22)}" r="${f(rr)}"/>`;
      far += `<rect x="${f(x + 4)}" y="${f(base - rr - 22)}" width="${f(rr * 2 - 8)}" height="${f(rr + 22)}" fill-opacity="0.9"/>`;
      x += rr * 2 + 25 + r() * 30;
    } else if (kind < 0.82) {
      const w = 70 + r() * 60;
      const h = 40 + r() * 40;
      far += `<path d="M${f(x)} ${base} V${f(base - h)} Q${f(x + w / 2)} ${f(base - h - 14)} ${f(x + w)} ${f(base - h)} V${base} Z"/>`;
      x += w + 15 + r() * 30;
    } else {
      const h = 230 + r() * 90;
      far += `<path d="M${f(x)} ${base} L${f(x + 5)} ${f(base - h)} H${f(x + 15)} L${f(x + 20)} ${base} Z"/>`;
      stacks.push({ x: x + 10, y: base - h, ph: r() });
      x += 40 + r() * 40;
    }
  }
  far += `<rect x="${X0}" y="548" width="${X1 - X0}" height="200"/>`;
  // Only the tallest stack near the middle carries a flare; the others just show aviation lights.
  const flare = stacks.filter((s) => s.x > 300 && s.x < 1100).sort((p, q) => p.y - q.y)[0] ?? stacks[0];

  // Mid layer: a long pipe rack with bents, three pipe levels and a cable tray on top.
  let rack = '';
  const rackY = 600;
  for (let x = X0; x <= X1; x += 96) {
    rack += `<rect x="${x}" y="${rackY - 152}" width="7" height="202"/>`;
    rack += `<rect x="${x - 30}" y="${rackY - 120}" width="67" height="5"/><rect x="${x - 30}" y="${rackY - 75}" width="67" height="5"/>`;
    rack += `<path d="M${x + 7} ${rackY - 40} L${x + 40} ${rackY - 75} h4 L${x + 11} ${rackY - 35} Z"/>`;
  }
  for (const [y, hgt] of [
    [rackY - 136, 16],
    [rackY - 91, 16],
    [rackY - 84, 9],
  ])
    rack += `<rect x="${X0}" y="${y}" width="${X1 - X0}" height="${hgt}" rx="4"/>`;
  rack += `<rect x="${X0}" y="${rackY - 156}" width="${X1 - X0}" height="7"/>`; // cable tray on the top of the bents
  rack += `<rect x="${X0}" y="${rackY + 40}" width="${X1 - X0}" height="200"/>`;
  const rackLights = [];
  for (let x = X0 + 40; x < X1; x += 96 * 3 + Math.floor(r() * 2) * 96) rackLights.push({ x: x + 3, y: rackY - 100, ph: r() });

  // Near layer: foreground steel and a large pipe loop, darkest.
  const near =
    `<rect x="-300" y="640" width="1900" height="120"/>` +
    // Pipe expansion loop: two pipes on sleepers.
    `<path d="M-300 600 H170 Q215 600 215 555 V470 Q215 425 260 425 H430 Q475 425 475 470 V600 Q475 640 520 640" fill="none" stroke-width="22"/>` +
    `<path d="M-300 572 H150 Q185 572 185 537 V455 Q185 395 245 395 H445 Q505 395 505 455 V600 Q505 625 530 625" fill="none" stroke-width="12"/>` +
    `<rect x="20" y="610" width="16" height="40"/><rect x="300" y="610" width="16" height="40"/>` +
    `<rect x="1050" y="380" width="16" height="300"/><rect x="1250" y="380" width="16" height="300"/>` +
    `<rect x="1030" y="380" width="380" height="14"/><rect x="1030" y="470" width="380" height="6"/>` +
    `<path d="M1066 394 L1250 470 v6 L1066 400 Z"/>` +
    `<rect x="960" y="560" width="700" height="8"/><rect x="960" y="600" width="700" height="4"/>` +
    Array.from({ length: 9 }, (_, i) => `<rect x="${970 + i * 80}" y="560" width="5" height="90"/>`).join('');
  const nearLights = [
    { x: 1140, y: 396, ph: 0.2 },
    { x: 340, y: 425, ph: 0.7 },
  ];
  const starsR = rng(45);
  const stars = Array.from({ length: 36 }, () => ({
    x: starsR() * 1500 - 110,
    y: starsR() * 230 + 10,
    s: 0.6 + starsR() * 0.9,
    ph: starsR(),
    fq: 1 + Math.floor(starsR() * 3),
  }));

  const defs =
    linear('sky', [
      [0, '#040d1c'],
      [0.28, NAVY],
      [0.48, STEEL],
      [0.6, '#3a4159'],
      [0.69, '#6b4a3a'],
      [0.77, '#7f4f31'],
      [1, '#3a2a2a'],
    ], 'x1="0" y1="0" x2="0" y2="1"') +
    radial('lampGlow', [
      [0, '#ffd9a8', 0.9],
      [0.2, COPPER, 0.45],
      [1, COPPER, 0],
    ]) +
    radial('redGlow', [
      [0, '#ffb0a0', 0.9],
      [0.25, '#d23a24', 0.5],
      [1, '#d23a24', 0],
    ]) +
    radial('flareGlow', [
      [0, '#ffd08a', 0.55],
      [0.3, COPPER, 0.25],
      [1, COPPER, 0],
    ]) +
    linear('haze', [
      [0, SLATE, 0],
      [0.5, SLATE, 0.1],
      [1, SLATE, 0],
    ], 'x1="0" y1="0" x2="0" y2="1"') +
    blur('soft', 1.2) +
    blur('cloud', 14) +
    VIGNETTE_DEF;

  const glowDot = (x, y, rad, grad, op) =>
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad)}" fill="url(#${grad})" opacity="${f(op)}"/>`;

  const frame = (t) => {
    const a = TAU * t;
    const cam = 90 * Math.sin(a);
    const camY = 6 * Math.cos(a);
    const tr = (p) => `translate(${f(-cam * p)} ${f(-camY * p)})`;
    let sky = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
    // Stratus bands drifting slowly.
    sky += `<g filter="url(#cloud)" fill="${SLATE}" fill-opacity="0.07" transform="translate(${f(-cam * 0.12 + 40 * Math.sin(a + 2))} 0)">
<ellipse cx="300" cy="250" rx="420" ry="16"/><ellipse cx="980" cy="205" rx="380" ry="12"/><ellipse cx="700" cy="330" rx="520" ry="14"/></g>`;
    sky += `<g fill="#dbe6f2">${stars
      .map(
        (s) =>
          `<circle cx="${f(s.x - cam * 0.05)}" cy="${f(s.y)}" r="${f(s.s)}" fill-opacity="${f(
            0.25 + 0.35 * (0.5 + 0.5 * Math.sin(TAU * (s.fq * t + s.ph))),
          )}"/>`,
      )
      .join('')}</g>`;
    // Far plant, lit faintly from the horizon glow.
    let farL = `<g fill="#0d1f38">${far}</g>`;
    for (const s of stacks) {
      const blink = Math.pow(0.5 + 0.5 * Math.cos(TAU * (4 * t + s.ph)), 6);
      farL += glowDot(s.x, s.y + 6, 16, 'redGlow', 0.25 + 0.75 * blink);
      if (s !== flare) continue;
      // Flare: flicker is a sum of whole-number frequencies so it repeats exactly every loop.
      const fl = 0.75 + 0.12 * Math.sin(TAU * (3 * t + s.ph)) + 0.08 * Math.sin(TAU * (7 * t + s.ph * 2)) + 0.05 * Math.sin(TAU * (11 * t));
      const h = 26 * fl;
      farL += glowDot(s.x, s.y - 10, 70 * fl, 'flareGlow', 0.9);
      farL += `<path d="M${f(s.x - 6)} ${f(s.y)} Q${f(s.x - 7 + 3 * Math.sin(TAU * 4 * t))} ${f(s.y - h * 0.6)} ${f(s.x + 2 * Math.sin(TAU * 5 * t + 1))} ${f(
        s.y - h,
      )} Q${f(s.x + 7)} ${f(s.y - h * 0.5)} ${f(s.x + 6)} ${f(s.y)} Z" fill="#ffc27a" fill-opacity="0.85" filter="url(#soft)"/>`;
    }
    for (const l of farLights)
      farL += glowDot(l.x, l.y, 11, 'lampGlow', 0.45 + 0.25 * Math.sin(TAU * (l.f * t + l.ph)));
    // Haze band in front of the far plant.
    const haze = `<rect x="0" y="${f(470 + 8 * Math.sin(a + 1))}" width="${W}" height="120" fill="url(#haze)"/>`;
    let rackL = `<g fill="#0b1a30">${rack}</g>`;
    for (const l of rackLights) rackL += glowDot(l.x, l.y, 18, 'lampGlow', 0.55 + 0.2 * Math.sin(TAU * (2 * t + l.ph)));
    let nearL = `<g fill="#040b16" stroke="#040b16">${near}</g>`;
    for (const l of nearLights) nearL += glowDot(l.x, l.y, 34, 'lampGlow', 0.6 + 0.15 * Math.sin(TAU * (t + l.ph)));
    // A work light travelling along the rack walkway and back.
    const walkerX = 640 + 520 * Math.sin(a);
    const walker = glowDot(walkerX + cam * 0.6, rackY - 160, 12, 'lampGlow', 0.5);
    return doc(
      defs,
      sky +
        `<g transform="${tr(0.25)}">${farL}</g>` +
        haze +
        `<g transform="${tr(0.6)}">${rackL}${walker}</g>` +
        `<g transform="${tr(1.15)}">${nearL}</g>` +
        VIGNETTE,
    );
  };
  return { frame };
}

// ---------------------------------------------------------------- footer: bundle of cable lines

function footer() {
  const r = rng(55);
  const N = 26;
  const lines = Array.from({ length: N }, (_, i) => {
    const u = i / (N - 1) - 0.5;
    const copper = i % 7 === 3;
    return {
      u,
      copper,
      width: copper ? 2.2 : 1.2 + r() * 2.4,
      colour: copper ? COPPER : mix(STEEL, SLATE, 0.15 + r() * 0.45),
      op: copper ? 0.75 : 0.35 + r() * 0.4,
      ph: r() * TAU,
      glint: r(),
    };
  });

  const defs =
    linear('bg', [
      [0, '#06142a'],
      [0.5, NAVY],
      [1, '#050f20'],
    ], 'x1="0" y1="0" x2="0" y2="1"') +
    radial('warm', [
      [0, COPPER, 0.12],
      [1, COPPER, 0],
    ]) +
    VIGNETTE_DEF;

  const pathFor = (ln, t) => {
    const a = TAU * t;
    let d = '';
    for (let x = -40; x <= W + 40; x += 20) {
      const s = x / W;
      // Bundle pinches towards a tie point and fans out at both ends.
      // The curves sway (their phases swing back and forth) rather than travel, which keeps the motion calm.
      const spread = 26 + 150 * Math.pow(Math.abs(s - 0.42 - 0.03 * Math.sin(a)), 1.2) * 2;
      const centre =
        360 +
        70 * Math.sin(TAU * s * 0.8 + 0.6 + 0.45 * Math.sin(a)) +
        28 * Math.sin(TAU * s * 1.7 + 1.3 - 0.6 * Math.sin(a + 1)) +
        10 * Math.sin(TAU * s * 3.1 + 0.8 * Math.cos(a));
      const wobble = 5 * Math.sin(TAU * s * 2.3 + ln.ph + 0.7 * Math.sin(a + ln.ph));
      const y = centre + ln.u * spread * 2 + wobble;
      d += (d ? 'L' : 'M') + f(x) + ' ' + f(y);
    }
    return d;
  };

  const frame = (t) => {
    let back = '';
    let front = '';
    let glints = '';
    for (const ln of lines) {
      const d = pathFor(ln, t);
      const el = `<path d="${d}" fill="none" stroke="${ln.colour}" stroke-opacity="${f(ln.op)}" stroke-width="${f(ln.width)}" stroke-linecap="round" stroke-linejoin="round"/>`;
      if (ln.copper) {
        front += el;
        // A glint runs along each copper line; the dash pattern shifts by exactly one period per loop.
        const off = f(-1700 * frac(t + ln.glint));
        // Soft glow built from stacked strokes (cheaper to rasterise than a blur filter).
        for (const [sw, so] of [
          [16, 0.08],
          [9, 0.14],
          [4, 0.35],
        ])
          glints += `<path d="${d}" fill="none" stroke="#ffc48a" stroke-width="${sw}" stroke-opacity="${so}" stroke-dasharray="140 1560" stroke-dashoffset="${off}" stroke-linecap="round"/>`;
      } else back += el;
    }
    const a = TAU * t;
    return doc(
      defs,
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
        `<ellipse cx="${f(560 + 120 * Math.sin(a))}" cy="360" rx="520" ry="260" fill="url(#warm)"/>` +
        back +
        glints +
        front +
        VIGNETTE,
    );
  };
  return { frame };
}

// ---------------------------------------------------------------- main

const SCENES = { 'hero-1': hero1, 'hero-2': hero2, 'hero-3': hero3, 'hero-4': hero4, footer };

const [scene, outDir, ...rest] = process.argv.slice(2);
if (!scene || !outDir || !SCENES[scene]) {
  console.error(`usage: node render-frames.mjs <${Object.keys(SCENES).join('|')}> <out-dir> [--frames N] [--only K]`);
  process.exit(2);
}
const opt = (name, dflt) => {
  const i = rest.indexOf(name);
  return i >= 0 ? Number(rest[i + 1]) : dflt;
};
const frames = opt('--frames', 192);
const only = opt('--only', -1);
const { frame } = SCENES[scene]();
mkdirSync(outDir, { recursive: true });
for (let i = 0; i < frames; i++) {
  if (only >= 0 && i !== only) continue;
  writeFileSync(join(outDir, String(i).padStart(4, '0') + '.svg'), frame(i / frames));
}
