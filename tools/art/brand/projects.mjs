// Project scenes, 800x500.
import { C, T, r, pd, pt, path, poly, rect, circ, ell, line, g, NS, STROKE, box, sp, hcyl, saddle, pipeP, person, cloud, sun, sky, stdDefs, svgDoc, farSkyline, vcyl, railing, rng, id, palm, windows, sideWindows, url } from './lib.mjs';
import { column, tank, pipeRack, structure, airCooler, flare, pumpSkid, building, mast, valve, shadow } from './plant.mjs';

const W = 800;
const H = 500;

function scene(title, skyKind, back, main, { defs = '', ground = '' } = {}) {
  const body = sky(W, H, skyKind) + back + ground + g(STROKE, main);
  return svgDoc(W, H, title, body, { defs: stdDefs(defs, body) });
}

/** Far silhouettes of process equipment on the horizon. */
function farPlant(y, x0, x1, col = '#b3c7da') {
  let s = '';
  for (let x = x0; x < x1; x += 90) {
    s += rect(x, y - 70, 10, 70, col, NS) + rect(x + 24, y - 36, 40, 36, col, NS) + ell(x + 44, y - 36, 20, 5, col, NS);
    s += rect(x + 70, y - 48, 6, 48, col, NS);
  }
  return s;
}

function concreteGround(hy, { tone = '#dfe7ee', road = true } = {}) {
  let s = rect(0, hy, W, H - hy, tone, NS);
  s += rect(0, hy, W, 3, C.mist, NS);
  if (road) {
    s += rect(0, 468, W, 32, '#b8c9d9', NS);
    s += rect(0, 468, W, 2, C.slate, NS);
    for (let x = 10; x < W; x += 60) s += rect(x, 483, 30, 3, C.yellow, NS);
  }
  return s;
}

// ---------------------------------------------------------------- MEG regeneration unit
function megRegeneration() {
  const hy = 330;
  const back =
    sun(650, 86, 26) +
    cloud(60, 110, 0.9) +
    cloud(470, 74, 0.7) +
    farPlant(hy, 420, 820) +
    farSkyline(hy, 0, 260, 11, '#b3c7da', 40);
  let m = '';
  // tank farm (right, behind)
  m += tank(640, 382, 62, 92, { band: C.copper });
  m += tank(742, 388, 44, 70, { band: C.steel });
  // left structure with air cooler on top
  m += structure(78, 392, 132, 132, 3, { dp: 44 });
  m += airCooler(70, 260, 150, 40, 3, 44);
  m += hcyl(96, 338, 86, 14, 'slate');
  m += hcyl(104, 294, 70, 11, 'white');
  // columns
  m += column(326, 392, 24, 286, { platforms: [0.32, 0.62, 0.9] });
  m += column(404, 392, 17, 196, { platforms: [0.45, 0.86] });
  // overhead lines from columns to cooler
  m += pipeP(
    [
      [326, 110],
      [326, 98],
      [250, 98],
      [250, 240],
      [222, 240],
    ],
    5,
    C.white,
  );
  m += pipeP(
    [
      [404, 200],
      [404, 186],
      [470, 186],
      [470, 340],
    ],
    5,
    C.copper,
  );
  // reboiler and flash drum on the pad
  m += saddle(500, 346, 20, 392) + saddle(568, 346, 20, 392);
  m += hcyl(478, 346, 112, 20, 'white');
  m += rect(520, 326, 10, 40, C.copper, ' stroke-width="1.5"');
  m += pipeRack(24, 560, 430, 62, { bays: 7, pipes: [C.mist, C.copper, C.white, C.slate, C.yellow] });
  // foreground pad: pumps and a cable ladder on sleepers
  m += box(600, 466, 170, 8, 40, T.mist);
  m += pumpSkid(614, 456, 1);
  m += pumpSkid(690, 456, 1);
  m += pipeP(
    [
      [646, 441],
      [646, 420],
      [600, 420],
    ],
    5,
    C.copper,
  );
  m += pipeP(
    [
      [722, 441],
      [722, 410],
      [700, 410],
      [700, 394],
    ],
    5,
    C.copper,
  );
  m += person(586, 486, 0.78, { vest: C.copper, arms: 'tablet', hat: 'hard', hatCol: C.white });
  m += rect(588, 438, 14, 10, C.navy, ' stroke-width="1.2"');
  return scene('MEG regeneration unit at an oil and gas facility', 'day', back, m, {
    ground: concreteGround(hy),
  });
}


/** Ground joints for a concrete apron between y0 and y1. */
function joints(y0, y1, step = 80) {
  let d = '';
  for (let x = -40; x < W + 80; x += step) d += `M${x},${y1}L${r(x + (y1 - y0) * 0.6)},${y0}`;
  return `<path d="${d}" fill="none" stroke="${C.mist}" stroke-width="1.5"/>`;
}

/** Pick-up truck facing left, wheels on y. */
function pickup(x, y, s = 1, body = C.white) {
  const P = (a, b) => [x + a * s, y + b * s];
  let o = '';
  o += poly([P(0, -10), P(4, -22), P(30, -24), P(40, -38), P(66, -38), P(70, -24), P(104, -24), P(104, -8), P(0, -8)], body);
  o += poly([P(44, -34), P(63, -34), P(65, -25), P(38, -25)], C.slate, ' stroke-width="1.5"');
  o += line(...P(70, -24), ...P(70, -10), ' stroke-width="1.5"');
  o += rect(...P(2, -17), 8 * s, 4 * s, C.yellow, ' stroke-width="1.2"');
  o += rect(...P(72, -22), 30 * s, 3 * s, C.copper, ' stroke="none"');
  [20, 84].forEach((a) => {
    o += circ(...P(a, -7), 9 * s, C.navy) + circ(...P(a, -7), 4 * s, C.mist);
  });
  return o;
}

