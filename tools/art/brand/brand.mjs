// Logo, mark, client wordmarks and certification seals.
import { C, FONT, r, path, rect, rrect, circ, svgDoc, id } from './lib.mjs';

// ---------------------------------------------------------------- the mark
/**
 * Cable cross-section read as a globe: a meridian arc splits the sheath into a navy body and a copper
 * crescent; three insulated conductors sit in trefoil inside the body.
 */
function markShapes(cx, cy, R, { body = C.navy, lune = C.copper, ins = C.white, core = C.copper, gap = C.white } = {}) {
  const e = R * 0.46;
  let s = circ(cx, cy, R, body, ' stroke="none"');
  s += path(
    `M${r(cx)},${r(cy - R)}A${r(R)},${r(R)} 0 0 1 ${r(cx)},${r(cy + R)}A${r(e)},${r(R)} 0 0 0 ${r(cx)},${r(cy - R)}Z`,
    lune,
    ' stroke="none"',
  );
  s += path(`M${r(cx)},${r(cy - R)}A${r(e)},${r(R)} 0 0 1 ${r(cx)},${r(cy + R)}`, 'none', ` stroke="${gap}" stroke-width="${r(R * 0.09)}"`);
  const k = R * 0.24;
  const ox = cx - R * 0.2;
  const oy = cy + R * 0.04;
  const rc = R * 0.235;
  [
    [ox, oy - k * 1.05],
    [ox - k * 0.95, oy + k * 0.6],
    [ox + k * 0.95, oy + k * 0.6],
  ].forEach(([x, y]) => {
    s += circ(x, y, rc, ins, ' stroke="none"') + circ(x, y, rc * 0.5, core, ' stroke="none"');
  });
  return s;
}

function logo(light) {
  const ink = light ? C.white : C.navy;
  const acc = light ? C.copperL : C.copper;
  const mk = light
    ? markShapes(30, 32, 26, { body: C.white, lune: C.copper, ins: C.navy, core: C.copperL, gap: C.navy })
    : markShapes(30, 32, 26);
  const body =
    mk +
    `<text x="66" y="33" font-family="${FONT}" font-size="27" font-weight="800" fill="${ink}" textLength="166" lengthAdjust="spacingAndGlyphs">MERIDIAN</text>` +
    rect(66, 40, 18, 2.5, acc, ' stroke="none"') +
    `<text x="89" y="47.5" font-family="${FONT}" font-size="9.6" font-weight="600" fill="${acc}" textLength="143" lengthAdjust="spacingAndGlyphs">CABLE SOLUTIONS</text>`;
  return svgDoc(240, 64, 'Meridian Cable Solutions', body);
}

function mark() {
  const body = rrect(0, 0, 64, 64, 14, C.navy, ' stroke="none"') + markShapes(32, 32, 22, { body: C.white, lune: C.copper, ins: C.navy, core: C.copperL, gap: C.navy });
  return svgDoc(64, 64, 'Meridian Cable Solutions', body);
}

// ---------------------------------------------------------------- client wordmarks (invented names)
const N = C.navy;
const S = C.slateD;
const ST = C.steel;

const t = (x, y, s, size, fill, weight = 700, extra = '') =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}"${extra}>${s}</text>`;
const fit = (len) => ` textLength="${len}" lengthAdjust="spacingAndGlyphs"`;

