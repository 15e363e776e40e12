// Process-plant kit: columns, tanks, racks, structures, coolers, flares, trays.
import { C, T, r, path, poly, rect, circ, ell, line, vcyl, pipe, truss, ladder, railing, box, sp, NS } from './lib.mjs';

/** Elliptical ring platform with handrail around a column at height y. */
export function ringPlatform(cx, y, rad, col = C.yellow) {
  const R = rad + 9;
  const ry = R * 0.28;
  let s = path(
    `M${r(cx - R)},${r(y)}A${r(R)},${r(ry)} 0 0 0 ${r(cx + R)},${r(y)}L${r(cx + R)},${r(y + 3)}A${r(R)},${r(ry)} 0 0 1 ${r(cx - R)},${r(y + 3)}Z`,
    C.slate,
  );
  // handrail
  let d = `M${r(cx - R)},${r(y - 11)}A${r(R)},${r(ry)} 0 0 0 ${r(cx + R)},${r(y - 11)}`;
  for (let i = 0; i <= 6; i++) {
    const a = Math.PI * (i / 6);
    const px = cx - R * Math.cos(a);
    const py = y + ry * Math.sin(a);
    d += `M${r(px)},${r(py)}V${r(py - 11)}`;
  }
  s += `<path d="${d}" fill="none" stroke="${col}" stroke-width="2.2"/>`;
  return s;
}

/** Process column: tall vertical vessel with skirt, dome head, platforms, ladder and nozzles. */
export function column(cx, yb, rad, h, { tone = 'white', platforms = [0.3, 0.6, 0.9], rail = C.yellow } = {}) {
  let s = '';
  // skirt
  s += rect(cx - rad - 2, yb - 16, rad * 2 + 4, 16, T.slate[1]);
  s += vcyl(cx, yb - 16, rad, h - 16, tone, { cap: 'dome' });
  // seams
  let d = '';
  for (let i = 1; i < 6; i++) {
    const yy = yb - 16 - ((h - 16) * i) / 6;
    d += `M${r(cx - rad)},${r(yy)}A${r(rad)},${r(rad * 0.28)} 0 0 0 ${r(cx + rad)},${r(yy)}`;
  }
  s += `<path d="${d}" fill="none" stroke-width="1" stroke-opacity=".45"/>`;
  // ladder on the right
  s += ladder(cx + rad + 3, yb - h + 8, yb - 14, 7, ' stroke-width="1.4"');
  platforms.forEach((f) => {
    s += ringPlatform(cx, yb - h * f, rad, rail);
  });
  // nozzles
  [0.2, 0.5, 0.78].forEach((f, i) => {
    const yy = yb - h * f;
    const side = i % 2 ? -1 : 1;
    const x0 = cx - side * rad;
    s += rect(side > 0 ? x0 - 12 : x0, yy - 4, 12, 8, T.slate[0]);
    s += rect(side > 0 ? x0 - 15 : x0 + 12, yy - 6, 3, 12, T.slate[1]);
  });
  return s;
}