/** Portable site cabin. */
function cabin(x, y, w = 90, h = 34, dp = 26, t = T.white) {
  let o = box(x, y, w, h, dp, t);
  o += rect(x + 10, y - h + 9, 20, 12, C.slate) + rect(x + 40, y - h + 9, 20, 12, C.slate);
  o += rect(x + w - 20, y - h + 7, 13, h - 7, C.steel);
  o += rect(x - 2, y - 2, w + 4, 4, C.steel);
  const [ax, ay] = sp(x + w, y - h + 18, 8, 0);
  o += box(ax, ay, 4, 10, 10, T.mist);
  return o;
}

// ---------------------------------------------------------------- production facility
function productionFacility() {
  const hy = 300;
  const back =
    cloud(120, 80, 1) +
    cloud(560, 56, 0.7) +
    farSkyline(hy, 0, 800, 23, '#b9cbdc', 30) +
    farPlant(hy, 300, 640, '#a9bfd4');
  let m = '';
  m += flare(730, 350, 270, { w: 26 });
  // tank farm left with bund wall
  m += tank(96, 352, 78, 124, { band: C.copper });
  m += tank(236, 346, 60, 98, { band: C.copper });
  m += box(10, 372, 300, 12, 30, T.mist);
  // gas turbine generator hall with exhaust stacks
  m += box(506, 376, 150, 84, 56, T.slate);
  m += rect(516, 314, 130, 12, C.mist, ' stroke-width="1.5"');
  let louv = '';
  for (let x = 520; x < 644; x += 8) louv += `M${x},316v8`;
  m += `<path d="${louv}" stroke-width="1"/>`;
  m += rect(520, 338, 26, 38, C.steel) + rect(612, 338, 26, 38, C.steel);
  [548, 610].forEach((x) => {
    const [sx, sy] = sp(x, 292, 28, 0);
    m += rect(sx - 9, sy - 66, 18, 66, C.mist) + rect(sx - 11, sy - 70, 22, 7, C.steel);
  });
  // pipe rack mid-ground
  m += pipeRack(300, 700, 402, 58, { bays: 5, pipes: [C.white, C.copper, C.mist, C.yellow, C.slate] });
  m += column(362, 402, 18, 190, { platforms: [0.5, 0.9] });
  m += column(420, 402, 14, 140, { platforms: [0.85] });
  // separator train on the foreground pad
  m += box(40, 448, 420, 8, 44, T.mist);
  [60, 200, 330].forEach((x, i) => {
    m += shadow(x + 60, 446, 70, 8);
    m += saddle(x + 26, 410, 26, 442) + saddle(x + 92, 410, 26, 442);
    m += hcyl(x, 410, 118, 26, i === 1 ? 'copper' : 'white');
    m += rect(x + 52, 378, 12, 12, C.slate) + rect(x + 48, 374, 20, 5, C.steel);
  });
  m += pipeP(
    [
      [118, 384],
      [118, 360],
      [430, 360],
      [430, 400],
    ],
    5,
    C.yellow,
  );
  m += valve(200, 360, 1.1) + valve(330, 360, 1.1);
  // control building right
  m += building(560, 470, 180, 60, 50, { cols: 6 });
  m += mastFlag(546, 470);
  m += pickup(420, 484, 0.85);
  m += person(530, 486, 0.74, { vest: C.yellow, arms: 'point', hatCol: C.copper });
  return scene('Oil and gas production facility with tank farm, separators and flare', 'day', back, m, {
    ground: concreteGround(hy) + joints(hy + 4, 466),
  });
}

/** Simple mast with a wind sock. */
function mastFlag(x, y) {
  return (
    line(x, y, x, y - 96, ' stroke-width="2.4"') +
    path(`M${x},${y - 96}L${x + 30},${y - 90}L${x + 30},${y - 84}L${x},${y - 80}Z`, C.copper) +
    line(x + 10, y - 94, x + 10, y - 82, ' stroke="#fff" stroke-width="3"') +
    line(x + 20, y - 92, x + 20, y - 85, ' stroke="#fff" stroke-width="3"')
  );
}

// ---------------------------------------------------------------- early production facility, desert
function earlyProductionIraq() {
  const hy = 296;
  const back =
    sun(130, 88, 34, C.yellowL) +
    cloud(560, 70, 0.6, 0.6) +
    path(`M0,${hy}Q120,${hy - 30} 250,${hy - 10}T520,${hy - 16}T800,${hy - 8}V${hy + 10}H0Z`, '#ead3a0', NS) +
    path(`M0,${hy + 6}Q180,${hy - 12} 360,${hy + 4}T800,${hy}V${H}H0Z`, C.sand, NS);
  const ground =
    path(`M0,430Q220,406 430,428T800,420V${H}H0Z`, C.sandD, NS) +
    path(`M0,462Q260,442 520,466T800,456V${H}H0Z`, '#efd39a', NS) +
    `<path d="M60,478q40,-8 80,0M300,490q50,-8 100,0M620,482q40,-8 80,0M420,330q30,-6 60,0M700,320q30,-6 60,0" fill="none" stroke="${C.sandD}" stroke-width="2"/>`;
  let m = '';
  m += flare(736, 330, 240, { w: 26 });
  m += path(`M560,330L600,296L640,330Z`, C.sandD, ' stroke-width="1.5"');
  // tanks on a bunded pad
  m += box(120, 372, 250, 10, 40, T.sand);
  m += tank(180, 364, 50, 84, { band: C.copper });
  m += tank(300, 358, 42, 70, { band: C.copper });
  // heater treater and separator skid
  m += column(650, 396, 18, 120, { platforms: [0.85], rail: C.yellow });
  m += box(380, 410, 210, 12, 46, T.steel);
  m += shadow(480, 408, 110, 9);
  m += saddle(420, 368, 26, 398) + saddle(530, 368, 26, 398);
  m += hcyl(396, 368, 170, 26, 'white');
  m += rect(470, 338, 12, 52, C.copper, ' stroke-width="1.5"');
  m += rect(418, 334, 14, 10, C.slate) + rect(414, 330, 22, 5, C.steel);
  m += pipeP(
    [
      [425, 330],
      [425, 310],
      [650, 310],
      [650, 330],
    ],
    5,
    C.yellow,
  );
  m += valve(560, 310, 1.1);
  // containerised skids
  m += box(560, 452, 120, 50, 38, T.copper);
  m += box(40, 446, 110, 46, 34, T.slate);
  let rib = '';
  for (let x = 568; x < 676; x += 8) rib += `M${x},406v42`;
  for (let x = 48; x < 146; x += 8) rib += `M${x},404v38`;
  m += `<path d="${rib}" stroke-width="1" stroke-opacity=".4"/>`;
  // flowlines on sleepers
  m += pipeP(
    [
      [150, 430],
      [560, 430],
    ],
    6,
    C.mist,
  );
  m += pipeP(
    [
      [150, 418],
      [200, 418],
      [200, 380],
    ],
    5,
    C.yellow,
  );
  [180, 280, 380, 480].forEach((x) => (m += rect(x - 7, 434, 14, 7, C.sandD)));
  m += cabin(660, 484, 112, 38, 30);
  m += pickup(210, 486, 0.95);
  m += person(396, 484, 0.8, { vest: C.copper, arms: 'point', skin: C.skin2 });
  m += person(360, 486, 0.8, { vest: C.yellow, arms: 'tablet', hatCol: C.copper, dir: -1, skin: C.skin3 });
  m += palm(28, 300, 64, 0.7, -4) + palm(60, 304, 50, 0.6, 6);
  return scene('Early production facility in the desert with separator skids, tanks and flare', 'desert', back, m, { ground });
}

