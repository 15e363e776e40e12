// Blog header illustrations, 1200x500.
import { C, r, pt, path, poly, rect, rrect, circ, ell, line, g, NS, STROKE, box, sp, pipe, cloud, sun, stdDefs, svgDoc, linGrad, url, rng, id, range } from './lib.mjs';
import { gland } from './props.mjs';
import { shadow } from './plant.mjs';

const W = 1200;
const H = 500;

function doc(title, back, main, defs = '') {
  const body = back + g(STROKE, main);
  return svgDoc(W, H, title, body, { defs: stdDefs(defs, body) });
}

/** Light technical background with a drawing grid. */
function gridBack(name, from = C.frost, to = C.mist) {
  const defs =
    linGrad('bg', 0, 0, 0, 1, [
      [0, from],
      [1, to],
    ]) +
    `<pattern id="${id('grid')}" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40,0H0V40" fill="none" stroke="${C.slate}" stroke-opacity=".25" stroke-width="1"/></pattern>`;
  return { defs, back: rect(0, 0, W, H, url('bg'), NS) + rect(0, 0, W, H, url('grid'), NS) };
}

// ---------------------------------------------------------------- cable glands on a gland plate
function cableGlands() {
  const { defs, back } = gridBack('g');
  let m = '';
  // dimension annotation
  m += `<path d="M150,70H1050M150,62v16M1050,62v16" fill="none" stroke="${C.copper}" stroke-width="1.6"/>`;
  m += `<path d="M1110,120V420M1102,120h16M1102,420h16" fill="none" stroke="${C.slate}" stroke-width="1.6" stroke-dasharray="6 5"/>`;
  // gland plate (3/4 view)
  const px = 110;
  const py = 400;
  const pw = 980;
  const pd2 = 90;
  m += shadow(600, 440, 520, 20, 0.1);
  m += box(px, py, pw, 16, pd2, [C.frost, C.mist, C.slate]);
  // bolt holes
  [0.04, 0.96].forEach((f) => {
    [0.2, 0.8].forEach((u) => {
      const [bx, by] = sp(px + pw * f, py - 16, pd2 * u, 0);
      m += ell(bx, by, 6, 3.4, C.slate, ' stroke-width="1.4"');
    });
  });
  // glands in a row, varied sizes, cables rising and sweeping right
  const sizes = [0.9, 1.05, 1.25, 1.45, 1.7, 1.45, 1.25, 1.05, 0.9];
  const cables = [C.navy, C.steelL, C.copper, C.navy, C.steel, C.navy, C.copper, C.steelL, C.navy];
  let x = 200;
  sizes.forEach((s, i) => {
    const [gx, gy] = sp(x, py - 16, pd2 * 0.5, 0);
    const top = gy - 58 * s;
    const bend = 60 + i * 10;
    m += pipe(`M${r(gx)},${r(top + 4)}V${r(top - 40 - i * 4)}Q${r(gx)},${r(top - bend - 40)} ${r(gx + bend)},${r(top - bend - 60)}L${r(gx + bend + 400)},${r(top - bend - 260)}`, 16 * s, cables[i]);
    m += ell(gx, gy + 1, 20 * s, 5 * s, C.slate, ' stroke-width="1.4"');
    m += gland(gx, gy - 11 * s, s, i % 2 ? 'nickel' : 'brass');
    x += 60 + s * 40;
  });
  // earth tag and label strip
  m += rrect(px + 20, py - 12, 60, 10, 2, C.yellow, ' stroke-width="1.4"');
  return doc('Brass and nickel-plated cable glands lined up on a gland plate with cables', back, m, defs);
}

// ---------------------------------------------------------------- labelling
function marker(x, y, w, hgt, col, s = 1) {
  let o = rrect(x, y - hgt / 2, w, hgt, 3, col, ' stroke-width="1.6"');
  o += rect(x + 6, y - hgt / 2 + 3, w - 12, 3, C.white, ' stroke="none" fill-opacity=".55"');
  let d = '';
  const n = Math.floor((w - 16) / (7 * s));
  for (let i = 0; i < n; i++) {
    const gw = i % 3 === 2 ? 3 : 5;
    d += `M${r(x + 8 + i * 7 * s)},${r(y + 2)}h${gw}`;
  }
  o += `<path d="${d}" stroke="${C.navy}" stroke-width="${r(hgt * 0.28)}" stroke-linecap="butt"/>`;
  return o;
}