/** Storage tank with cone roof, shell courses and stair. */
export function tank(cx, yb, rad, h, { tone = 'white', stair = true, band = C.copper } = {}) {
  let s = vcyl(cx, yb, rad, h, tone, { cap: 'cone' });
  let d = '';
  for (let i = 1; i < 4; i++) {
    const yy = yb - (h * i) / 4;
    d += `M${r(cx - rad)},${r(yy)}A${r(rad)},${r(rad * 0.28)} 0 0 0 ${r(cx + rad)},${r(yy)}`;
  }
  s += `<path d="${d}" fill="none" stroke-width="1" stroke-opacity=".45"/>`;
  // coloured band
  const yy = yb - h * 0.78;
  s += path(
    `M${r(cx - rad)},${r(yy)}A${r(rad)},${r(rad * 0.28)} 0 0 0 ${r(cx + rad)},${r(yy)}L${r(cx + rad)},${r(yy + 7)}A${r(rad)},${r(rad * 0.28)} 0 0 1 ${r(cx - rad)},${r(yy + 7)}Z`,
    band,
  );
  if (stair) {
    const A = [cx - rad * 0.92, yb + rad * 0.1];
    const B = [cx + rad * 0.25, yb - h + rad * 0.27];
    s += poly([A, B, [B[0], B[1] + 7], [A[0], A[1] + 7]], C.slate, ' stroke-width="1.4"');
    let tr = '';
    for (let i = 1; i < 12; i++) {
      const t = i / 12;
      const x = A[0] + (B[0] - A[0]) * t;
      const y = A[1] + (B[1] - A[1]) * t;
      tr += `M${r(x)},${r(y)}v7M${r(x)},${r(y)}v-12`;
    }
    s += `<path d="${tr}" fill="none" stroke-width="1"/>`;
    s += `<path d="M${r(A[0])},${r(A[1] - 12)}L${r(B[0])},${r(B[1] - 12)}" fill="none" stroke="${C.yellow}" stroke-width="2.4"/>`;
  }
  return s;
}

/**
 * Pipe rack: portal frames from x0 to x1, base y, height h, with a bundle of pipes on two tiers.
 * @param {number} x0 @param {number} x1 @param {number} yb @param {number} h
 * @param {{ bays?: number, tiers?: number, pipes?: string[] | null, tray?: boolean, frame?: string[] }} [options]
 */
export function pipeRack(x0, x1, yb, h, { bays = 6, tiers = 2, pipes = null, tray = true, frame = T.steel } = {}) {
  const bw = (x1 - x0) / bays;
  const dp = 26;
  let back = '';
  let front = '';
  const cols = pipes || [C.mist, C.copper, C.white, C.slate, C.yellow, C.white];
  // back frames
  for (let i = 0; i <= bays; i++) {
    const x = x0 + i * bw;
    const [bx, by] = sp(x, yb, dp, 0);
    back += rect(bx - 3, by - h, 6, h, frame[2]);
  }
  // beams per tier + pipes sitting on them
  for (let t = 0; t < tiers; t++) {
    const yy = yb - h + t * (h * 0.38);
    const [bx, by] = sp(x0, yy, dp, 0);
    back += rect(bx - 3, by - 3, x1 - x0 + 6, 6, frame[1]);
    // pipes (running left-right), from back to front
    const n = t === 0 ? cols.length : Math.max(3, cols.length - 2);
    for (let k = 0; k < n; k++) {
      const u = dp - (k + 0.5) * (dp / n);
      const [px, py] = sp(x0 - 10, yy - 5, u, 0);
      const w = 6 + ((k * 7 + t) % 3) * 2;
      back += pipe(`M${r(px)},${r(py - w / 2)}H${r(px + (x1 - x0) + 20)}`, w, cols[(k + t) % cols.length]);
    }
    if (tray && t === tiers - 1) {
      // cable ladder on the lowest tier, front edge
      const [tx, ty] = sp(x0 - 10, yy - 3, 3, 0);
      front += cableLadder(tx, x1 + 10, ty - 6, 6);
    }
  }
  for (let i = 0; i <= bays; i++) {
    const x = x0 + i * bw;
    front += rect(x - 3, yb - h, 6, h, frame[1]);
    front += poly([sp(x + 3, yb - h, 0, 0), sp(x + 3, yb - h, dp, 0), sp(x + 3, yb - h, dp, -6), sp(x + 3, yb - h, 0, -6)], frame[2]);
    front += rect(x - 6, yb - 3, 12, 5, T.mist[1]);
  }
  for (let t = 0; t < tiers; t++) {
    const yy = yb - h + t * (h * 0.38);
    front += rect(x0 - 3, yy - 3, x1 - x0 + 6, 6, frame[1]);
  }
  return back + front;
}