// ---------------------------------------------------------------- gas compression station
function compressionPhase5() {
  const hy = 322;
  const back = cloud(90, 88, 0.9) + cloud(600, 60, 0.8) + farSkyline(hy, 0, 800, 5, '#b9cbdc', 26);
  let m = '';
  // scrubbers left
  m += column(70, 392, 22, 150, { platforms: [0.88] });
  m += column(130, 392, 22, 150, { platforms: [0.88] });
  // compressor shelter: steel portal frame with roof
  const sx = 190;
  const sy = 400;
  const sw2 = 330;
  const sh = 120;
  const dp = 90;
  m += poly([sp(sx, sy, 0, 0), sp(sx + sw2, sy, 0, 0), sp(sx + sw2, sy, dp, 0), sp(sx, sy, dp, 0)], '#d3dee8');
  for (let i = 0; i <= 5; i++) {
    const [bx, by] = sp(sx + (i * sw2) / 5, sy, dp, 0);
    m += rect(bx - 3, by - sh, 6, sh, C.navy);
  }
  // back wall cladding
  const [wx, wy] = sp(sx, sy, dp, 0);
  m += rect(wx, wy - sh, sw2, sh * 0.55, C.mist, ' stroke-width="1.5"');
  let rib = '';
  for (let x = wx + 8; x < wx + sw2; x += 10) rib += `M${r(x)},${r(wy - sh)}v${r(sh * 0.55)}`;
  m += `<path d="${rib}" stroke-width="1" stroke-opacity=".35"/>`;
  // compressor packages
  [0, 1].forEach((i) => {
    const cx = sx + 24 + i * 158;
    m += box(cx, sy - 14, 136, 10, 44, T.steel);
    m += box(cx + 6, sy - 24, 54, 34, 34, T.copper); // driver (gas engine)
    m += hcyl(cx + 70, sy - 44, 56, 15, 'slate'); // compressor frame
    m += rect(cx + 78, sy - 76, 14, 20, C.mist) + rect(cx + 104, sy - 76, 14, 20, C.mist);
    m += pipeP(
      [
        [cx + 85, sy - 76],
        [cx + 85, sy - 102],
        [cx + 150, sy - 102],
      ],
      9,
      C.yellow,
    );
    m += pipeP(
      [
        [cx + 111, sy - 76],
        [cx + 111, sy - 90],
        [cx + 150, sy - 90],
      ],
      7,
      C.yellow,
    );
  });
  // overhead crane beam and roof
  m += rect(sx, sy - sh + 14, sw2, 8, C.yellow);
  for (let i = 0; i <= 5; i++) m += rect(sx + (i * sw2) / 5 - 3, sy - sh, 6, sh, C.steel);
  m += box(sx - 10, sy - sh, sw2 + 20, 10, dp + 10, T.white);
  let rr = '';
  for (let i = 1; i < 14; i++) {
    const a = sp(sx - 10 + (i * (sw2 + 20)) / 14, sy - sh - 10, 0, 0);
    const b = sp(sx - 10 + (i * (sw2 + 20)) / 14, sy - sh - 10, dp + 10, 0);
    rr += `M${r(a[0])},${r(a[1])}L${r(b[0])},${r(b[1])}`;
  }
  m += `<path d="${rr}" stroke-width="1" stroke-opacity=".4"/>`;
  // air coolers right
  m += airCooler(560, 410, 200, 86, 4, 60);
  m += airCooler(600, 300, 160, 0.01, 0, 0).slice(0, 0);
  // gas headers in front with valves
  m += pipeP(
    [
      [0, 436],
      [540, 436],
      [540, 372],
      [560, 372],
    ],
    12,
    C.yellow,
  );
  m += pipeP(
    [
      [0, 456],
      [760, 456],
      [760, 420],
    ],
    10,
    C.yellow,
  );
  [90, 250, 420].forEach((x) => (m += valve(x, 436, 1.3, C.copper)));
  [170, 620].forEach((x) => (m += valve(x, 456, 1.2, C.steel)));
  [40, 140, 240, 340, 440, 540, 660].forEach((x) => (m += rect(x - 8, 462, 16, 8, C.mist)));
  m += person(330, 486, 0.76, { vest: C.copper, arms: 'tablet', skin: C.skin2 });
  m += person(372, 486, 0.76, { vest: C.yellow, arms: 'point', hatCol: C.yellow, dir: -1 });
  return scene('Gas compression station with compressor shelter, scrubbers and air coolers', 'day', back, m, {
    ground: concreteGround(hy),
  });
}