function labelling() {
  const { defs, back } = gridBack('l');
  let m = '';
  // cable bundle sweeping across, tied
  const cols = [C.navy, C.steelL, C.copper, C.steel, C.slate, C.navy];
  const ys = [200, 232, 264, 296, 328, 360];
  ys.forEach((y, i) => {
    const bend = (i - 2.5) * 14;
    m += pipe(`M-20,${y + bend * 2}C200,${y + bend * 2} 300,${280 + (i - 2.5) * 22} 520,${280 + (i - 2.5) * 22}L760,${280 + (i - 2.5) * 22}`, 22, cols[i]);
  });
  // cable ties
  [420, 600].forEach((x) => {
    m += rrect(x, 212, 14, 136, 4, C.white, ' stroke-width="2"');
    m += rect(x + 3, 216, 8, 8, C.mist, ' stroke-width="1"');
  });
  // markers on each cable
  ys.forEach((y, i) => {
    const yy = 280 + (i - 2.5) * 22;
    m += marker(640, yy, 90, 26, i % 3 === 1 ? C.yellow : C.white);
  });
  // cable ends with conductors
  ys.forEach((y, i) => {
    const yy = 280 + (i - 2.5) * 22;
    m += line(760, yy - 4, 790, yy - 4, ` stroke="${C.copper}" stroke-width="4"`) + line(760, yy + 4, 780, yy + 4, ` stroke="${C.copperL}" stroke-width="4"`);
    m += rect(754, yy - 10, 8, 20, C.navy, ' stroke-width="1.4"');
  });
  // printer
  const bx = 880;
  const by = 400;
  m += shadow(990, 404, 150, 14, 0.12);
  m += box(bx, by, 220, 120, 110, [C.white, C.frost, C.mist]);
  m += rect(bx + 20, by - 100, 120, 44, C.navy);
  m += rect(bx + 26, by - 94, 108, 32, C.steelL, NS);
  m += rect(bx + 34, by - 86, 60, 5, C.copper, NS) + rect(bx + 34, by - 76, 86, 4, C.slate, NS);
  [0, 1, 2].forEach((i) => (m += circ(bx + 170 + (i % 2) * 0, by - 92 + i * 18, 6, i === 0 ? C.copper : C.mist)));
  m += rect(bx + 20, by - 36, 180, 10, C.steel);
  // label strip coming out of the front slot towards the viewer
  const sx0 = bx + 50;
  const sx1 = bx + 170;
  const sy = by - 31;
  const L = 150;
  const dx = -0.62 * L;
  const dy = 0.36 * L;
  m += poly([[sx0, sy], [sx1, sy], [sx1 + dx, sy + dy], [sx0 + dx, sy + dy]], C.white, ' stroke-width="1.8"');
  let marks = '';
  [0.3, 0.62, 0.94].forEach((f) => {
    const ox = dx * f;
    const oy = dy * f;
    marks += `M${r(sx0 + ox)},${r(sy + oy)}H${r(sx1 + ox)}`;
  });
  m += `<path d="${marks}" stroke-dasharray="4 3" stroke-width="1.2"/>`;
  let ink = '';
  [0.16, 0.47, 0.79].forEach((f) => {
    const ox = dx * f;
    const oy = dy * f;
    for (let k = 0; k < 9; k++) ink += `M${r(sx0 + 22 + k * 9 + ox)},${r(sy + oy - 3)}v7`;
  });
  m += `<path d="${ink}" stroke="${C.navy}" stroke-width="4" stroke-linecap="butt"/>`;
  // roll of sleeves
  m += ell(300, 440, 70, 22, C.mist) + ell(300, 430, 70, 22, C.yellow) + ell(300, 430, 26, 8, C.frost);
  return doc('Cable bundle with printed markers and a label printer producing sleeves', back, m, defs);
}

