// Career (800x600), about (800x600) and why-choose-us (600x400) illustrations.
import { C, T, r, pt, path, poly, rect, rrect, circ, ell, line, g, NS, STROKE, box, sp, pipe, pipeP, person, cloud, sun, sky, stdDefs, svgDoc, farSkyline, palm, windows, hcyl, text, id, url } from './lib.mjs';
import { column, tank, pipeRack, structure, airCooler, flare, shadow, mast } from './plant.mjs';
import {
  room,
  windowView,
  shelving,
  gland,
  mug,
  laptop,
  monitor,
  drawingSheet,
  plant,
  chair,
  cableDrum,
  forklift,
  lorry,
} from './props.mjs';

function doc(w, h, title, back, main, defs = '') {
  const body = back + g(STROKE, main);
  return svgDoc(w, h, title, body, { defs: stdDefs(defs, body) });
}

/** Desk or table in 3/4 view: top face + front apron + legs. */
function desk(x, y, w, dp, h, tone = T.white, legs = true) {
  let s = '';
  if (legs) {
    s += rect(x + 6, y, 6, h, C.steel) + rect(x + w - 12, y, 6, h, C.steel);
    const [bx, by] = sp(x + w - 12, y, dp, 0);
    s += rect(bx, by, 6, h - 4, C.navy);
  }
  s += box(x, y + 10, w, 10, dp, tone);
  return s;
}

// ---------------------------------------------------------------- career: life at the company
function life() {
  const W = 800;
  const H = 600;
  const fy = 440;
  const back = room(W, H, fy, { vx: 420 });
  let m = '';
  m += windowView(560, 70, 200, 170);
  // pin board with drawings
  m += rect(380, 90, 140, 100, C.copper, ' stroke-width="2"');
  m += drawingSheet(
    [
      [392, 100],
      [452, 100],
      [452, 150],
      [392, 150],
    ],
    1,
  );
  m += drawingSheet(
    [
      [460, 108],
      [510, 108],
      [510, 178],
      [460, 178],
    ],
    2,
  );
  m += rect(396, 158, 50, 24, C.yellowL, ' stroke-width="1.5"');
  // shelving with stock
  m += shelving(30, 430, 300, 320, 4, [
    ['reel', 'reel', 'reelN', 'box', 'boxC'],
    ['bin', 'bin', 'bin', 'bin', 'bin', 'bin', 'bin'],
    ['box', 'boxC', 'boxS', 'box', 'boxC'],
    ['jb', 'jb', 'jb', 'boxS', 'jb', 'jb'],
  ]);
  // desk on the right with a seated colleague
  m += chair(712, 506, C.steel);
  m += person(712, 530, 1.55, { seated: true, shirt: C.white, hat: 'hair', skin: C.skin2, dir: -1, arms: 'desk' });
  m += desk(520, 472, 250, 60, 90, T.white);
  m += monitor(546, 462, 90, 56) + laptop(700, 462, 1, -1) + mug(650, 462, C.copper);
  m += rect(530, 482, 230, 80, C.frost);
  m += rect(530, 482, 230, 80, 'none', ' stroke-width="2"');
  // two colleagues talking, one holding a cable gland
  m += shadow(330, 570, 120, 10);
  m += person(280, 572, 1.95, { shirt: C.steel, hat: 'hair', skin: C.skin1, arms: 'hold' });
  m += gland(281, 484, 0.46, 'brass');
  m += person(390, 572, 1.95, { shirt: C.copper, hat: 'scarf', hair: C.steel, skin: C.skin2, arms: 'tablet', dir: -1 });
  m += plant(500, 566, 1.4);
  // cable drum on the floor
  m += ell(110, 520, 20, 62, C.copperD) + rect(110, 458, 40, 124, C.navy, ' stroke="none"');
  m += path('M110,458H150M110,582H150', 'none');
  m += ell(150, 520, 20, 62, C.copper) + ell(150, 520, 8, 26, C.copperD) + ell(150, 520, 3, 8, C.mist);
  return doc(W, H, 'Team members talking in the showroom office beside shelves of glands, cable and enclosures', back, m);
}