// ---------------------------------------------------------------- harbour
/** Ship-to-shore container crane standing on a quay whose front edge is at y=yq. */
function stsCrane(x, yq, col = C.copper) {
  const Q = (xx, u, v) => sp(xx, yq, u, v);
  const frame = (xx, far) => {
    const c = far ? C.copperD : col;
    let o = '';
    o += pipeP([Q(xx, 8, 0), Q(xx, 8, 150)], 6, c);
    o += pipeP([Q(xx, 62, 0), Q(xx, 62, 150)], 6, c);
    o += pipeP([Q(xx, 8, 74), Q(xx, 62, 74)], 5, c);
    o += pipeP([Q(xx, 8, 74), Q(xx, 62, 150)], 3, c);
    o += pipeP([Q(xx, -130, 150), Q(xx, 104, 150)], 7, c);
    o += pipeP([Q(xx, 36, 150), Q(xx, 40, 204)], 5, c);
    o += line(...Q(xx, 40, 204), ...Q(xx, -120, 153), ' stroke-width="1.6"');
    o += line(...Q(xx, 40, 204), ...Q(xx, -60, 153), ' stroke-width="1.6"');
    o += line(...Q(xx, 40, 204), ...Q(xx, 104, 153), ' stroke-width="1.6"');
    o += rect(...Q(xx, 4, -4), 16, 6, C.steel);
    o += rect(...Q(xx, 58, -4), 16, 6, C.steel);
    return o;
  };
  let o = frame(x + 30, true);
  // cross girders
  [150, 74].forEach((v) => {
    o += pipeP([Q(x, 8, v), Q(x + 30, 8, v)], 5, col);
    o += pipeP([Q(x, 62, v), Q(x + 30, 62, v)], 5, col);
  });
  // machinery house at the back of the boom
  const [hx, hy] = Q(x - 4, 74, 156);
  o += box(hx, hy, 38, 18, 26, T.white);
  // trolley, cab and spreader over the ship
  const [tx, ty] = Q(x - 2, -86, 146);
  o += box(tx, ty, 34, 8, 10, T.steel);
  o += rect(tx + 4, ty + 2, 12, 12, C.white);
  o += `<path d="M${r(tx + 10)},${r(ty + 14)}V${r(ty + 78)}M${r(tx + 26)},${r(ty)}V${r(ty + 78)}" stroke-width="1.2"/>`;
  o += rect(tx + 2, ty + 78, 32, 5, C.yellow, ' stroke-width="1.5"');
  o += box(tx + 4, ty + 100, 28, 16, 10, T.yellow);
  o += frame(x, false);
  return o;
}

const RIB = `<pattern id="RIB" width="5" height="10" patternUnits="userSpaceOnUse"><path d="M2.5,0V10" stroke="${C.navy}" stroke-opacity=".35" stroke-width=".8"/></pattern>`;
const ribDefs = () => RIB.replace('RIB', id('rib'));

function containerStack(x, y, cols, rows, seed, dp = 22, cw = 30, ch = 14) {
  const palette = [T.copper, T.steel, T.slate, T.white, T.yellow, T.mist, T.copper, T.slate];
  const rand = rng(seed * 31 + 7);
  let o = '';
  for (let i = 0; i < cols; i++) {
    const n = Math.max(1, rows - Math.floor(rand() * 1.6));
    for (let j = 0; j < n; j++) {
      const t = palette[Math.floor(rand() * palette.length)];
      o += box(x + i * cw, y - j * ch, cw, ch, dp, t, ' stroke-width="1.4"');
    }
    o += rect(x + i * cw + 2, y - n * ch + 2, cw - 4, n * ch - 4, url('rib'), NS);
  }
  return o;
}

function yacht(x, y, s = 1, sail = true) {
  const P = (a, b) => [x + a * s, y + b * s];
  let o = poly([P(0, -8), P(60, -8), P(52, 2), P(6, 2)], C.white);
  o += line(...P(4, -3), ...P(56, -3), ` stroke="${C.steel}" stroke-width="${r(2 * s)}"`);
  o += poly([P(14, -8), P(18, -15), P(40, -15), P(44, -8)], C.frost, ' stroke-width="1.4"');
  o += rect(...P(21, -13), 14 * s, 3 * s, C.slate, ' stroke="none"');
  if (sail) {
    o += line(...P(28, -15), ...P(28, -66), ' stroke-width="1.6"');
    o += line(...P(28, -60), ...P(54, -10), ' stroke-width="1" stroke-opacity=".6"');
    o += line(...P(28, -60), ...P(4, -10), ' stroke-width="1" stroke-opacity=".6"');
  }
  return o;
}

function lighthouse(x, y, s = 1) {
  const P = (a, b) => [x + a * s, y + b * s];
  let o = poly([P(-12, 0), P(12, 0), P(7, -80), P(-7, -80)], C.white);
  [-18, -44].forEach((b) => {
    o += poly([P(-11.2, b + 10), P(11.2, b + 10), P(10.2, b - 4), P(-10.2, b - 4)], C.copper);
  });
  o += rect(...P(-10, -84), 20 * s, 4 * s, C.steel);
  o += rect(...P(-6, -98), 12 * s, 14 * s, C.yellowL);
  o += path(`M${pd([P(-8, -98), P(0, -108), P(8, -98)], false).slice(1)}Z`.replace(/^/, 'M'), C.steel);
  return o;
}

