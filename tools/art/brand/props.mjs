// Workshop and office props shared by the career, about, why and blog art.
import { C, T, r, pt, path, poly, rect, rrect, circ, line, box, pipe, NS } from './lib.mjs';

/** Room: wall above floorY, floor with boards receding to a vanishing point. */
export function room(w, h, floorY, { wall = C.frost, floor = '#dde6ee', vx = w / 2 } = {}) {
  let s = rect(0, 0, w, floorY, wall, NS);
  s += rect(0, floorY - 14, w, 14, C.mist, NS);
  s += rect(0, floorY, w, h - floorY, floor, NS);
  let d = '';
  for (let x = -w; x <= w * 2; x += 90) {
    const t = (h - floorY) / (h - floorY + 400);
    d += `M${r(x)},${h}L${r(x + (vx - x) * t)},${floorY}`;
  }
  for (let y = floorY + 40, k = 40; y < h; k *= 1.35, y += k) d += `M0,${r(y)}H${w}`;
  s += `<path d="${d}" stroke="${C.mist}" stroke-width="1.5" fill="none"/>`;
  s += rect(0, floorY - 2, w, 3, C.slate, NS);
  return s;
}

/** Window with a skyline view. */
export function windowView(x, y, w, h) {
  let s = rect(x, y, w, h, '#c9d6e3');
  s += rect(x, y + h * 0.55, w, h * 0.45, '#eef4ed', NS);
  let k = x + 6;
  let i = 0;
  while (k < x + w - 10) {
    const bw = 12 + ((i * 7) % 11);
    const bh = 20 + ((i * 13) % 40);
    s += rect(k, y + h - bh, Math.min(bw, x + w - k - 2), bh, i % 2 ? C.slate : '#a9bfd4', NS);
    k += bw + 3;
    i++;
  }
  s += rect(x, y, w, h, 'none', ' stroke-width="4"');
  s += line(x + w / 2, y, x + w / 2, y + h, ' stroke-width="3"');
  s += line(x, y + h * 0.4, x + w, y + h * 0.4, ' stroke-width="3"');
  return s;
}

/** Steel shelving with items. items: array per level of kinds. */
export function shelving(x, yb, w, h, levels, items, dp = 26) {
  const lh = h / levels;
  let s = '';
  // back panel
  const [bx, by] = [x + dp * 0.62, yb - dp * 0.36];
  s += rect(bx, by - h, w, h, '#dfe7ee', ' stroke-width="1.5"');
  s += rect(bx - 3, by - h, 5, h, C.navy) + rect(bx + w - 2, by - h, 5, h, C.navy);
  for (let i = 0; i <= levels; i++) {
    const yy = yb - i * lh;
    s += poly(
      [
        [x, yy],
        [x + w, yy],
        [x + w + dp * 0.62, yy - dp * 0.36],
        [x + dp * 0.62, yy - dp * 0.36],
      ],
      C.mist,
      ' stroke-width="1.5"',
    );
    if (i < levels) {
      const list = items[i] || [];
      let cx = x + 8;
      list.forEach((kind) => {
        cx += item(kind, cx, yy - 2, lh - 8) + 5;
      });
    }
    s += rect(x, yy, w, 5, C.steel, ' stroke-width="1.5"');
  }
  s = s.replace(/__ITEMS__/g, '');
  s += rect(x - 3, yb - h - 4, 6, h + 8, C.steel) + rect(x + w - 3, yb - h - 4, 6, h + 8, C.steel);
  return s;

  function item(kind, ix, iy, maxH) {
    const hh = Math.min(maxH, 40);
    switch (kind) {
      case 'box': {
        s += box(ix, iy, 34, hh * 0.7, 14, T.white, ' stroke-width="1.5"');
        s += rect(ix + 6, iy - hh * 0.45, 22, 8, C.copper, ' stroke-width="1"');
        return 34;
      }
      case 'boxC': {
        s += box(ix, iy, 30, hh * 0.6, 14, T.copper, ' stroke-width="1.5"');
        s += rect(ix + 5, iy - hh * 0.4, 20, 7, C.white, ' stroke-width="1"');
        return 30;
      }
      case 'boxS': {
        s += box(ix, iy, 40, hh * 0.55, 14, T.slate, ' stroke-width="1.5"');
        s += rect(ix + 8, iy - hh * 0.38, 24, 7, C.white, ' stroke-width="1"');
        return 40;
      }
      case 'reel': {
        const R = Math.min(hh * 0.48, 18);
        s += circ(ix + R, iy - R, R, C.copper, ' stroke-width="1.6"');
        s += circ(ix + R, iy - R, R * 0.62, C.copperD, ' stroke-width="1.2"');
        s += circ(ix + R, iy - R, R * 0.22, C.mist, ' stroke-width="1.2"');
        return R * 2;
      }
      case 'reelN': {
        const R = Math.min(hh * 0.48, 18);
        s += circ(ix + R, iy - R, R, C.steel, ' stroke-width="1.6"');
        s += circ(ix + R, iy - R, R * 0.62, C.navy, ' stroke-width="1.2"');
        s += circ(ix + R, iy - R, R * 0.22, C.mist, ' stroke-width="1.2"');
        return R * 2;
      }
      case 'bin': {
        s += poly(
          [
            [ix, iy],
            [ix + 26, iy],
            [ix + 28, iy - hh * 0.55],
            [ix - 2, iy - hh * 0.55],
          ],
          C.steelL,
          ' stroke-width="1.5"',
        );
        s += rect(ix + 6, iy - hh * 0.38, 14, 6, C.white, ' stroke-width="1"');
        s += circ(ix + 6, iy - hh * 0.6, 3, C.yellow, ' stroke-width="1"') + circ(ix + 13, iy - hh * 0.62, 3, C.yellow, ' stroke-width="1"') + circ(ix + 20, iy - hh * 0.6, 3, C.yellow, ' stroke-width="1"');
        return 26;
      }
      case 'jb': {
        s += box(ix, iy, 30, hh * 0.85, 10, T.mist, ' stroke-width="1.5"');
        s += rect(ix + 4, iy - hh * 0.85 + 4, 22, hh * 0.85 - 8, 'none', ' stroke-width="1"');
        return 30;
      }
      default:
        return 0;
    }
  }
}