// ---------------------------------------------------------------- career: shaping impactful solutions
function impact() {
  const W = 800;
  const H = 600;
  const hy = 400;
  let back = sky(W, H, 'day') + cloud(430, 90, 0.9) + cloud(680, 150, 0.6) + farSkyline(hy, 0, 800, 81, '#b9cbdc', 50);
  back += rect(0, hy, W, H - hy, '#dfe7ee', NS) + rect(0, hy, W, 3, C.mist, NS);
  let m = '';
  m += flare(760, 400, 260, { w: 24 });
  m += tank(650, 420, 70, 110, { band: C.copper });
  m += column(470, 440, 26, 320, { platforms: [0.3, 0.6, 0.88] });
  m += column(546, 440, 18, 210, { platforms: [0.5, 0.9] });
  m += structure(330, 450, 120, 150, 3, { dp: 40 });
  m += hcyl(340, 340, 90, 14, 'white');
  m += airCooler(322, 300, 136, 36, 3, 40);
  m += pipeRack(300, 800, 500, 70, { bays: 6, pipes: [C.white, C.copper, C.mist, C.yellow, C.slate] });
  m += person(640, 560, 1.1, { vest: C.yellow, arms: 'point', hatCol: C.copper, skin: C.skin3 });
  // engineer in the foreground
  m += shadow(220, 590, 110, 12);
  m += person(210, 592, 3.9, { vest: C.copper, arms: 'tablet', hatCol: C.white, skin: C.skin1, shirt: C.steel });
  return doc(W, H, 'Engineer with a tablet reviewing a process plant installation', back, m);
}

// ---------------------------------------------------------------- career: learning that fuels growth
function stripper(x, y, s = 1) {
  const P = (a, b) => [x + a * s, y + b * s];
  const q = (...a) => a.map((p) => pt(P(...p))).join('L');
  return (
    path(`M${q([0, 0], [40, -6], [44, -2], [4, 5])}Z`, C.copper, ' stroke-width="1.6"') +
    path(`M${q([2, 6], [42, 10], [40, 15], [0, 12])}Z`, C.copper, ' stroke-width="1.6"') +
    path(`M${q([44, -2], [70, -4], [72, 6], [42, 10])}Z`, C.slate, ' stroke-width="1.6"') +
    circ(...P(46, 4), 3, C.mist, ' stroke-width="1.4"')
  );
}

function crimper(x, y, s = 1) {
  const P = (a, b) => [x + a * s, y + b * s];
  const q = (...a) => a.map((p) => pt(P(...p))).join('L');
  return (
    path(`M${q([0, 0], [50, -10], [54, -4], [6, 8])}Z`, C.steelL, ' stroke-width="1.6"') +
    path(`M${q([6, 12], [54, 4], [56, 10], [8, 18])}Z`, C.steelL, ' stroke-width="1.6"') +
    path(`M${q([52, -10], [76, -8], [80, 4], [56, 10], [54, -4])}Z`, C.mist, ' stroke-width="1.6"') +
    circ(...P(64, -1), 4, C.copper, ' stroke-width="1.4"')
  );
}

/** Length of cable with a stripped end showing three copper cores, running left to right. */
export function strippedCable(x1, x2, y, s = 1, sheath = C.navy) {
  let o = pipe(`M${r(x1)},${r(y)}H${r(x2)}`, 16 * s, sheath);
  [-4, 0, 4].forEach((dy, i) => {
    const col = [C.steelL, C.mist, C.slate][i];
    o += pipe(`M${r(x2)},${r(y + dy * s)}H${r(x2 + 34 * s - i * 6)}`, 3 * s, col);
    o += line(x2 + 34 * s - i * 6, y + dy * s, x2 + 44 * s - i * 6, y + dy * s, ` stroke="${C.copper}" stroke-width="${r(2.6 * s)}"`);
  });
  return o;
}