function harbour() {
  const hy = 300;
  const yq = 352;
  const back =
    cloud(80, 84, 0.9) +
    cloud(600, 60, 0.7) +
    farSkyline(hy + 4, 280, 800, 31, '#a9bfd4', 70) +
    farSkyline(hy + 4, 0, 300, 17, '#b9cbdc', 40);
  const sea =
    rect(0, hy, W, H - hy, '#8da9c4', NS) +
    rect(0, 400, W, 100, '#6f8fb0', NS) +
    rect(0, 450, W, 50, C.steelL, NS) +
    `<path d="M30,420h40M120,436h60M600,414h50M700,440h60M260,470h70M520,480h60M60,480h50M380,494h40" stroke="#c9d6e3" stroke-width="2" stroke-linecap="round"/>`;
  let m = '';
  // quay top + wall
  const qd = 150;
  m += poly([[-60, yq], [W, yq], sp(W, yq, qd, 0), sp(-60, yq, qd, 0)], '#dde6ee');
  let rail = '';
  for (let x = 120; x < W; x += 140) rail += `M${r(x)},${yq}L${r(sp(x, yq, qd, 0)[0])},${r(sp(x, yq, qd, 0)[1])}`;
  m += `<path d="${rail}" stroke="${C.mist}" stroke-width="1.5"/>`;
  m += rect(-10, yq, W + 20, 22, C.mist);
  for (let x = 20; x < W; x += 46) m += rect(x, yq + 4, 8, 16, C.navy, ' stroke-width="1"');
  // container yard at the back of the quay
  m += containerStack(...sp(40, yq, 96, 0), 7, 3, 2);
  m += containerStack(...sp(300, yq, 96, 0), 6, 3, 5);
  m += containerStack(...sp(520, yq, 100, 0), 4, 2, 1);
  // cranes
  m += stsCrane(170, yq);
  m += stsCrane(360, yq);
  // container ship alongside
  const wl = 452;
  m += poly(
    [
      [24, 398],
      [520, 398],
      [514, wl],
      [60, wl],
    ],
    C.navy,
  );
  m += poly(
    [
      [38, 428],
      [516, 428],
      [514, wl],
      [60, wl],
    ],
    C.copperD,
  );
  m += line(30, 410, 518, 410, ` stroke="${C.white}" stroke-width="2"`);
  m += containerStack(70, 397, 12, 3, 3, 12, 30, 13);
  m += box(442, 397, 58, 64, 14, T.white);
  m += windows(442, 333, 58, 20, 4, 1, C.steel, { gx: 4, gy: 5 });
  m += box(448, 333, 46, 10, 12, T.white);
  m += rect(486, 300, 8, 23, C.steel);
  // marina on the right: pontoon with finger berths
  m += yacht(560, 430, 1.05) + yacht(650, 436, 1.05, false);
  m += poly([[540, 452], [800, 452], [800, 460], [540, 460]], C.mist);
  [540, 620, 710].forEach((x) => (m += poly([[x, 460], [x + 8, 460], [x - 8, 500], [x - 16, 500]], C.mist)));
  m += yacht(700, 488, 1.2) + yacht(600, 496, 1.1, false);
  m += lighthouse(764, 352, 0.9);
  return scene('Harbour with container cranes, a berthed container ship and a marina', 'day', back, m, {
    ground: sea,
    defs: ribDefs(),
  });
}

// ---------------------------------------------------------------- resort
function umbrella(x, y, col = C.copper, s = 1) {
  const P = (a, b) => [x + a * s, y + b * s];
  let o = line(...P(0, 0), ...P(0, -40), ' stroke-width="2"');
  const q = (a) => a.map(pt).join(' ');
  o += path(`M${q([P(-24, -34)])}Q${q([P(-10, -50), P(0, -49)])}Q${q([P(10, -50), P(24, -34)])}Q${q([P(12, -39), P(0, -35)])}Q${q([P(-12, -39), P(-24, -34)])}Z`, col);
  o += path(`M${q([P(-8, -35.6)])}Q${q([P(-4, -48), P(0, -49)])}Q${q([P(4, -48), P(8, -35.6)])}Q${q([P(0, -34), P(-8, -35.6)])}Z`, C.white, ' stroke-width="1.4"');
  return o;
}

function lounger(x, y, s = 1) {
  const P = (a, b) => [x + a * s, y + b * s];
  return poly([P(0, -6), P(26, -6), P(34, -16), P(37, -14), P(30, -4), P(0, -4)], C.white, ' stroke-width="1.5"') + line(...P(3, -4), ...P(3, 0), ' stroke-width="1.5"') + line(...P(26, -4), ...P(26, 0), ' stroke-width="1.5"');
}

function balconyGrid(x, y, w, h, cols, rows, col = C.slate) {
  let o = '';
  const cw = w / cols;
  const rh = h / rows;
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) {
      const bx = x + i * cw + 4;
      const by = y + j * rh + 4;
      o += rect(bx, by, cw - 8, rh - 8, col, ' stroke-width="1.2"');
    }
  let d = '';
  for (let j = 1; j <= rows; j++) d += `M${r(x)},${r(y + j * rh - 4)}H${r(x + w)}`;
  o += `<path d="${d}" stroke="${C.white}" stroke-width="4"/><path d="${d.replace(/M([\d.]+),([\d.]+)/g, (q, a, b) => `M${a},${r(+b - 2)}`)}" stroke-width="1"/>`;
  return o;
}

function resort() {
  const hy = 262;
  const back =
    sun(620, 90, 30) +
    cloud(60, 90, 0.9) +
    cloud(420, 60, 0.6) +
    rect(0, hy, W, 90, '#8da9c4', NS) +
    rect(0, hy + 40, W, 50, '#a9bfd4', NS) +
    `<path d="M20,${hy + 16}h50M160,${hy + 30}h70M520,${hy + 12}h40M640,${hy + 26}h80" stroke="#eef4ed" stroke-width="2" stroke-linecap="round"/>` +
    yacht(470, hy + 24, 0.55);
  const ground =
    path(`M0,${hy + 86}Q200,${hy + 74} 400,${hy + 84}T800,${hy + 80}V${H}H0Z`, C.sandL, NS) +
    path(`M0,${hy + 92}Q200,${hy + 80} 400,${hy + 90}T800,${hy + 86}V${H}H0Z`, C.sand, NS);
  let m = '';
  // hotel: stepped wings with balconies
  m += box(60, 400, 160, 150, 60, T.white);
  m += balconyGrid(68, 260, 144, 108, 4, 5);
  m += box(220, 400, 220, 200, 70, T.white);
  m += balconyGrid(230, 210, 200, 156, 5, 7);
  m += sideWindows(440, 400, 70, 200, 3, 8, C.slate, { gy: 8, v0: 34 });
  m += box(440, 400, 140, 120, 60, T.white);
  m += balconyGrid(450, 290, 120, 76, 3, 3);
  // rooftop pergola and arcade
  m += box(250, 200, 120, 18, 40, T.copper);
  let arc = '';
  for (let x = 236; x < 430; x += 28) arc += `M${x},400v-20a10,10 0 0 1 20,0v20`;
  m += path(arc, C.steel, ' stroke-width="1.5"');
  // pool deck and pool
  m += poly([[40, 470], [600, 470], [640, 420], [80, 420]], C.frost);
  m += path('M120,460L520,460Q548,446 560,428L168,428Q140,446 120,460Z', '#8da9c4');
  m += path('M140,452L500,452Q520,444 530,434L178,434Q160,444 140,452Z', '#c9d6e3', ' stroke="none"');
  m += `<path d="M200,444h40M320,440h60M430,448h30" stroke="#fff" stroke-width="2" stroke-linecap="round"/>`;
  // beach: umbrellas and loungers
  [640, 720].forEach((x, i) => {
    m += lounger(x - 30, 470) + umbrella(x, 470, i ? C.yellow : C.copper);
  });
  m += lounger(590, 492) + umbrella(610, 492, C.copper);
  [60, 140, 30].forEach((x, i) => (m += lounger(x, 492 - i * 2)));
  m += umbrella(110, 492, C.yellow);
  // palms
  m += palm(30, 420, 120, 1, 10) + palm(600, 416, 130, 1, -12) + palm(770, 444, 110, 0.9, -6) + palm(240, 420, 90, 0.8, 8);
  return scene('Beach resort with stepped hotel wings, pool and palm trees', 'warm', back, m, { ground });
}