/** Cable gland in side view, standing on (x,y) (entry thread down). s = scale, 1 = 34 px wide body. */
export function gland(x, y, s = 1, metal = 'brass', cable = C.navy, cableLen = 0) {
  const t = metal === 'brass' ? [C.yellowL, C.yellow, C.yellowD] : [C.white, C.mist, C.slate];
  const P = (a, b) => [x + a * s, y + b * s];
  let o = '';
  if (cableLen) o += pipe(`M${pt(P(0, -58))}V${r(y - 58 * s - cableLen)}`, 14 * s, cable);
  // entry thread
  o += rect(...P(-11, 0), 22 * s, 12 * s, t[2], ' stroke-width="1.5"');
  let d = '';
  for (let i = 2; i < 12; i += 3) d += `M${pt(P(-11, i))}L${pt(P(11, i + 1.2))}`;
  o += `<path d="${d}" stroke-width="1" fill="none"/>`;
  // body hex
  const hex = (y0, hh, w) => {
    let q = rect(...P(-w / 2, y0 - hh), w * s, hh * s, t[1], ' stroke-width="1.6"');
    q += rect(...P(-w / 2, y0 - hh), (w / 4) * s, hh * s, t[0], ' stroke-width="1.2"');
    q += rect(...P(w / 4, y0 - hh), (w / 4) * s, hh * s, t[2], ' stroke-width="1.2"');
    return q;
  };
  o += hex(0, 16, 34);
  o += rect(...P(-13, -22), 26 * s, 6 * s, t[1], ' stroke-width="1.4"');
  o += hex(-22, 16, 30);
  // dome cap
  o += path(`M${pt(P(-14, -38))}Q${pt(P(-13, -52))} ${pt(P(-7, -56))}L${pt(P(7, -56))}Q${pt(P(13, -52))} ${pt(P(14, -38))}Z`, t[1], ' stroke-width="1.6"');
  o += path(`M${pt(P(-14, -38))}Q${pt(P(-13, -52))} ${pt(P(-7, -56))}L${pt(P(-4, -56))}Q${pt(P(-8, -50))} ${pt(P(-8, -38))}Z`, t[0], ' stroke="none"');
  // seal
  o += rect(...P(-8, -59), 16 * s, 4 * s, C.navy, ' stroke-width="1"');
  return o;
}

export function mug(x, y, col = C.copper) {
  return rect(x, y - 14, 12, 14, col, ' stroke-width="1.5"') + path(`M${x + 12},${y - 11}a4,4 0 0 1 0,8`, 'none', ' stroke-width="1.5"');
}