/** Cable ladder tray in elevation from x0 to x1 with rung ticks and cables inside. */
export function cableLadder(x0, x1, y, h = 7, cables = [C.navy, C.steelL, C.copper]) {
  let s = '';
  cables.forEach((c, i) => {
    s += pipe(`M${r(x0)},${r(y - 2 - i * 2.2)}H${r(x1)}`, 2.6, c);
  });
  s += rect(x0, y - 1, x1 - x0, h - 1, C.mist);
  let d = '';
  for (let x = x0 + 8; x < x1; x += 14) d += `M${r(x)},${r(y - 1)}v${r(h - 1)}`;
  s += `<path d="${d}" fill="none" stroke-width="1"/>`;
  return s;
}

/** Steel structure with floors, bracing and handrails. */
export function structure(x, yb, w, h, levels = 3, { dp = 40, col = T.steel, rail = C.yellow, brace = true } = {}) {
  let s = '';
  const lh = h / levels;
  // back columns
  [0, w].forEach((a) => {
    const [bx, by] = sp(x + a, yb, dp, 0);
    s += rect(bx - 2.5, by - h, 5, h, col[2]);
  });
  for (let i = 1; i <= levels; i++) {
    const yy = yb - i * lh;
    // floor grating (top face)
    s += poly([sp(x, yy, 0, 0), sp(x + w, yy, 0, 0), sp(x + w, yy, dp, 0), sp(x, yy, dp, 0)], C.slate);
    s += rect(x, yy, w, 4, col[1]);
    s += railing(x + 2, x + w - 2, yy, 11, 14, ` stroke="${rail}" stroke-width="2"`);
    if (brace) s += `<path d="M${r(x)},${r(yy + lh)}L${r(x + w)},${r(yy + 4)}" fill="none" stroke="${col[1]}" stroke-width="2"/>`;
  }
  [0, w].forEach((a) => {
    s += rect(x + a - 3, yb - h, 6, h, col[1]);
  });
  return s;
}

/** Air-cooled heat exchanger bank on legs, with fan rings on top. */
export function airCooler(x, yb, w, h, fans = 3, dp = 44) {
  let s = '';
  const legH = h * 0.55;
  // legs
  [0, w].forEach((a) => {
    s += rect(x + a - 2, yb - legH, 4, legH, C.steel);
    const [bx, by] = sp(x + a, yb, dp, 0);
    s += rect(bx - 2, by - legH, 4, legH, C.navy);
  });
  // plenum / bundle
  s += box(x, yb - legH, w, h - legH, dp, T.slate);
  // fans on top
  for (let i = 0; i < fans; i++) {
    const u = dp / 2;
    const a = ((i + 0.5) * w) / fans;
    const [cx, cy] = sp(x + a, yb - h, u, 0);
    const R = Math.min(w / fans, dp * 1.2) * 0.4;
    s += ell(cx, cy, R, R * 0.38, C.steel);
    s += ell(cx, cy - 1, R * 0.78, R * 0.28, C.mist);
    s += `<path d="M${r(cx - R * 0.7)},${r(cy - 1)}L${r(cx + R * 0.7)},${r(cy - 1)}M${r(cx)},${r(cy - R * 0.27)}L${r(cx)},${r(cy + R * 0.25)}" stroke-width="1.4"/>`;
    s += circ(cx, cy - 1, 2.5, C.navy);
  }
  // header boxes on the ends
  s += rect(x - 6, yb - h + 2, 6, h - legH - 2, C.copper);
  return s;
}

/** Flare stack: lattice derrick with riser and a flame. */
export function flare(x, yb, h, { flame = true, w = 22 } = {}) {
  let s = '';
  const top = yb - h;
  s += truss([x - w / 2, yb], [x - 3, top + 8], [x + w / 2, yb], [x + 3, top + 8], 10, ` stroke="${C.steel}" stroke-width="1.6"`);
  s += rect(x - 2.5, top, 5, h, C.mist);
  s += rect(x - 5, top - 4, 10, 6, C.slate);
  if (flame) {
    s += path(
      `M${r(x)},${r(top - 4)}C${r(x - 14)},${r(top - 14)} ${r(x - 6)},${r(top - 30)} ${r(x + 2)},${r(top - 46)}C${r(x + 4)},${r(top - 32)} ${r(x + 16)},${r(top - 24)} ${r(x + 10)},${r(top - 10)}C${r(x + 8)},${r(top - 4)} ${r(x + 4)},${r(top - 3)} ${r(x)},${r(top - 4)}Z`,
      C.copper,
    );
    s += path(
      `M${r(x + 1)},${r(top - 6)}C${r(x - 6)},${r(top - 12)} ${r(x - 1)},${r(top - 22)} ${r(x + 3)},${r(top - 30)}C${r(x + 5)},${r(top - 20)} ${r(x + 10)},${r(top - 16)} ${r(x + 6)},${r(top - 9)}Z`,
      C.yellow,
      NS,
    );
  }
  return s;
}