// ---------------------------------------------------------------- museum
function museum() {
  const hy = 300;
  const cx = 400;
  const dy = 200;
  const R = 330;
  const k = 0.2;
  const back = cloud(40, 80, 0.9) + cloud(640, 56, 0.7) + farSkyline(hy, 0, 800, 41, '#b9cbdc', 50);
  const water =
    rect(0, hy, W, H - hy, '#a9bfd4', NS) +
    rect(0, 420, W, 80, '#8da9c4', NS) +
    `<path d="M40,440h60M180,460h80M520,452h70M660,472h60M320,486h50" stroke="#eef4ed" stroke-width="2" stroke-linecap="round"/>`;
  let m = '';
  // plinth on the water
  m += box(70, 410, 620, 14, 60, T.white);
  // gallery cubes
  const cubes = [
    [100, 396, 90, 70, 40],
    [180, 396, 70, 110, 36],
    [250, 396, 110, 80, 46],
    [350, 396, 80, 130, 40],
    [430, 396, 120, 90, 44],
    [540, 396, 70, 110, 36],
    [600, 396, 80, 66, 40],
  ];
  cubes.forEach(([x, y, w, h, dp]) => {
    m += box(x, y, w, h, dp, T.white);
    m += rect(x + w * 0.3, y - h * 0.55, w * 0.12, h * 0.55, C.mist, ' stroke-width="1.2"');
  });
  // dome shadow band under the canopy
  m += ell(cx, dy + 44, R - 20, R * k * 0.6, C.navy, ' fill-opacity=".08" stroke="none"');
  // supports
  [150, 330, 470, 650].forEach((x) => (m += rect(x - 3, dy + 30, 6, 396 - dy - 30 - 60, C.mist)));
  // dome: rim + lattice top clipped to ellipse
  m += path(`M${cx - R},${dy + 20}A${R},${R * k} 0 0 0 ${cx + R},${dy + 20}L${cx + R},${dy + 30}A${R},${R * k} 0 0 1 ${cx - R},${dy + 30}Z`, C.mist);
  m += path(`M${cx - R},${dy + 20}A${R},${R * 0.26} 0 0 1 ${cx + R},${dy + 20}A${R},${R * k} 0 0 1 ${cx - R},${dy + 20}Z`, C.frost);
  let lat = '';
  for (let a = 0; a < 3; a++) {
    const th = (a * Math.PI) / 3;
    for (let d = -R; d <= R; d += 30) {
      const x1 = d * Math.cos(th) - R * Math.sin(th);
      const y1 = d * Math.sin(th) + R * Math.cos(th);
      const x2 = d * Math.cos(th) + R * Math.sin(th);
      const y2 = d * Math.sin(th) - R * Math.cos(th);
      lat += `M${r(x1)},${r(y1)}L${r(x2)},${r(y2)}`;
    }
  }
  const clip = `<clipPath id="${id('dome')}"><path d="M${cx - R},${dy + 20}A${R},${R * 0.26} 0 0 1 ${cx + R},${dy + 20}A${R},${R * k} 0 0 1 ${cx - R},${dy + 20}Z"/></clipPath>`;
  m += `<g clip-path="url(#${id('dome')})"><g transform="translate(${cx},${dy + 6}) scale(1,.26)"><path d="${lat}" fill="none" stroke="${C.slate}" stroke-width="1.4" vector-effect="non-scaling-stroke"/></g>`;
  m += `<path d="M${cx - R},${dy + 20}A${R},${R * 0.26} 0 0 1 ${cx + R},${dy + 20}" fill="none" stroke="${C.white}" stroke-width="10" stroke-opacity=".5"/></g>`;
  m += path(`M${cx - R},${dy + 20}A${R},${R * 0.26} 0 0 1 ${cx + R},${dy + 20}A${R},${R * k} 0 0 1 ${cx - R},${dy + 20}Z`, 'none');
  // boats and promenade
  m += poly([[0, 470], [260, 470], [300, 440], [0, 440]], '#dde6ee');
  m += railing(4, 250, 446, 10, 12, ` stroke="${C.steel}" stroke-width="1.6"`);
  m += palm(40, 462, 90, 0.85, 8) + palm(210, 462, 80, 0.75, -6);
  m += yacht(560, 470, 0.9, false) + yacht(660, 488, 0.8);
  return scene('Landmark museum with a lattice dome roof over gallery buildings on the water', 'day', back, m, {
    ground: water,
    defs: clip,
  });
}