export function laptop(x, y, s = 1, dir = 1) {
  const P = (a, b) => [x + a * s * dir, y + b * s];
  return (
    poly([P(0, 0), P(44, 0), P(52, -6), P(8, -6)], C.mist, ' stroke-width="1.5"') +
    poly([P(8, -6), P(52, -6), P(48, -36), P(6, -36)], C.navy, ' stroke-width="1.5"') +
    poly([P(11, -9), P(49, -9), P(46, -33), P(9, -33)], C.steelL, NS) +
    circ(...P(28, -21), 3, C.copper, NS)
  );
}

export function monitor(x, y, w = 70, h = 44) {
  return (
    rect(x + w / 2 - 4, y - 14, 8, 14, C.steel, ' stroke-width="1.5"') +
    rect(x + w / 2 - 16, y - 3, 32, 4, C.steel, ' stroke-width="1.5"') +
    rrect(x, y - 14 - h, w, h, 3, C.navy, ' stroke-width="1.8"') +
    rect(x + 4, y - 10 - h, w - 8, h - 8, C.steelL, NS) +
    rect(x + 10, y - 4 - h, w * 0.4, 5, C.copper, NS) +
    rect(x + 10, y + 4 - h, w * 0.6, 3, C.slate, NS) +
    rect(x + 10, y + 10 - h, w * 0.5, 3, C.slate, NS) +
    rect(x + 10, y + 16 - h, w * 0.55, 3, C.slate, NS)
  );
}

/** Rolled-out technical drawing seen at an angle on a table. */
export function drawingSheet(pts4, seed = 1, ink = C.steel) {
  const [a, b, c, d] = pts4;
  const L = (u, v) => [a[0] + (b[0] - a[0]) * u + (d[0] - a[0]) * v, a[1] + (b[1] - a[1]) * u + (d[1] - a[1]) * v];
  let s = poly([a, b, c, d], C.white, ' stroke-width="1.5"');
  let q = '';
  const seg = (u1, v1, u2, v2) => {
    const p1 = L(u1, v1);
    const p2 = L(u2, v2);
    q += `M${pt(p1)}L${pt(p2)}`;
  };
  // border + title block
  seg(0.05, 0.08, 0.95, 0.08);
  seg(0.95, 0.08, 0.95, 0.92);
  seg(0.95, 0.92, 0.05, 0.92);
  seg(0.05, 0.92, 0.05, 0.08);
  seg(0.7, 0.78, 0.95, 0.78);
  seg(0.7, 0.78, 0.7, 0.92);
  if (seed % 2) {
    // plan: cable route with trays
    seg(0.12, 0.3, 0.6, 0.3);
    seg(0.6, 0.3, 0.6, 0.7);
    seg(0.12, 0.36, 0.54, 0.36);
    seg(0.54, 0.36, 0.54, 0.7);
    seg(0.7, 0.2, 0.88, 0.2);
    seg(0.88, 0.2, 0.88, 0.6);
    seg(0.7, 0.6, 0.88, 0.6);
    seg(0.7, 0.2, 0.7, 0.6);
  } else {
    // section: gland assembly outline
    seg(0.2, 0.2, 0.2, 0.7);
    seg(0.2, 0.7, 0.5, 0.7);
    seg(0.5, 0.7, 0.5, 0.2);
    seg(0.5, 0.2, 0.2, 0.2);
    seg(0.25, 0.45, 0.45, 0.45);
    seg(0.6, 0.25, 0.88, 0.25);
    seg(0.6, 0.35, 0.8, 0.35);
    seg(0.6, 0.45, 0.85, 0.45);
    seg(0.6, 0.55, 0.75, 0.55);
  }
  s += `<path d="${q}" fill="none" stroke="${ink}" stroke-width="1.2"/>`;
  const cpt = L(0.35, 0.45);
  s += circ(cpt[0], cpt[1], 3, C.copper, ' stroke="none"');
  return s;
}

/** Simple potted plant. */
export function plant(x, y, s = 1) {
  let o = '';
  [
    [-18, -50],
    [-6, -64],
    [8, -60],
    [20, -46],
    [0, -42],
  ].forEach(([a, b], i) => {
    o += path(`M${r(x)},${r(y - 30 * s)}Q${r(x + a * s * 0.3)},${r(y + (b - 10) * s)} ${r(x + a * s)},${r(y + b * s)}Q${r(x + a * s * 0.9)},${r(y + (b + 20) * s)} ${r(x)},${r(y - 30 * s)}Z`, i % 2 ? C.steel : C.steelL, ' stroke-width="1.5"');
  });
  o += poly(
    [
      [x - 14 * s, y - 32 * s],
      [x + 14 * s, y - 32 * s],
      [x + 10 * s, y],
      [x - 10 * s, y],
    ],
    C.copper,
  );
  return o;
}