// ---------------------------------------------------------------- enclosure in the desert sun
function enclosures() {
  const defs = linGrad('sky', 0, 0, 0, 1, [
    [0, '#8da9c4'],
    [0.55, '#e6e6dc'],
    [1, '#f8ead0'],
  ]);
  let back = rect(0, 0, W, H, url('sky'), NS);
  back += sun(220, 110, 56, C.yellowL);
  let rays = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    rays += `M${r(220 + Math.cos(a) * 80)},${r(110 + Math.sin(a) * 80)}L${r(220 + Math.cos(a) * 110)},${r(110 + Math.sin(a) * 110)}`;
  }
  back += `<path d="${rays}" stroke="${C.yellow}" stroke-width="4" stroke-linecap="round"/>`;
  back += cloud(760, 90, 0.8, 0.5);
  back += path('M0,330Q200,290 420,320T860,300T1200,316V500H0Z', '#ead3a0', NS);
  back += path('M0,370Q260,330 560,372T1200,350V500H0Z', C.sand, NS);
  back += path('M0,430Q300,400 640,436T1200,420V500H0Z', C.sandD, NS);
  back += `<path d="M80,460q60,-10 120,0M420,480q80,-12 160,0M900,462q60,-10 120,0M700,392q40,-8 80,0M160,380q40,-8 80,0" fill="none" stroke="#d4ad6a" stroke-width="2.4" stroke-linecap="round"/>`;
  // heat haze lines
  back += `<path d="M960,260q10,-8 20,0t20,0t20,0M1000,230q10,-8 20,0t20,0t20,0M920,290q10,-8 20,0t20,0t20,0" fill="none" stroke="${C.white}" stroke-opacity=".7" stroke-width="2.4" stroke-linecap="round"/>`;
  let m = '';
  // sun shade canopy on posts
  const ex = 520;
  const ey = 350;
  m += rect(ex - 40, 130, 8, 300, C.steel) + rect(ex + 230, 130, 8, 300, C.steel);
  m += box(ex - 70, 130, 340, 10, 70, [C.white, C.mist, C.slate]);
  m += shadow(ex + 100, 438, 200, 16, 0.16);
  // stand
  m += rect(ex + 84, ey, 14, 86, C.steel) + rect(ex + 50, 430, 84, 8, C.steel);
  // enclosure body (stainless)
  m += box(ex, ey, 180, 200, 60, [C.white, C.mist, C.slate]);
  m += rect(ex + 10, ey - 190, 160, 180, C.frost, ' stroke-width="1.6"');
  m += poly([[ex + 18, ey - 182], [ex + 70, ey - 182], [ex + 30, ey - 18], [ex + 18, ey - 18]], C.white, ' stroke="none" fill-opacity=".8"');
  // hinges and quarter-turn locks
  [ey - 160, ey - 40].forEach((y) => (m += rect(ex + 2, y, 8, 20, C.slate, ' stroke-width="1.4"')));
  [ey - 130, ey - 70].forEach((y) => (m += circ(ex + 156, y, 7, C.slate, ' stroke-width="1.6"') + line(ex + 152, y, ex + 160, y, ' stroke-width="2"')));
  // rating plate
  m += rect(ex + 40, ey - 170, 70, 26, C.white, ' stroke-width="1.4"');
  m += `<path d="M${ex + 46},${ey - 162}h40M${ex + 46},${ey - 154}h56" stroke="${C.slate}" stroke-width="2.4"/>`;
  m += rect(ex + 46, ey - 148, 20, 3, C.copper, NS);
  // glands underneath with cables into conduit
  [40, 80, 120, 150].forEach((a, i) => {
    const gx = ex + a;
    m += pipe(`M${gx},${ey + 40}V${ey + 60}Q${gx},${ey + 80} ${gx + 20},${ey + 84}L${ex + 200},${ey + 84}`, 10, [C.navy, C.steelL, C.navy, C.copper][i]);
    m += `<g transform="translate(${gx},${ey}) scale(.55,-.55)">${gland(0, 0, 1, 'nickel')}</g>`;
  });
  m += rect(ex + 190, ey + 72, 230, 24, C.slate) + rect(ex + 190, ey + 72, 230, 6, C.mist, ' stroke="none"');
  return doc('Stainless steel enclosure under a sun shade in the desert heat', back, m, defs);
}