// ---------------------------------------------------------------- tower
function tower() {
  const hy = 380;
  const back = cloud(60, 120, 1) + cloud(540, 200, 0.8) + cloud(620, 70, 0.6) + farSkyline(hy, 0, 800, 51, '#b9cbdc', 90);
  const ground = rect(0, hy, W, H - hy, '#dfe7ee', NS) + rect(0, 452, W, 48, '#b8c9d9', NS) + rect(0, 452, W, 2, C.slate, NS);
  let m = '';
  const cx = 400;
  const tiers = [
    [150, 0, 90],
    [120, 0, 98],
    [92, 0, 84],
    [66, 0, 70],
    [42, 0, 50],
  ];
  let yb = 444;
  tiers.forEach(([w, , h], i) => {
    const x = cx - w / 2;
    const dp = 60 - i * 8;
    m += box(x, yb, w, h, dp, [C.frost, C.slate, C.steelL]);
    // mullions and floor bands
    let d = '';
    for (let xx = x + 8; xx < x + w; xx += 8) d += `M${xx},${yb - h + 2}V${yb - 2}`;
    m += `<path d="${d}" stroke="${C.white}" stroke-opacity=".45" stroke-width="1"/>`;
    let f = '';
    for (let yy = yb - h + 12; yy < yb; yy += 12) f += `M${x},${yy}H${x + w}`;
    m += `<path d="${f}" stroke-width=".8" stroke-opacity=".5"/>`;
    m += poly([[x + 6, yb - 4], [x + w * 0.36, yb - h + 4], [x + w * 0.5, yb - h + 4], [x + 18, yb - 4]], C.white, ' stroke="none" fill-opacity=".35"');
    // side face bands
    let sd = '';
    for (let yy = 12; yy < h; yy += 12) {
      const a = sp(x + w, yb, 0, yy);
      const b = sp(x + w, yb, dp, yy);
      sd += `M${r(a[0])},${r(a[1])}L${r(b[0])},${r(b[1])}`;
    }
    m += `<path d="${sd}" stroke="${C.slate}" stroke-width="1"/>`;
    // copper crown band at the top of each tier
    m += rect(x, yb - h, w, 5, C.copper, ' stroke-width="1.4"');
    yb -= h;
  });
  // spire
  m += poly([[cx - 6, yb], [cx + 6, yb], [cx + 1.5, yb - 46], [cx - 1.5, yb - 46]], C.mist);
  m += circ(cx, yb - 48, 3, C.copper);
  // podium and neighbours
  m += box(220, 452, 120, 40, 50, T.white) + box(470, 452, 150, 34, 50, T.white);
  m += windows(220, 412, 120, 40, 6, 2, C.slate, { gx: 5, gy: 5 });
  m += windows(470, 418, 150, 34, 7, 2, C.slate, { gx: 5, gy: 5 });
  m += box(30, 452, 110, 150, 60, T.mist) + windows(30, 302, 110, 150, 4, 8, C.white, { gx: 8, gy: 6 });
  m += box(640, 452, 90, 190, 50, T.white) + windows(640, 262, 90, 190, 3, 10, C.slate, { gx: 8, gy: 6 });
  m += palm(180, 456, 70, 0.7, 6) + palm(440, 458, 64, 0.65, -6) + palm(650, 462, 66, 0.65, 8);
  // road markings
  let rd = '';
  for (let x = 0; x < W; x += 56) rd += `M${x},477h28`;
  m += `<path d="${rd}" stroke="${C.white}" stroke-width="3"/>`;
  return scene('Supertall skyscraper with setbacks and spire among city buildings', 'day', back, m, { ground });
}

// ---------------------------------------------------------------- expo
function expo() {
  const hy = 330;
  const back = sun(660, 80, 26) + cloud(80, 90, 0.9) + cloud(470, 56, 0.6) + farSkyline(hy, 0, 800, 61, '#b9cbdc', 50);
  const ground = rect(0, hy, W, H - hy, '#e6ecef', NS) + poly([[0, 500], [800, 500], [800, 440], [0, 470]], '#d8e2ea', NS);
  let m = '';
  // trellis dome
  const cx = 400;
  const yb = 400;
  const R = 180;
  const Hh = 190;
  m += path(`M${cx - R},${yb}A${R},${Hh} 0 0 1 ${cx + R},${yb}Z`, C.frost, ' fill-opacity=".55"');
  let lat = '';
  for (let i = 1; i < 6; i++) {
    const f = i / 6;
    const rx = R * Math.sqrt(1 - f * f);
    const yy = yb - Hh * f;
    lat += `M${r(cx - rx)},${r(yy)}A${r(rx)},${r(rx * 0.18)} 0 0 0 ${r(cx + rx)},${r(yy)}`;
  }
  for (let i = -5; i <= 5; i++) {
    const ph = (i * Math.PI) / 12;
    const rx = Math.abs(R * Math.sin(ph));
    const bx = cx + R * Math.sin(ph);
    const by = yb + R * 0.18 * Math.cos(ph);
    if (rx < 1) lat += `M${cx},${r(by)}V${yb - Hh}`;
    else lat += `M${cx},${yb - Hh}A${r(rx)},${r(Hh + (by - yb))} 0 0 ${i < 0 ? 0 : 1} ${r(bx)},${r(by)}`;
  }
  lat += `M${cx - R},${yb}A${R},${r(R * 0.18)} 0 0 0 ${cx + R},${yb}`;
  m += `<path d="${lat}" fill="none" stroke="${C.steel}" stroke-width="1.6"/>`;
  m += path(`M${cx - R},${yb}A${R},${Hh} 0 0 1 ${cx + R},${yb}`, 'none', ' stroke-width="3"');
  m += path(`M${cx - 40},${yb - Hh + 6}A40,8 0 0 0 ${cx + 40},${yb - Hh + 6}`, 'none', ` stroke="${C.copper}" stroke-width="4"`);
  // pavilions left
  m += box(30, 410, 130, 70, 50, T.white);
  m += path('M30,340Q70,310 110,330T190,322L160,340Z', C.copper);
  m += windows(30, 352, 130, 40, 5, 1, C.slate, { gx: 6, gy: 8 });
  m += vcyl(120, 420, 34, 40, 'slate', { cap: 'cone' });
  // pavilions right: screen cube and cone
  m += box(600, 414, 110, 90, 50, T.steel);
  let scr = '';
  for (let y = 330; y < 414; y += 10) scr += `M600,${y}H710`;
  m += `<path d="${scr}" stroke="${C.slate}" stroke-width="1"/>`;
  m += poly([[700, 420], [760, 420], [740, 320]], C.copper) + poly([[740, 320], [760, 420], [780, 410]], C.copperD);
  // shade canopy over the promenade: tensile parasols on masts
  [
    [70, 356, 58],
    [250, 364, 66],
    [560, 364, 66],
    [740, 356, 58],
  ].forEach(([x, y, R]) => {
    m += line(x, 482, x, y - 20, ' stroke-width="3.5"');
    m += ell(x, y + 2, R, R * 0.2, C.mist);
    let sc = `M${x + R},${y}`;
    for (let i = 1; i <= 6; i++) {
      const px = x + R - (i * 2 * R) / 6;
      sc += `Q${r(px + R / 6)},${r(y + 10)} ${r(px)},${y}`;
    }
    m += path(`M${x - R},${y}Q${x - R * 0.45},${y - 8} ${x},${y - 26}Q${x + R * 0.45},${y - 8} ${x + R},${y}` + sc.slice(sc.indexOf('Q')) + 'Z', C.white);
    m += path(`M${x},${y - 26}L${x - R * 0.5},${y + 4}M${x},${y - 26}L${x + R * 0.5},${y + 4}M${x},${y - 26}V${y + 6}`, 'none', ' stroke-width="1.2" stroke-opacity=".6"');
    m += circ(x, y - 27, 3, C.copper);
  });
  m += poly([[0, 474], [800, 446], [800, 456], [0, 486]], C.frost, ' stroke-width="1.5"');
  // visitors
  [
    [120, 486, C.copper, C.skin1, 'hair'],
    [150, 488, C.steel, C.skin2, 'scarf'],
    [300, 484, C.white, C.skin3, 'hair'],
    [520, 488, C.yellow, C.skin1, 'hair'],
    [560, 486, C.slate, C.skin2, 'scarf'],
    [700, 490, C.steelL, C.skin3, 'hair'],
  ].forEach(([x, y, sh, sk, hat], i) => (m += person(x, y, 0.5, { shirt: sh, skin: sk, hat, legs: C.navy, dir: i % 2 ? -1 : 1, hair: i % 3 ? C.hair : C.steel })));
  return scene('Expo site with a trellis dome, pavilions and a tensile shade canopy', 'day', back, m, { ground });
}