function learning() {
  const W = 800;
  const H = 600;
  const fy = 400;
  const back = room(W, H, fy, { vx: 400 });
  let m = '';
  // whiteboard with a gland exploded view
  m += rect(70, 60, 400, 210, C.white, ' stroke-width="3"');
  m += rect(70, 270, 400, 8, C.mist);
  [130, 210, 290, 370].forEach((x, i) => {
    m += `<g transform="translate(${x},${236 - i * 4}) scale(2)" fill="none" stroke="${C.steel}" stroke-width=".9">${[
      '<path d="M-11,0h22v12h-22zM-11,4l22,1M-11,8l22,1"/>',
      '<path d="M-17,0h34v-16h-34zM-8,0v-16M8,0v-16"/>',
      '<path d="M-9,0h18v-22h-18zM-13,-22h26v-6h-26z"/>',
      '<path d="M-14,0q1,-14 7,-18h14q6,4 7,18zM-8,-18v-4h16v4"/>',
    ][i]}</g>`;
  });
  m += `<path d="M96,132H444M130,138v20M210,138v20M290,138v20M370,138v20" stroke="${C.copper}" stroke-width="1.6" stroke-dasharray="5 4" fill="none"/>`;
  m += `<path d="M96,92h120M96,106h80" stroke="${C.steel}" stroke-width="3" fill="none"/>`;
  m += rect(392, 80, 56, 30, C.yellowL, ' stroke-width="1.5"');
  m += windowView(560, 70, 190, 160);
  // trainer behind the bench pointing at the work, trainees either side
  m += person(420, 520, 2.15, { shirt: C.steel, vest: C.copper, hat: 'hard', hatCol: C.white, skin: C.skin2, arms: 'work' });
  m += person(200, 530, 2.1, { shirt: C.white, hat: 'hair', skin: C.skin1, arms: 'hold', dir: 1 });
  m += person(640, 530, 2.1, { shirt: C.steelL, hat: 'scarf', hair: C.navy, skin: C.skin3, arms: 'hold', dir: -1 });
  // workbench
  m += box(90, 540, 600, 18, 90, [C.copperL, C.copper, C.copperD]);
  m += rect(110, 540, 14, 60, C.steel) + rect(656, 540, 14, 60, C.steel);
  m += rect(100, 558, 580, 8, C.steel);
  // vise
  m += box(130, 512, 60, 14, 26, T.slate);
  m += rect(140, 496, 16, 16, C.steel) + rect(164, 496, 16, 16, C.steel) + line(190, 506, 222, 506, ' stroke-width="4"');
  // items on the bench
  m += strippedCable(136, 300, 500, 1);
  m += gland(330, 524, 1.15, 'brass') + gland(392, 518, 1.3, 'nickel') + gland(454, 524, 1.15, 'brass');
  m += stripper(500, 510, 1.2) + crimper(566, 526, 1.2);
  m += rect(230, 514, 60, 16, C.white, ' stroke-width="1.5"');
  return doc(W, H, 'Training session at a workbench with cable glands, a stripped cable and termination tools', back, m);
}

// ---------------------------------------------------------------- career: every voice matters
function voice() {
  const W = 800;
  const H = 600;
  const fy = 360;
  const back = room(W, H, fy, { vx: 400, floor: '#d8e2ea' });
  let m = '';
  // wall screen with a chart
  m += rrect(460, 60, 270, 160, 6, C.navy, ' stroke-width="3"');
  m += rect(470, 70, 250, 140, C.steelL, NS);
  [36, 60, 48, 82, 70, 104].forEach((h, i) => {
    m += rect(490 + i * 36, 196 - h, 22, h, i === 5 ? C.copper : C.slate, ' stroke-width="1.4"');
  });
  m += path('M500,150L536,128L572,140L608,100L644,112L680,80', 'none', ` stroke="${C.yellow}" stroke-width="2.4"`);
  m += rect(120, 80, 150, 110, C.white, ' stroke-width="2"');
  m += drawingSheet(
    [
      [130, 90],
      [260, 90],
      [260, 180],
      [130, 180],
    ],
    1,
  );
  m += plant(60, 360, 1.5);
  // people seated on the far side of the table
  /** @type {[number, number, string, string, string, number][]} */
  const seats = [
    [250, 500, C.white, C.skin1, 'hair', 1],
    [370, 494, C.copper, C.skin2, 'scarf', 1],
    [490, 500, C.steel, C.skin3, 'hair', -1],
  ];
  seats.forEach(([x, y, sh, sk, hat, d]) => {
    m += chair(x, y - 36, C.steel);
    m += person(x, y, 1.8, { seated: true, shirt: sh, skin: sk, hat, dir: d, arms: 'desk', hair: hat === 'scarf' ? C.steel : C.hair });
  });
  // standing colleague pointing at the drawings
  m += person(660, 560, 2.25, { shirt: C.steelL, vest: null, hat: 'hair', skin: C.skin1, arms: 'point', dir: -1, hair: '#6b4a33' });
  // table
  m += poly(
    [
      [110, 470],
      [600, 470],
      [660, 420],
      [170, 420],
    ],
    C.white,
  );
  m += poly(
    [
      [110, 470],
      [600, 470],
      [600, 482],
      [110, 482],
    ],
    C.mist,
  );
  m += poly(
    [
      [600, 470],
      [660, 420],
      [660, 432],
      [600, 482],
    ],
    '#a9bfd4',
  );
  m += rect(150, 482, 12, 90, C.steel) + rect(560, 482, 12, 90, C.steel);
  m += drawingSheet(
    [
      [220, 462],
      [360, 462],
      [386, 432],
      [246, 432],
    ],
    1,
  );
  m += drawingSheet(
    [
      [380, 458],
      [490, 456],
      [510, 426],
      [400, 428],
    ],
    2,
  );
  m += laptop(140, 462, 0.9, 1) + mug(520, 462, C.copper) + mug(200, 450, C.steel);
  // person at the near-left end, in profile
  m += person(70, 560, 2, { seated: 'legs', shirt: C.copper, hat: 'hairL', hair: '#4a3426', skin: C.skin1, dir: 1, arms: 'desk' });
  m += rect(54, 474, 52, 10, C.steel) + rect(40, 400, 12, 84, C.steel) + line(70, 484, 70, 552, ' stroke-width="4"') + line(48, 558, 92, 558, ' stroke-width="4"');
  return doc(W, H, 'Team meeting around a table with technical drawings and a chart on the wall screen', back, m);
}