/** Office chair seen from the front-left. */
export function chair(x, y, col = C.steel) {
  return (
    rrect(x - 16, y - 74, 32, 40, 6, col) +
    rect(x - 18, y - 36, 36, 8, col) +
    line(x, y - 28, x, y - 8, ' stroke-width="3"') +
    line(x - 16, y, x + 16, y, ' stroke-width="3"') +
    circ(x - 16, y, 2.5, C.navy) +
    circ(x + 16, y, 2.5, C.navy)
  );
}

/** Cable drum standing on its flanges; front flange centre (x, y-R), width w receding in depth. */
export function cableDrum(x, y, R, w, { flange = C.copper, cable = C.navy } = {}) {
  const ox = w * 0.62;
  const oy = -w * 0.36;
  const cy = y - R;
  let o = circ(x + ox, cy + oy, R, C.copperD);
  const rb = R * 0.78;
  o += path(
    `M${r(x - rb * 0.5)},${r(cy - rb * 0.866)}L${r(x - rb * 0.5 + ox)},${r(cy - rb * 0.866 + oy)}L${r(x + rb * 0.5 + ox)},${r(cy + rb * 0.866 + oy)}L${r(x + rb * 0.5)},${r(cy + rb * 0.866)}Z`,
    cable,
  );
  o += circ(x, cy, R, flange);
  o += circ(x, cy, R * 0.78, 'none', ' stroke-width="1.2" stroke-opacity=".5"');
  o += circ(x, cy, R * 0.22, C.mist) + circ(x, cy, R * 0.08, C.navy);
  let d = '';
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3 + 0.3;
    d += `M${r(x + Math.cos(a) * R * 0.22)},${r(cy + Math.sin(a) * R * 0.22)}L${r(x + Math.cos(a) * R * 0.78)},${r(cy + Math.sin(a) * R * 0.78)}`;
  }
  o += `<path d="${d}" stroke-width="1.2" stroke-opacity=".5"/>`;
  return o;
}

/** Forklift facing left carrying a load on its forks at height lift. */
export function forklift(x, y, s = 1, load = '') {
  const P = (a, b) => [x + a * s, y + b * s];
  const q = (...a) => a.map((p) => pt(P(...p))).join('L');
  let o = '';
  o += rect(...P(-6, -70), 5 * s, 70 * s, C.steel) + rect(...P(0, -74), 5 * s, 74 * s, C.steel);
  o += path(`M${q([-30, -4], [2, -4], [2, -8], [-30, -8])}Z`, C.slate, ' stroke-width="1.5"');
  o += load;
  o += path(`M${q([6, -10], [60, -10], [66, -30], [62, -34], [40, -34], [36, -62], [14, -62], [12, -34], [6, -34])}Z`, C.yellow);
  o += path(`M${q([14, -62], [46, -62], [50, -34])}`, 'none', ' stroke-width="3"');
  o += rect(...P(54, -44), 12 * s, 30 * s, C.yellowD);
  o += circ(...P(18, -8), 9 * s, C.navy) + circ(...P(18, -8), 3.5 * s, C.mist);
  o += circ(...P(52, -8), 8 * s, C.navy) + circ(...P(52, -8), 3 * s, C.mist);
  return o;
}

/** Box lorry facing left. */
export function lorry(x, y, s = 1) {
  const P = (a, b) => [x + a * s, y + b * s];
  const q = (...a) => a.map((p) => pt(P(...p))).join('L');
  let o = '';
  o += rect(...P(50, -98), 190 * s, 84 * s, C.white);
  o += rect(...P(50, -40), 190 * s, 8 * s, C.copper);
  o += path(`M${q([0, -14], [0, -50], [10, -78], [46, -78], [46, -14])}Z`, C.white);
  o += path(`M${q([6, -50], [13, -72], [40, -72], [40, -50])}Z`, C.slate, ' stroke-width="1.5"');
  o += rect(...P(0, -26), 46 * s, 12 * s, C.steel);
  o += rect(...P(44, -16), 200 * s, 6 * s, C.steel);
  [24, 176, 210].forEach((a) => {
    o += circ(...P(a, -10), 11 * s, C.navy) + circ(...P(a, -10), 4 * s, C.mist);
  });
  return o;
}