// ---------------------------------------------------------------- forces club
function forcesClub() {
  const hy = 296;
  const back = cloud(60, 80, 0.9) + cloud(560, 60, 0.7) + farSkyline(hy, 0, 800, 71, '#b9cbdc', 40);
  const ground = rect(0, hy, W, H - hy, '#dfe7ee', NS);
  let m = '';
  // club building
  m += box(120, 360, 560, 44, 60, T.white);
  m += box(300, 360, 200, 80, 70, T.white);
  m += windows(120, 316, 180, 44, 6, 1, C.slate, { gx: 8, gy: 10 });
  m += windows(500, 316, 180, 44, 6, 1, C.slate, { gx: 8, gy: 10 });
  m += windows(300, 280, 200, 30, 5, 1, C.slate, { gx: 10, gy: 8 });
  // portico
  m += box(330, 360, 140, 6, 24, T.mist);
  m += rect(320, 312, 160, 10, C.copper);
  [340, 370, 400, 430, 460].forEach((x) => (m += rect(x - 3, 322, 6, 38, C.frost)));
  m += rect(386, 330, 28, 30, C.steel);
  // flagpole with plain flag
  m += line(220, 380, 220, 230, ' stroke-width="2.4"');
  m += path('M220,232C236,226 248,238 264,232V256C248,262 236,250 220,256Z', C.copper);
  m += rect(220, 240, 44, 6, C.white, ' stroke="none"');
  m += palm(100, 372, 90, 0.9, -6) + palm(700, 372, 96, 0.9, 8);
  // sports ground: running track and pitch
  const cx = 400;
  const cy = 436;
  m += ell(cx, cy, 390, 62, C.copper);
  m += ell(cx, cy, 374, 54, 'none', ` stroke="${C.white}" stroke-width="1.2"`);
  m += ell(cx, cy, 358, 46, 'none', ` stroke="${C.white}" stroke-width="1.2"`);
  m += ell(cx, cy, 342, 40, '#cfdccb');
  let st = '';
  for (let x = cx - 300; x < cx + 300; x += 60) st += `M${x},${cy - 36}h30v72h-30z`;
  m += path(st, '#bccfb8', ' stroke="none"');
  m += path(`M${cx - 300},${cy - 30}H${cx + 300}V${cy + 30}H${cx - 300}ZM${cx},${cy - 30}V${cy + 30}`, 'none', ` stroke="${C.white}" stroke-width="2"`);
  m += ell(cx, cy, 40, 10, 'none', ` stroke="${C.white}" stroke-width="2"`);
  m += path(`M${cx - 300},${cy - 14}h36v28h-36M${cx + 300},${cy - 14}h-36v28h36`, 'none', ` stroke="${C.white}" stroke-width="2"`);
  m += rect(cx - 312, cy - 20, 10, 22, 'none', ' stroke-width="1.6"') + rect(cx + 302, cy - 20, 10, 22, 'none', ' stroke-width="1.6"');
  // floodlight masts
  m += mast(30, 420, 170) + mast(770, 420, 170);
  return scene('Club building with portico, running track and sports pitch with floodlights', 'day', back, m, { ground });
}

/** @type {[string, () => string][]} */
export const projectFiles = [
  ['images/projects/meg-regeneration.svg', megRegeneration],
  ['images/projects/production-facility.svg', productionFacility],
  ['images/projects/early-production-iraq.svg', earlyProductionIraq],
  ['images/projects/compression-phase-5.svg', compressionPhase5],
  ['images/projects/harbour.svg', harbour],
  ['images/projects/resort.svg', resort],
  ['images/projects/museum.svg', museum],
  ['images/projects/tower.svg', tower],
  ['images/projects/expo.svg', expo],
  ['images/projects/forces-club.svg', forcesClub],
];