// ---------------------------------------------------------------- IP68 connector under water
function ip68() {
  const defs =
    linGrad('water', 0, 0, 0, 1, [
      [0, '#8da9c4'],
      [0.45, '#2b4c7e'],
      [1, '#0b2545'],
    ]) +
    linGrad('ray', 0, 0, 0, 1, [
      [0, '#ffffff', 0.35],
      [1, '#ffffff', 0],
    ]);
  let back = rect(0, 0, W, H, url('water'), NS);
  // surface ripple
  back += path('M0,28Q40,18 80,28T160,28T240,28T320,28T400,28T480,28T560,28T640,28T720,28T800,28T880,28T960,28T1040,28T1120,28T1200,28V0H0Z', C.mist, NS);
  // light rays
  [
    [100, 60],
    [330, 90],
    [620, 70],
    [900, 110],
    [1100, 60],
  ].forEach(([x, w]) => (back += poly([[x, 28], [x + w, 28], [x + w * 2.2, 500], [x + w * 0.6, 500]], url('ray'), NS)));
  // sea bed
  back += path('M0,440Q200,420 420,440T840,432T1200,438V500H0Z', C.sandD, NS) + path('M0,462Q240,446 520,462T1200,458V500H0Z', '#c9a866', NS);
  const rand = rng(5);
  let peb = '';
  range(16).forEach(() => (peb += ell(rand() * W, 452 + rand() * 40, 6 + rand() * 10, 3 + rand() * 4, C.slate, ' stroke="none" fill-opacity=".6"')));
  back += peb;
  let m = '';
  const y = 270;
  // cables
  m += pipe(`M-20,${y + 60}C200,${y + 60} 250,${y} 400,${y}`, 30, C.navy);
  m += pipe(`M800,${y}C950,${y} 1000,${y + 80} 1220,${y + 80}`, 30, C.navy);
  // connector body: nuts, sleeve, centre coupling
  m += rect(390, y - 26, 40, 52, C.steel) + rect(390, y - 26, 40, 10, C.steelL, ' stroke="none"');
  m += rect(770, y - 26, 40, 52, C.steel) + rect(770, y - 26, 40, 10, C.steelL, ' stroke="none"');
  m += rrect(420, y - 44, 360, 88, 14, url('hcopper'));
  m += rect(420, y - 44, 360, 88, 'none');
  let grip = '';
  for (let x = 440; x < 520; x += 10) grip += `M${x},${y - 44}v88`;
  for (let x = 690; x < 770; x += 10) grip += `M${x},${y - 44}v88`;
  m += `<path d="${grip}" stroke-width="1.4" stroke-opacity=".55"/>`;
  m += rect(540, y - 52, 130, 104, url('csteel'));
  m += rect(554, y - 30, 100, 60, C.steelL, ' stroke-width="1.4"');
  m += rect(566, y - 18, 76, 12, C.white, ' stroke="none"') + rect(566, y + 2, 50, 6, C.slate, NS);
  // O-ring hints
  [534, 676].forEach((x) => (m += rect(x, y - 48, 6, 96, C.navy, ' stroke-width="1"')));
  // bubbles
  const bubs = [
    [470, 170, 12],
    [500, 120, 8],
    [480, 80, 14],
    [640, 180, 9],
    [660, 130, 16],
    [630, 70, 7],
    [760, 150, 10],
    [300, 210, 8],
    [260, 150, 12],
    [900, 210, 9],
    [930, 140, 13],
    [1050, 100, 9],
    [150, 110, 7],
    [560, 40, 10],
  ];
  bubs.forEach(([bx, by, br]) => {
    m += circ(bx, by, br, C.white, ` fill-opacity=".18" stroke="${C.white}" stroke-width="2"`);
    m += path(`M${r(bx - br * 0.5)},${r(by - br * 0.1)}a${r(br * 0.5)},${r(br * 0.5)} 0 0 1 ${r(br * 0.45)},${r(-br * 0.45)}`, 'none', ` stroke="${C.white}" stroke-width="2"`);
  });
  return doc('Sealed IP68 in-line cable connector submerged under water with rising bubbles', back, m, defs);
}