// ---------------------------------------------------------------- about: who we are
function whoWeAre() {
  const W = 800;
  const H = 600;
  const hy = 420;
  let back = sky(W, H, 'day') + sun(700, 80, 24) + cloud(40, 90, 0.9) + cloud(420, 60, 0.6) + farSkyline(hy - 40, 0, 800, 91, '#b9cbdc', 60);
  back += rect(0, hy - 40, W, H - hy + 40, '#dfe7ee', NS) + rect(0, hy - 40, W, 3, C.mist, NS);
  back += rect(0, 520, W, 80, '#b8c9d9', NS) + rect(0, 520, W, 2, C.slate, NS);
  let dsh = '';
  for (let x = 10; x < W; x += 60) dsh += `M${x},560h30`;
  back += `<path d="${dsh}" stroke="${C.white}" stroke-width="3"/>`;
  const rib = `<pattern id="${id('rib')}" width="8" height="10" patternUnits="userSpaceOnUse"><path d="M4,0V10" stroke="${C.navy}" stroke-opacity=".28" stroke-width="1"/></pattern>`;
  let m = '';
  // warehouse shed
  const wx = 230;
  const wy = 460;
  const ww = 440;
  const wh = 190;
  const wd = 130;
  m += box(wx, wy, ww, wh, wd, [C.mist, C.slate, C.slateD]);
  m += rect(wx, wy - wh, ww, wh, url('rib'), NS);
  m += poly([sp(wx + ww, wy, 0, 0), sp(wx + ww, wy, wd, 0), sp(wx + ww, wy, wd, wh), sp(wx + ww, wy, 0, wh)], url('rib'), NS);
  m += rect(wx, wy - wh, ww, 10, C.steel);
  for (let i = 0; i < 5; i++) {
    const [rx0, ry0] = sp(wx + 40 + i * 82, wy - wh, 30, 0);
    m += poly([[rx0, ry0], [rx0 + 40, ry0], sp(rx0 + 40, ry0, 70, 0), sp(rx0, ry0, 70, 0)], C.frost, ' stroke-width="1.4"');
  }
  // open dock door with racking and drums inside
  const dx = 420;
  m += rect(dx, wy - 130, 150, 130, C.navy);
  [0, 1, 2].forEach((lv) => {
    const yy = wy - 10 - lv * 40;
    m += rect(dx + 6, yy, 138, 4, C.copper, ' stroke-width="1"');
    [0, 1, 2, 3].forEach((k) => {
      m += circ(dx + 24 + k * 34, yy - 15, 14, k % 2 ? C.copperD : C.steelL, ' stroke-width="1.4"') + circ(dx + 24 + k * 34, yy - 15, 4, C.mist, ' stroke-width="1"');
    });
  });
  m += rect(dx + 4, wy - 130, 4, 130, C.yellow, ' stroke-width="1"') + rect(dx + 142, wy - 130, 4, 130, C.yellow, ' stroke-width="1"');
  m += rect(dx - 6, wy - 138, 162, 10, C.mist);
  // closed roller shutter
  m += rect(600, wy - 120, 56, 120, C.mist);
  let sh = '';
  for (let y = wy - 114; y < wy; y += 7) sh += `M600,${y}h56`;
  m += `<path d="${sh}" stroke-width="1" stroke-opacity=".5"/>`;
  // office block with glazing and canopy
  m += box(60, 470, 210, 170, 70, T.white);
  m += windows(60, 330, 210, 120, 5, 3, C.slate, { gx: 8, gy: 8 });
  m += poly([[76, 340], [118, 338], [90, 446], [76, 446]], C.white, ' stroke="none" fill-opacity=".3"');
  m += rect(130, 430, 52, 40, C.steel);
  m += rect(116, 420, 80, 8, C.copper);
  // logo mark on the parapet
  m += circ(96, 314, 12, C.navy) + path('M96,302a7,12 0 0 1 0,24', 'none', ` stroke="${C.copper}" stroke-width="2.4"`) + circ(92, 310, 2.4, C.white, ' stroke="none"') + circ(100, 310, 2.4, C.white, ' stroke="none"') + circ(96, 318, 2.4, C.white, ' stroke="none"');
  m += rect(114, 308, 120, 6, C.navy, ' stroke="none"') + rect(114, 318, 80, 4, C.copper, ' stroke="none"');
  // yard: drums, forklift, lorry, fence, lamps
  m += cableDrum(270, 506, 34, 28) + cableDrum(336, 512, 28, 24, { flange: C.copperL, cable: C.steelL });
  m += cableDrum(300, 540, 24, 20, { flange: C.slate });
  m += forklift(430, 520, 1, cableDrum(412, 512, 18, 14));
  m += lorry(560, 524, 0.95);
  m += person(216, 528, 0.95, { vest: C.yellow, arms: 'point', hatCol: C.white, skin: C.skin2 });
  let fence = '';
  for (let x = 0; x < W; x += 16) fence += `M${x},596v-30`;
  m += `<path d="${fence}M0,572H800M0,590H800" stroke="${C.steel}" stroke-width="1.6"/>`;
  m += palm(30, 470, 110, 1, 8);
  return doc(W, H, 'Company warehouse and office in an industrial zone with racking of cable drums', back, m, rib);
}