export const CLIENTS = [
  {
    name: 'Norvane Energy Services',
    art: () =>
      path('M22,78L44,40L66,78Z', 'none', ` stroke="${N}" stroke-width="5" stroke-linejoin="round"`) +
      path('M34,78L44,60L54,78Z', S, ' stroke="none"') +
      t(78, 62, 'NORVANE', 27, N, 800, fit(140)) +
      t(79, 80, 'ENERGY SERVICES', 10.5, S, 600, fit(138)),
  },
  {
    name: 'Dunmore Kade Contracting',
    art: () =>
      rect(20, 36, 46, 46, N, ' stroke="none"') +
      path('M20,82L66,36V82Z', S, ' stroke="none"') +
      t(78, 58, 'DUNMORE KADE', 19, N, 800, fit(142)) +
      rect(79, 66, 141, 2, S, ' stroke="none"') +
      t(79, 82, 'CONTRACTING', 11, S, 600, fit(100)),
  },
  {
    name: 'Quarrison Process Systems',
    art: () =>
      path('M46,34L66,45.5V68.5L46,80L26,68.5V45.5Z', 'none', ` stroke="${N}" stroke-width="4.5" stroke-linejoin="round"`) +
      circ(46, 57, 9, S, ' stroke="none"') +
      t(78, 62, 'Quarrison', 28, N, 700, fit(132)) +
      t(79, 80, 'PROCESS SYSTEMS', 10, S, 600, fit(131)),
  },
  {
    name: 'Saffra Petroleum Works',
    art: () =>
      path('M44,30C56,48 62,56 62,65A18,18 0 0 1 26,65C26,56 32,48 44,30Z', N, ' stroke="none"') +
      path('M36,66A8,8 0 0 0 44,74', 'none', ' stroke="#fff" stroke-width="3" stroke-linecap="round"') +
      t(76, 64, 'SAFFRA', 32, N, 900, fit(128)) +
      rect(77, 71, 128, 2, S, ' stroke="none"') +
      t(77, 87, 'PETROLEUM WORKS', 10.5, S, 600, fit(128)),
  },
  {
    name: 'Harbourline Marine Works',
    art: () =>
      circ(44, 58, 24, N, ' stroke="none"') +
      path('M24,56q5,-5 10,0t10,0t10,0t10,0M24,66q5,-5 10,0t10,0t10,0t10,0', 'none', ` stroke="#fff" stroke-width="3.2" stroke-linecap="round"`) +
      t(78, 58, 'HARBOURLINE', 20, N, 800, fit(144)) +
      t(79, 77, 'MARINE WORKS', 11, S, 500, fit(100)),
  },
  {
    name: 'Kestrow Building Group',
    art: () =>
      rect(24, 58, 10, 24, S, ' stroke="none"') +
      rect(38, 46, 10, 36, ST, ' stroke="none"') +
      rect(52, 34, 10, 48, N, ' stroke="none"') +
      t(74, 66, 'kestrow', 34, N, 800, fit(128)) +
      t(75, 84, 'BUILDING GROUP', 10, S, 600, fit(126)),
  },
  {
    name: 'Voltaris Power & Utilities',
    art: () =>
      circ(44, 58, 24, 'none', ` stroke="${N}" stroke-width="4"`) +
      path('M48,40L34,61H44L40,76L55,54H45Z', S, ' stroke="none"') +
      t(78, 60, 'VOLTARIS', 26, N, 800, fit(138)) +
      t(79, 78, 'POWER &amp; UTILITIES', 10.5, S, 600, fit(137)),
  },
  {
    name: 'Keystrand Automation',
    art: () =>
      circ(36, 58, 12, 'none', ` stroke="${N}" stroke-width="4.5"`) +
      circ(52, 58, 12, 'none', ` stroke="${S}" stroke-width="4.5"`) +
      circ(44, 44, 12, 'none', ` stroke="${ST}" stroke-width="4.5"`) +
      t(76, 62, 'KEYSTRAND', 24, N, 700, fit(144)) +
      t(77, 80, 'AUTOMATION', 11, S, 500, fit(96)),
  },
  {
    name: 'Ferrodune Industrial',
    art: () => {
      let d = '';
      for (let i = 0; i < 8; i++) {
        const a = (i * Math.PI) / 4 + Math.PI / 8;
        d += `${i ? 'L' : 'M'}${r(44 + Math.cos(a) * 25)},${r(58 + Math.sin(a) * 25)}`;
      }
      return (
        path(d + 'Z', N, ' stroke="none"') +
        circ(44, 58, 11, '#fff', ' stroke="none"') +
        rect(40, 30, 8, 14, '#fff', ' stroke="none"') +
        t(80, 56, 'FERRODUNE', 22, N, 900, fit(140)) +
        t(81, 76, 'INDUSTRIAL', 13, S, 400, fit(96))
      );
    },
  },
  {
    name: 'Alcorra Infrastructure',
    art: () =>
      path('M70,48H170', 'none', ` stroke="${N}" stroke-width="4"`) +
      path('M76,48A44,26 0 0 1 164,48', 'none', ` stroke="${S}" stroke-width="4"`) +
      path('M90,48V36M105,48V26M120,48V22M135,48V26M150,48V36', 'none', ` stroke="${S}" stroke-width="2"`) +
      t(120, 80, 'ALCORRA', 26, N, 800, ' text-anchor="middle" letter-spacing="3"') +
      t(120, 98, 'INFRASTRUCTURE', 10.5, S, 600, ' text-anchor="middle"' + fit(136)),
  },
];