// ---------------------------------------------------------------- ladder tray along a plant wall
// The wall recedes to the upper right; trays run along it and stick out towards the viewer's right.
function cableManagement() {
  const X0 = -60;
  const Y0 = 560;
  const P = (u, v, w = 0) => [X0 + u * 0.95 + w * 0.55, Y0 - u * 0.18 + w * 0.42 - v];
  const quad = (a, b, c, d, fill, extra = '') => poly([a, b, c, d], fill, extra);
  const defs = linGrad('wall', 0, 0, 1, 0, [
    [0, C.mist],
    [1, C.frost],
  ]);
  let back = rect(0, 0, W, H, '#b8c9d9', NS);
  back += quad(P(-100, 0), P(1700, 0), P(1700, 900), P(-100, 900), url('wall'), NS);
  let j = '';
  for (let u = 0; u < 1700; u += 260) j += `M${pt(P(u, 0))}L${pt(P(u, 900))}`;
  [180, 440].forEach((v) => (j += `M${pt(P(-100, v))}L${pt(P(1700, v))}`));
  back += `<path d="${j}" stroke="${C.slate}" stroke-opacity=".45" stroke-width="2"/>`;
  // floor grating lines in front of the wall
  let fl = '';
  for (let k = 1; k < 8; k++) fl += `M${pt(P(-100, 0, k * 60))}L${pt(P(1700, 0, k * 60))}`;
  back += `<path d="${fl}" stroke="${C.slate}" stroke-opacity=".5" stroke-width="1.5"/>`;
  back += line(...P(-100, 0), ...P(1700, 0), ` stroke="${C.slate}" stroke-width="3"`);
  let m = '';
  const TW = 170;
  const tiers = /** @type {[number, string[]][]} */ ([
    [150, [C.copper, C.navy, C.steelL, C.copper]],
    [370, [C.navy, C.steel, C.navy]],
  ]);
  const ups = [120, 420, 720, 1020, 1320];
  // uprights (strut channel) on the wall
  ups.forEach((u) => {
    m += quad(P(u - 9, 0), P(u + 9, 0), P(u + 9, 900), P(u - 9, 900), C.steel);
    let sl = '';
    for (let v = 10; v < 900; v += 18) sl += `M${pt(P(u, v))}L${pt(P(u, v + 9))}`;
    m += `<path d="${sl}" stroke="${C.slate}" stroke-width="3"/>`;
  });
  const u0 = -200;
  const u1 = 1700;
  tiers.forEach(([v, cab]) => {
    // cantilever arms
    ups.forEach((u) => (m += quad(P(u - 8, v - 2), P(u - 8, v - 2, TW + 14), P(u - 8, v - 16, TW + 14), P(u - 8, v - 16), C.steelL)));
    const rail = 22;
    // back rail
    m += quad(P(u0, v), P(u1, v), P(u1, v + rail), P(u0, v + rail), C.slate);
    // rungs
    let d = '';
    for (let u = u0 + 20; u < u1; u += 56) d += `M${pt(P(u, v + 4, 0))}L${pt(P(u, v + 4, TW))}`;
    m += `<path d="${d}" stroke="${C.navy}" stroke-width="9"/><path d="${d}" stroke="${C.mist}" stroke-width="5"/>`;
    // cables
    cab.forEach((c, i) => {
      const w = ((i + 0.75) * TW) / (cab.length + 0.5);
      m += pipe(`M${pt(P(u0, v + 12, w))}L${pt(P(u1, v + 12, w))}`, 14, c);
      m += line(...P(u0, v + 15, w - 2), ...P(u1, v + 15, w - 2), ` stroke="${C.white}" stroke-opacity=".3" stroke-width="3"`);
    });
    // front rail
    m += quad(P(u0, v, TW), P(u1, v, TW), P(u1, v + rail, TW), P(u0, v + rail, TW), C.mist);
    m += line(...P(u0, v + rail - 6, TW), ...P(u1, v + rail - 6, TW), ` stroke="${C.white}" stroke-width="2.5"`);
  });
  // cable ties and tray identification tags
  [[200, 150], [640, 150], [1040, 150], [380, 370], [860, 370]].forEach(([u, v]) => {
    m += line(...P(u, v + 24, 6), ...P(u, v + 24, TW - 6), ` stroke="${C.white}" stroke-width="5"`);
  });
  [[520, 150], [1120, 370]].forEach(([u, v]) => {
    const [x, y] = P(u, v + 2, TW);
    m += poly([[x, y], [x + 56, y - 10.6], [x + 56, y + 7.4], [x, y + 18]], C.yellow, ' stroke-width="1.4"') + line(x + 8, y + 7.5, x + 48, y - 0.1, ' stroke-width="2.4"');
  });
  return doc('Multi-tier cable ladder trays with power, control and instrument cables run along a plant wall', back, m, defs);
}

/** @type {[string, () => string][]} */
export const blogFiles = [
  ['images/blog/cable-glands.svg', cableGlands],
  ['images/blog/labelling.svg', labelling],
  ['images/blog/enclosures.svg', enclosures],
  ['images/blog/ip68.svg', ip68],
  ['images/blog/cable-management.svg', cableManagement],
];