// ---------------------------------------------------------------- about: vision and mission
function visionMission() {
  const W = 800;
  const H = 600;
  let back = sky(W, H, 'warm');
  const cx = 400;
  const cy = 260;
  const R = 190;
  let m = '';
  // globe meridians behind the compass
  m += circ(cx, cy, R + 26, C.white, ' fill-opacity=".35" stroke="none"');
  m += circ(cx, cy, R, C.frost, ' fill-opacity=".7"');
  let mer = '';
  [0.25, 0.55, 0.85].forEach((f) => (mer += `M${cx},${cy - R}A${r(R * f)},${R} 0 0 0 ${cx},${cy + R}A${r(R * f)},${R} 0 0 0 ${cx},${cy - R}`));
  [-0.6, -0.3, 0, 0.3, 0.6].forEach((f) => {
    const yy = cy + R * f;
    const rx = R * Math.sqrt(1 - f * f);
    mer += `M${r(cx - rx)},${r(yy)}A${r(rx)},${r(rx * 0.16)} 0 0 0 ${r(cx + rx)},${r(yy)}`;
  });
  m += `<path d="${mer}" fill="none" stroke="${C.slate}" stroke-width="1.6"/>`;
  // the meridian arc in copper
  m += path(`M${cx},${cy - R}A${r(R * 0.4)},${R} 0 0 1 ${cx},${cy + R}`, 'none', ` stroke="${C.copper}" stroke-width="5"`);
  // compass ring with ticks
  m += circ(cx, cy, R, 'none', ' stroke-width="6"');
  let ticks = '';
  for (let i = 0; i < 72; i++) {
    const a = (i * Math.PI) / 36;
    const l = i % 18 === 0 ? 22 : i % 6 === 0 ? 14 : 7;
    ticks += `M${r(cx + Math.cos(a) * (R - 4))},${r(cy + Math.sin(a) * (R - 4))}L${r(cx + Math.cos(a) * (R - 4 - l))},${r(cy + Math.sin(a) * (R - 4 - l))}`;
  }
  m += `<path d="${ticks}" stroke-width="2"/>`;
  // cardinal pointers
  [0, 1, 2, 3].forEach((k) => {
    const a = (k * Math.PI) / 2 - Math.PI / 2;
    const tip = [cx + Math.cos(a) * (R + 24), cy + Math.sin(a) * (R + 24)];
    const b1 = [cx + Math.cos(a + 0.06) * (R + 4), cy + Math.sin(a + 0.06) * (R + 4)];
    const b2 = [cx + Math.cos(a - 0.06) * (R + 4), cy + Math.sin(a - 0.06) * (R + 4)];
    m += poly([tip, b1, b2], k === 0 ? C.copper : C.navy);
  });
  // needle pointing north-east
  const a = -Math.PI / 3.2;
  const n = [cx + Math.cos(a) * (R - 34), cy + Math.sin(a) * (R - 34)];
  const sN = [cx - Math.cos(a) * (R - 34), cy - Math.sin(a) * (R - 34)];
  const w1 = [cx + Math.cos(a + Math.PI / 2) * 18, cy + Math.sin(a + Math.PI / 2) * 18];
  const w2 = [cx - Math.cos(a + Math.PI / 2) * 18, cy - Math.sin(a + Math.PI / 2) * 18];
  m += poly([n, w1, [cx, cy]], C.copper) + poly([n, w2, [cx, cy]], C.copperD);
  m += poly([sN, w1, [cx, cy]], C.steelL) + poly([sN, w2, [cx, cy]], C.navy);
  m += circ(cx, cy, 10, C.white) + circ(cx, cy, 4, C.navy);
  // skyline of plants and towers
  let far = farSkyline(470, 0, 800, 101, '#a9bfd4', 110);
  m += g('stroke="none"', far);
  let fg = '';
  fg += rect(0, 470, W, 130, '#dfe7ee', NS);
  fg += box(20, 540, 70, 170, 30, [C.mist, C.slate, C.slateD]) + windows(20, 370, 70, 170, 3, 9, C.mist, { gx: 6, gy: 6 });
  fg += box(100, 540, 54, 230, 26, [C.frost, C.steelL, C.steel]) + poly([[100, 310], [154, 310], [127, 270]], C.copper);
  fg += tank(220, 540, 46, 70, { band: C.copper, stair: false });
  fg += column(300, 540, 16, 200, { platforms: [0.5, 0.88] });
  fg += column(346, 540, 12, 140, { platforms: [0.85] });
  fg += flare(400, 540, 150, { w: 16 });
  fg += structure(430, 540, 90, 96, 3, { dp: 30 });
  fg += box(540, 540, 60, 200, 28, T.white) + windows(540, 340, 60, 200, 2, 10, C.slate, { gx: 6, gy: 6 });
  fg += box(610, 540, 44, 290, 22, [C.frost, C.slate, C.steelL]);
  fg += poly([[610, 250], [654, 250], [632, 214]], C.mist) + line(632, 214, 632, 180, ' stroke-width="2"');
  fg += tank(710, 540, 40, 56, { band: C.steel, stair: false });
  fg += mast(770, 540, 170, false);
  fg += rect(0, 540, W, 60, C.navy, NS) + rect(0, 540, W, 4, C.copper, NS);
  m += fg;
  return doc(W, H, 'Compass and meridian motif above a skyline of process plants and towers', back, m);
}