function client(i) {
  const c = CLIENTS[i];
  return svgDoc(240, 120, `${c.name} logo`, c.art());
}

// ---------------------------------------------------------------- certification seals
const ICONS = {
  quality: (cx, cy) =>
    path(`M${cx},${cy - 22}L${cx + 18},${cy - 15}V${cy}C${cx + 18},${cy + 12} ${cx + 9},${cy + 19} ${cx},${cy + 23}C${cx - 9},${cy + 19} ${cx - 18},${cy + 12} ${cx - 18},${cy}V${cy - 15}Z`, C.copper, ` stroke="${C.navy}" stroke-width="2.5" stroke-linejoin="round"`) +
    path(`M${cx - 8},${cy}l6,6l11,-12`, 'none', ` stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"`),
  environment: (cx, cy) =>
    path(`M${cx - 16},${cy + 18}C${cx - 22},${cy - 6} ${cx - 4},${cy - 22} ${cx + 20},${cy - 22}C${cx + 22},${cy + 2} ${cx + 6},${cy + 20} ${cx - 16},${cy + 18}Z`, C.slate, ` stroke="${C.navy}" stroke-width="2.5" stroke-linejoin="round"`) +
    path(`M${cx - 20},${cy + 22}C${cx - 8},${cy + 6} ${cx + 2},${cy - 4} ${cx + 14},${cy - 14}`, 'none', ` stroke="${C.navy}" stroke-width="2.5" stroke-linecap="round"`) +
    path(`M${cx - 4},${cy + 2}h-9M${cx + 4},${cy - 6}v-9`, 'none', ` stroke="${C.navy}" stroke-width="2" stroke-linecap="round"`),
  safety: (cx, cy) =>
    path(`M${cx - 20},${cy + 8}A20,20 0 0 1 ${cx + 20},${cy + 8}Z`, C.yellow, ` stroke="${C.navy}" stroke-width="2.5" stroke-linejoin="round"`) +
    rect(cx - 3, cy - 14, 6, 10, C.yellowD, ` stroke="${C.navy}" stroke-width="2"`) +
    rrect(cx - 26, cy + 8, 52, 6, 3, C.yellow, ` stroke="${C.navy}" stroke-width="2.5"`) +
    path(`M${cx},${cy + 18}v10M${cx - 5},${cy + 23}h10`, 'none', ` stroke="${C.copper}" stroke-width="3.5" stroke-linecap="round"`),
  // In-Country Value: three rising bars (value kept in the country) under a rising arrow
  icv: (cx, cy) =>
    rect(cx - 21, cy + 4, 10, 16, C.slate, ` stroke="${C.navy}" stroke-width="2.5"`) +
    rect(cx - 5, cy - 4, 10, 24, C.copperL, ` stroke="${C.navy}" stroke-width="2.5"`) +
    rect(cx + 11, cy - 14, 10, 34, C.copper, ` stroke="${C.navy}" stroke-width="2.5"`) +
    path(`M${cx - 22},${cy - 6}L${cx - 4},${cy - 18}L${cx + 4},${cy - 12}L${cx + 18},${cy - 24}`, 'none', ` stroke="${C.navy}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"`) +
    path(`M${cx + 10},${cy - 25}L${cx + 19},${cy - 25}L${cx + 19},${cy - 16}`, 'none', ` stroke="${C.navy}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"`),
};