/** Small centrifugal pump on a skid, facing right. */
export function pumpSkid(x, yb, s = 1) {
  let o = '';
  o += box(x, yb, 46 * s, 6 * s, 14 * s, T.slate);
  o += rect(x + 4 * s, yb - 20 * s, 18 * s, 14 * s, C.steel); // motor
  let d = '';
  for (let i = 1; i < 4; i++) d += `M${r(x + 4 * s)},${r(yb - 20 * s + i * 3.5 * s)}h${r(18 * s)}`;
  o += `<path d="${d}" fill="none" stroke-width="1" stroke="${C.slate}"/>`;
  o += circ(x + 32 * s, yb - 15 * s, 9 * s, C.copper);
  o += circ(x + 32 * s, yb - 15 * s, 3.5 * s, C.copperD);
  o += rect(x + 22 * s, yb - 16 * s, 4 * s, 4 * s, C.slate);
  return o;
}

/** Control / substation building: flat roof, door, AC units, a small window band. */
export function building(x, yb, w, h, dp, { tone = T.white, win = C.slate, door = true, acs = 2, cols = 4 } = {}) {
  let s = box(x, yb, w, h, dp, tone);
  // parapet line
  s += line(x, yb - h + 6, x + w, yb - h + 6, ' stroke-width="1" stroke-opacity=".5"');
  const ww = (w - 24) / cols;
  for (let i = 0; i < cols; i++) s += rect(x + 12 + i * ww + 3, yb - h * 0.62, ww - 6, h * 0.2, win);
  if (door) s += rect(x + w - 26, yb - h * 0.42, 16, h * 0.42, C.steel);
  for (let i = 0; i < acs; i++) {
    const [ax, ay] = sp(x + 14 + i * 26, yb - h, dp * 0.5, 0);
    s += box(ax, ay, 18, 8, 10, T.mist);
  }
  return s;
}

/** Lattice floodlight / telecom mast. */
export function mast(x, yb, h, lamps = true) {
  let s = truss([x - 6, yb], [x - 2, yb - h], [x + 6, yb], [x + 2, yb - h], Math.round(h / 14), ` stroke="${C.steel}" stroke-width="1.4"`);
  if (lamps) {
    s += rect(x - 14, yb - h - 12, 28, 12, C.steel);
    for (let i = 0; i < 4; i++) s += rect(x - 12 + i * 6.5, yb - h - 10, 5, 8, C.yellowL, ' stroke-width="1"');
  }
  return s;
}


/** Gate valve (bow-tie) on a horizontal run at (x,y), with handwheel. */
export function valve(x, y, s = 1, col = C.copper) {
  return (
    line(x, y, x, y - 12 * s, ' stroke-width="1.6"') +
    ell(x, y - 13 * s, 6 * s, 2 * s, 'none', ' stroke-width="1.6"') +
    poly(
      [
        [x - 7 * s, y - 5 * s],
        [x + 7 * s, y + 5 * s],
        [x + 7 * s, y - 5 * s],
        [x - 7 * s, y + 5 * s],
      ],
      col,
      ' stroke-width="1.5"',
    )
  );
}

export const shadow = (cx, cy, rx, ry, op = 0.12) => ell(cx, cy, rx, ry, C.navy, ` fill-opacity="${op}" stroke="none"`);