// ---------------------------------------------------------------- why choose us (600x400)
function halo(cx, cy, R) {
  return circ(cx, cy, R, C.white) + circ(cx, cy, R - 6, 'none', ` stroke="${C.mist}" stroke-width="3"`);
}

function miniIcon(kind, x, y) {
  switch (kind) {
    case 'plant':
      return tank(x - 8, y + 14, 12, 18, { stair: false, band: C.copper }) + column(x + 12, y + 16, 5, 36, { platforms: [] });
    case 'tower':
      return box(x - 10, y + 18, 18, 44, 8, [C.frost, C.slate, C.steelL]) + box(x + 10, y + 18, 10, 24, 6, T.white);
    case 'port':
      return pipeP(
        [
          [x - 14, y + 16],
          [x - 14, y - 16],
          [x + 18, y - 16],
        ],
        3,
        C.copper,
      ) + line(x - 14, y - 16, x - 24, y - 16, ' stroke-width="3"') + box(x + 4, y + 16, 16, 9, 6, T.steel);
    case 'solar':
      return poly([[x - 20, y + 10], [x + 14, y + 10], [x + 22, y - 6], [x - 12, y - 6]], C.steelL) + `<path d="M${x - 9},${y + 10}L${x - 1},${y - 6}M${x + 2},${y + 10}L${x + 10},${y - 6}M${x - 16},${y + 2}H${x + 18}" stroke="${C.slate}" stroke-width="1"/>` + line(x, y + 10, x, y + 18, ' stroke-width="2"');
    case 'factory':
      return path(`M${x - 20},${y + 16}V${y - 2}L${x - 8},${y + 6}V${y - 2}L${x + 4},${y + 6}V${y - 2}L${x + 16},${y + 6}V${y + 16}Z`, C.mist) + rect(x + 8, y - 16, 6, 18, C.copper);
    case 'office':
      return box(x - 14, y + 16, 26, 30, 10, T.white) + windows(x - 14, y - 14, 26, 30, 2, 3, C.slate, { gx: 4, gy: 3 });
    default:
      return '';
  }
}