function seal(kind, title, ring, big, small, bottom = 'CERTIFIED') {
  const cx = 100;
  const cy = 100;
  const top = id('top');
  const bot = id('bot');
  let dots = '';
  for (let i = 0; i < 60; i++) {
    const a = (i * Math.PI) / 30;
    dots += `M${r(cx + Math.cos(a) * 94)},${r(cy + Math.sin(a) * 94)}L${r(cx + Math.cos(a) * 97.5)},${r(cy + Math.sin(a) * 97.5)}`;
  }
  const defs =
    `<defs><path id="${top}" d="M${cx - 74},${cy}A74,74 0 0 1 ${cx + 74},${cy}"/>` +
    `<path id="${bot}" d="M${cx - 84},${cy}A84,84 0 0 0 ${cx + 84},${cy}"/></defs>`;
  let b = circ(cx, cy, 99, C.white, ' stroke="none"');
  b += `<path d="${dots}" stroke="${C.navy}" stroke-width="2"/>`;
  b += circ(cx, cy, 92, C.navy, ' stroke="none"');
  b += circ(cx, cy, 66, C.white, ` stroke="${C.copper}" stroke-width="3"`);
  b += circ(cx, cy, 59, 'none', ` stroke="${C.mist}" stroke-width="1.5"`);
  b += `<text font-family="${FONT}" font-size="12" font-weight="700" fill="#fff" letter-spacing="1.6"><textPath href="#${top}" startOffset="50%" text-anchor="middle">${ring}</textPath></text>`;
  b += `<text font-family="${FONT}" font-size="12" font-weight="700" fill="${C.copperL}" letter-spacing="3"><textPath href="#${bot}" startOffset="50%" text-anchor="middle">${bottom}</textPath></text>`;
  // star separators on the ring
  [-1, 1].forEach((sd) => {
    const x = cx + sd * 79;
    b += path(`M${x},${cy - 5}L${x + 1.6},${cy - 1.6}L${x + 5},${cy}L${x + 1.6},${cy + 1.6}L${x},${cy + 5}L${x - 1.6},${cy + 1.6}L${x - 5},${cy}L${x - 1.6},${cy - 1.6}Z`, C.copperL, ' stroke="none"');
  });
  b += ICONS[kind](cx, cy - 20);
  b += `<text x="${cx}" y="${cy + 28}" font-family="${FONT}" font-size="${big.length > 9 ? 13 : 17}" font-weight="800" fill="${C.navy}" text-anchor="middle"${big.length > 9 ? fit(92) : ''}>${big}</text>`;
  b += `<text x="${cx}" y="${cy + 43}" font-family="${FONT}" font-size="10" font-weight="600" fill="${C.slateD}" text-anchor="middle" letter-spacing="1.5">${small}</text>`;
  return svgDoc(200, 200, title, b, { defs });
}

/** @type {[string, () => string][]} */
export const brandFiles = [
  ['brand/logo.svg', () => logo(false)],
  ['brand/logo-light.svg', () => logo(true)],
  ['brand/mark.svg', mark],
  ...CLIENTS.map((_, i) => /** @type {[string, () => string]} */ ([`images/clients/client-${String(i + 1).padStart(2, '0')}.svg`, () => client(i)])),
  [
    'images/certifications/quality.svg',
    () => seal('quality', 'ISO 9001:2015 Quality Management certified', 'QUALITY MANAGEMENT', 'ISO 9001', '2015'),
  ],
  [
    'images/certifications/environment.svg',
    () => seal('environment', 'ISO 14001:2015 Environmental Management certified', 'ENVIRONMENTAL MGMT', 'ISO 14001', '2015'),
  ],
  [
    'images/certifications/safety.svg',
    () => seal('safety', 'ISO 45001:2018 Occupational Health and Safety certified', 'HEALTH &amp; SAFETY', 'ISO 45001', '2018'),
  ],
  [
    'images/certifications/icv.svg',
    () => seal('icv', 'In-Country Value (ICV) certificate, UAE', 'IN-COUNTRY VALUE', 'ICV', 'UAE', 'CERTIFICATE'),
  ],
];