function handshake(cx, cy, s = 1) {
  const P = (a, b) => [cx + a * s, cy + b * s];
  const q = (...a) => a.map((p) => pt(P(...p))).join(' ');
  let o = '';
  // cuffs
  o += path(`M${q([-74, 14])}L${q([-50, -14], [-36, -2], [-58, 26])}Z`, C.steelL);
  o += path(`M${q([74, 14])}L${q([50, -14], [36, -2], [58, 26])}Z`, C.copper);
  // hand from the right, underneath, fingers pointing left
  o += path(`M${q([44, -10])}L${q([12, -18])}Q${q([-2, -20], [-16, -12])}L${q([-28, -4])}Q${q([-32, 3], [-25, 7])}L${q([-8, 2], [4, 8])}Q${q([22, 18], [40, 4])}Z`, C.skin2);
  // hand from the left, on top, fingers wrapping down
  o += path(`M${q([-40, -9])}L${q([-20, -17])}Q${q([-6, -20], [6, -12])}L${q([24, 0])}Q${q([28, 7], [21, 10])}L${q([12, 6])}Q${q([16, 13], [9, 16])}L${q([0, 12])}Q${q([2, 19], [-6, 20])}L${q([-12, 16])}Q${q([-12, 23], [-20, 22])}L${q([-42, 10])}Z`, C.skin1);
  o += path(`M${q([12, 6], [4, 1])}M${q([0, 12], [-6, 6])}M${q([-12, 16], [-16, 10])}`, 'none', ' stroke-width="1.6"');
  // thumb of the lower hand over the top hand
  o += path(`M${q([14, -17])}Q${q([2, -26], [-10, -22])}Q${q([-13, -17], [-5, -15])}Q${q([4, -14], [10, -12])}Z`, C.skin2);
  return o;
}

function whyClients() {
  const W = 600;
  const H = 400;
  let back = rect(0, 0, W, H, C.frost, NS);
  back += `<path d="M0,300Q150,270 300,300T600,290V400H0Z" fill="${C.mist}"/>`;
  const cx = 300;
  const cy = 200;
  /** @type {[number, number, string][]} */
  const nodes = [
    [110, 90, 'plant'],
    [300, 52, 'tower'],
    [490, 90, 'port'],
    [510, 290, 'solar'],
    [300, 340, 'office'],
    [90, 290, 'factory'],
  ];
  let m = '';
  let links = '';
  nodes.forEach(([x, y], i) => {
    links += `M${cx},${cy}L${x},${y}`;
    const [nx, ny] = nodes[(i + 1) % nodes.length];
    links += `M${x},${y}L${nx},${ny}`;
  });
  m += `<path d="${links}" stroke="${C.slate}" stroke-width="2" stroke-dasharray="6 6"/>`;
  nodes.forEach(([x, y, k]) => {
    m += halo(x, y, 40) + miniIcon(k, x, y);
    m += circ(x + 28, y - 28, 7, C.copper, ' stroke-width="1.6"');
  });
  m += circ(cx, cy, 78, C.navy) + circ(cx, cy, 70, 'none', ` stroke="${C.copper}" stroke-width="3"`);
  m += handshake(cx, cy + 2, 1.3);
  return doc(W, H, 'Handshake at the centre of a network of client sites: plants, towers, ports, solar and offices', back, m);
}

function whyStaff() {
  const W = 600;
  const H = 400;
  let back = sky(W, H, 'day') + cloud(40, 80, 0.8) + cloud(420, 60, 0.6);
  back += g('stroke="none"', farSkyline(300, 0, 600, 111, '#b3c7da', 70), rect(0, 300, W, 100, '#dfe7ee'));
  let m = '';
  m += g('opacity=".7"', column(470, 310, 16, 200, { platforms: [0.5, 0.9] }) + tank(540, 310, 40, 60, { stair: false }) + column(90, 310, 14, 160, { platforms: [0.85] }));
  m += shadow(300, 388, 220, 10);
  m += person(180, 392, 2.95, { vest: C.yellow, arms: 'fold', hatCol: C.white, skin: C.skin2, shirt: C.steel });
  m += person(420, 392, 2.95, { vest: C.yellow, arms: 'tablet', hatCol: C.copper, skin: C.skin1, shirt: C.steelL, dir: -1 });
  m += person(300, 396, 3.05, { vest: C.copper, arms: 'hip', hatCol: C.white, skin: C.skin3, shirt: C.navy });
  return doc(W, H, 'Three engineers in hard hats and high-visibility vests', back, m);
}

function whyExperience() {
  const W = 600;
  const H = 400;
  let back = rect(0, 0, W, H, C.frost, NS);
  let m = '';
  // calendar page
  m += rrect(40, 70, 200, 220, 10, C.white, ' stroke-width="2.5"');
  m += path('M40,120V80a10,10 0 0 1 10,-10h180a10,10 0 0 1 10,10v40Z', C.navy);
  [80, 120, 160, 200].forEach((x) => (m += rrect(x - 4, 56, 8, 26, 4, C.mist)));
  m += text(140, 107, 'SEP 2018', 22, C.white, ' font-weight="700" text-anchor="middle" stroke="none" letter-spacing="1"');
  for (let i = 0; i < 5; i++)
    for (let j = 0; j < 7; j++) {
      const x = 56 + j * 25;
      const y = 136 + i * 29;
      const on = i === 0 && j === 5;
      m += rect(x, y, 18, 18, on ? C.copper : i * 7 + j < 2 ? 'none' : C.frost, on ? '' : ' stroke-width="1" stroke-opacity=".35"');
    }
  // timeline
  const years = [2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025];
  const x0 = 284;
  const dx = 40;
  const base = 300;
  let bars = '';
  years.forEach((yr, i) => {
    const h = 30 + i * 24;
    bars += rect(x0 + i * dx - 12, base - h, 24, h, i === years.length - 1 ? C.copper : i % 2 ? C.slate : C.mist);
  });
  m += bars;
  m += line(x0 - 24, base, x0 + dx * 7 + 24, base, ' stroke-width="3"');
  m += pline2(years.map((_, i) => [x0 + i * dx, base - 46 - i * 24]));
  years.forEach((yr, i) => {
    m += circ(x0 + i * dx, base, 6, i === 0 ? C.copper : C.white);
    m += text(x0 + i * dx, base + 28, String(yr), 13, C.navy, ' text-anchor="middle" stroke="none" font-weight="600"');
  });
  const ax = x0 + dx * 7;
  const ay = base - 46 - 7 * 24;
  m += poly([[ax + 6, ay - 6], [ax - 12, ay - 4], [ax + 2, ay + 10]], C.copper, ` stroke="${C.copper}"`);
  return doc(W, H, 'Calendar marked September 2018 beside a timeline of growth from 2018 to 2025', back, m);
}

function pline2(a) {
  return path('M' + a.map(pt).join('L'), 'none', ` stroke="${C.copper}" stroke-width="3"`);
}

function check(x, y, R = 16) {
  return circ(x, y, R, C.copper, ' stroke-width="2.5"') + path(`M${x - R * 0.45},${y}l${R * 0.3},${R * 0.32}l${R * 0.6},${-R * 0.62}`, 'none', ` stroke="${C.white}" stroke-width="${r(R * 0.22)}"`);
}

function whyProjects() {
  const W = 600;
  const H = 400;
  const hy = 300;
  let back = sky(W, H, 'day') + cloud(30, 70, 0.7) + cloud(330, 50, 0.5);
  back += g('stroke="none"', farSkyline(hy, 0, 600, 121, '#b9cbdc', 40), rect(0, hy, W, H - hy, '#dfe7ee'));
  let m = '';
  m += tank(110, 330, 56, 80, { band: C.copper });
  m += column(230, 340, 18, 200, { platforms: [0.5, 0.9] });
  m += structure(280, 346, 110, 110, 2, { dp: 36 });
  m += airCooler(274, 236, 122, 30, 2, 36);
  m += tank(470, 336, 44, 62, { band: C.copper });
  m += pipeRack(30, 560, 376, 44, { bays: 6, tiers: 1, pipes: [C.white, C.copper, C.yellow, C.mist] });
  m += check(110, 200) + check(230, 110) + check(336, 180) + check(470, 236);
  // clipboard
  m += rrect(470, 250, 100, 130, 8, C.copper);
  m += rect(480, 262, 80, 108, C.white, ' stroke-width="1.5"');
  m += rrect(500, 244, 40, 14, 4, C.steel);
  [0, 1, 2, 3].forEach((i) => {
    m += rect(488, 276 + i * 24, 12, 12, 'none', ' stroke-width="1.6"');
    m += path(`M490,${282 + i * 24}l4,4l8,-10`, 'none', ` stroke="${C.copper}" stroke-width="2.4"`);
    m += line(508, 282 + i * 24, 548 - (i % 2) * 12, 282 + i * 24, ` stroke="${C.slate}" stroke-width="3"`);
  });
  return doc(W, H, 'Process plant with completed items ticked off and a checklist clipboard', back, m);
}

/** @type {[string, () => string][]} */
export const peopleFiles = [
  ['images/about/who-we-are.svg', whoWeAre],
  ['images/about/vision-mission.svg', visionMission],
  ['images/why/clients.svg', whyClients],
  ['images/why/staff.svg', whyStaff],
  ['images/why/experience.svg', whyExperience],
  ['images/why/projects.svg', whyProjects],
  ['images/career/life.svg', life],
  ['images/career/impact.svg', impact],
  ['images/career/learning.svg', learning],
  ['images/career/voice.svg', voice],
];
