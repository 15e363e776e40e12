import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { audited } from './content';
import { routesOfKind } from '@/lib/content/routes';
import { publicDir, type Range, type SelectionTable } from '@/lib/content/schema';
import { decode, files, htmlFor, readText, rel, requireExport } from '../unit/export';
import { attr, select, selectOne, textLines, textOf, type Element } from '../html';

beforeAll(requireExport);

/**
 * The engineering review of today's pages (issues 32 and 42): Ex markings in full, the figures of
 * the tables and the text as the standards give them, no claim in the company's voice, the Ex
 * certificate panel where Ex equipment is sold.
 */
const en = audited('en');
const pages = () => files().filter((path) => !path.includes('/_next/'));
const arabic = (path: string) => `/ar${path}`;

/**
 * A page's text by block (paragraph, list item, table cell, heading): inline elements (the <bdi>
 * runs of an Arabic page, links, emphasis) stay inside their block, so a sentence reads whole.
 */
function blocks(html: string | Element): string[] {
  return textLines(html, /^(bdi|span|a|strong|em|b|i|small|abbr)$/i)
    .split('\n')
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const allTables = () =>
  en.products.flatMap((page) => (page.tables ?? []).map((table) => ({ page, table })));
const tableById = (id: string) => allTables().find(({ table }) => table.id === id)!.table;
const column = (table: SelectionTable, key: string) => table.rows.map((row) => row[key]);

// ---- Ex markings -----------------------------------------------------------------------------

/** Where a marking starts: "Ex", protection concepts with their levels, then a gas or dust group. */
const markingStart =
  /\bEx (?:(?:[dempiqont][a-zA-Z]?|nA|nC|nR)\s+)+(?:IIIA|IIIB|IIIC|IIA|IIB|IIC)\b/g;
/**
 * A complete marking: the group is followed by its temperature class (T1 to T6, or a surface
 * temperature for dust) where the equipment has one (a cable gland, not being a heat source, has
 * none), and always by the equipment protection level.
 */
const complete =
  /^Ex (?:\S+\s+)+?(?:IIIA|IIIB|IIIC|IIA|IIB|IIC)(?:\s+T[1-6]|\s+T\d+\s?°C)?\s+(?:Ga|Gb|Gc|Da|Db|Dc)\b/;

function incompleteMarkings(text: string): string[] {
  return [...text.matchAll(markingStart)]
    .map((match) => text.slice(match.index))
    .filter((rest) => !complete.test(rest))
    .map((rest) => rest.slice(0, 40));
}

describe('Ex markings', () => {
  it('the pattern tells a complete marking from a partial one', () => {
    expect(incompleteMarkings('Ex db IIC T6 Gb, Ex tb IIIC T85 °C Db IP66')).toEqual([]);
    expect(incompleteMarkings('Ex db IIC Gb, Ex eb IIC Gb, Ex ta IIIC Da')).toEqual([]);
    expect(incompleteMarkings('Ex db IIC, Ex eb IIC, Ex ta IIIC (IECEx, ATEX)')).toHaveLength(3);
    expect(incompleteMarkings('Ex d IIB T4 and more')).toHaveLength(1);
  });

  it('every marking on every page reads in full, with the IP rating and Ta beside it', () => {
    const problems: string[] = [];
    let markings = 0;
    for (const page of pages())
      for (const block of blocks(readText(page))) {
        if (!markingStart.test(block)) continue;
        markingStart.lastIndex = 0;
        markings += [...block.matchAll(markingStart)].length;
        for (const partial of incompleteMarkings(block))
          problems.push(`${rel(page)}: "${partial}…"`);
        if (!/\bIP\d{2}\b/.test(block) || !/\bTa\b/.test(block))
          problems.push(`${rel(page)}: no IP or Ta beside "${block.slice(0, 80)}…"`);
      }
    expect(problems, problems.join('\n')).toEqual([]);
    expect(markings).toBeGreaterThanOrEqual(8);
  });
});

// ---- Tables ----------------------------------------------------------------------------------

describe('selection tables', () => {
  it('glands give the standard and the optional NPT of each metric size, as makers list them', () => {
    // Makers' charts: a standard NPT entry per metric gland size, and an optional one size up.
    const pairs: Record<string, [string, string]> = {
      M20: ['1/2', '3/4'],
      M25: ['3/4', '1'],
      M32: ['1', '1 1/4'],
      M40: ['1 1/4', '1 1/2'],
      M50: ['1 1/2', '2'],
      M63: ['2', '2 1/2'],
      M75: ['2 1/2', '3'],
    };
    const glandTables = allTables().filter(({ table }) =>
      table.columns.some((col) => /npt/i.test(col.key)),
    );
    expect(glandTables.length).toBeGreaterThan(0);
    for (const { page, table } of glandTables) {
      const keys = table.columns.filter((col) => /npt/i.test(col.key)).map((col) => col.key);
      expect(keys, table.id).toHaveLength(2);
      const html = readText(htmlFor(page.path));
      for (const row of table.rows) {
        const size = String(row.thread).match(/M\d+/g)!.at(-1)!;
        const expected = pairs[size === 'M16' ? 'M20' : size]!;
        expect([row[keys[0]!], row[keys[1]!]], `${table.id} ${String(row.size)}`).toEqual(expected);
      }
      // Both columns are printed, labelled apart.
      const labels = table.columns.filter((col) => keys.includes(col.key)).map((col) => col.label);
      expect(new Set(labels).size).toBe(2);
      for (const label of labels) expect(decode(html)).toContain(label);
    }
  });

  it('the gland chart is attributed to its reference maker, named on the page', () => {
    const glands = allTables().find(({ table }) => table.id === 'gland-sizes')!;
    expect(glands.table.note).toContain(en.site.glandReference);
    expect(decode(readText(htmlFor(glands.page.path)))).toContain(en.site.glandReference);
    expect(decode(readText(htmlFor(arabic(glands.page.path))))).toContain(en.site.glandReference);
  });

  it('bimetallic and shear-bolt lugs come in narrow bands, and no lug for 400 mm² has a hole below M16', () => {
    const lugs = tableById('cable-lugs');
    for (const row of lugs.rows) {
      const { min, max } = row.conductor as Range;
      const stud = Number(String(row.stud).slice(1));
      if (max >= 400)
        expect(stud, `${min} to ${max} mm² on ${String(row.stud)}`).toBeGreaterThanOrEqual(16);
      if (/bimetallic|shear-bolt/i.test(String(row.barrel)))
        expect(max / min, `${String(row.barrel)} ${min} to ${max} mm²`).toBeLessThanOrEqual(4);
    }
  });

  it('tie strengths are in N with the lbf they are rated in beside them', () => {
    const ties = tableById('cable-ties');
    const newtons = ties.columns.find((col) => col.unit === 'N')!;
    const pounds = ties.columns.find((col) => col.unit === 'lbf')!;
    expect(pounds).toBeDefined();
    for (const row of ties.rows) {
      const n = row[newtons.key] as number;
      const lbf = row[pounds.key] as number;
      expect(Math.abs(n - lbf * 4.448) / n, `${n} N against ${lbf} lbf`).toBeLessThan(0.02);
    }
    expect(ties.note).not.toMatch(/\bfor each width class\b/i);
  });

  it('tray and ladder give a typical safe working load at their support span', () => {
    const tray = tableById('tray-ladder');
    const swl = tray.columns.find((col) => /kN\/m|kg\/m|N\/m/.test(col.unit ?? ''));
    expect(swl).toBeDefined();
    for (const row of tray.rows) {
      const load = row[swl!.key] as number | Range;
      expect(typeof load === 'number' ? load : load.min).toBeGreaterThan(0);
    }
    // Issue 42: a 25 mm × 1 mm flange carries about 0.2–0.4 kN/m at 1.5 m, by width: the light-duty
    // tray gives a range and sends the reader to the maker's figure per width.
    const light = tray.rows.find((row) => /light duty/i.test(String(row.system)))!;
    expect((light[swl!.key] as Range).max).toBeLessThanOrEqual(0.4);
    expect(tray.note).toMatch(/per width/);
    // The wire mesh tray's load depends on its width and side height (30 to 105 mm): a range too.
    const mesh = tray.rows.find((row) => /wire mesh/i.test(String(row.system)))!;
    const meshLoad = mesh[swl!.key] as Range;
    expect(meshLoad.max).toBeGreaterThan(meshLoad.min);
    expect(tray.note).toMatch(/side height/);
  });

  it('aluminium cables have their own range, from 16 mm²', () => {
    const cables = tableById('power-cables');
    const aluminium = cables.rows.filter((row) => /aluminium/i.test(String(row.material)));
    expect(aluminium.length).toBeGreaterThan(0);
    for (const row of aluminium)
      expect((row.conductor as Range).min, String(row.type)).toBeGreaterThanOrEqual(16);
  });

  it('no page offers terminal blocks from a size below the smallest block in the table', () => {
    const smallest = Math.min(
      ...(column(tableById('terminal-blocks'), 'crossSection') as number[]),
    );
    for (const page of pages())
      for (const match of readText(page).matchAll(/terminal blocks from ([\d.]+) mm²/g))
        expect(Number(match[1]), rel(page)).toBeGreaterThanOrEqual(smallest);
  });
});

// ---- Standards and figures in the text --------------------------------------------------------

describe('figures in the text', () => {
  const englishBlocks = () =>
    pages()
      .filter((page) => !rel(page).startsWith('ar'))
      .flatMap((page) => blocks(readText(page)).map((text) => ({ page: rel(page), text })));

  it('IEC 61238-1 is cited by its current parts, -1-1 and -1-3', () => {
    for (const { page, text } of englishBlocks())
      expect(text, page).not.toMatch(/IEC 61238-1(?!-[13])/);
  });

  it('a 125 A limit of IEC 60309 is the 60309-2 standard sheets, and their ambient rating is given', () => {
    let found = 0;
    for (const { page, text } of englishBlocks()) {
      if (!/IEC 60309/.test(text) || !/125 A/.test(text)) continue;
      found++;
      expect(text, page).toMatch(/IEC 60309-2/);
    }
    expect(found).toBeGreaterThan(0);
    const ground = blocks(readText(htmlFor('/GroundPowerSupply'))).join(' ');
    expect(ground).toMatch(/\u221225 to \+40 °C/);
  });

  it('single-pole connectors are rated as their maker states: any rating a sentence gives is a usual one (400 or 660 A), never 600 A', () => {
    const ratings = new Set<number>();
    for (const { text } of englishBlocks())
      for (const sentence of text.split(/[.;]\s/))
        for (const match of sentence.matchAll(
          /single-pole[^.;]*?(?:up to (\d+) A\b|(\d+) A per pole)/gi,
        ))
          ratings.add(Number(match[1] ?? match[2]));
    for (const rating of ratings) expect([400, 660]).toContain(rating);
    for (const rating of column(tableById('in-ground-outlets'), 'current') as number[])
      expect(rating).not.toBe(600);
  });

  it('a UV exposure figure always comes with its test method', () => {
    for (const page of pages())
      for (const text of blocks(readText(page)))
        if (/2000 (?:hours|ساعة)/.test(text)) expect(text, rel(page)).toMatch(/ISO 4892/);
  });
});

// ---- Claims ----------------------------------------------------------------------------------

/** A sentence that presents the company itself, or its offer, as certified or approved. */
function certificationClaims(text: string, names: string[]): string[] {
  const company = ['we', 'our company', ...names].map((name) => name.toLowerCase());
  const patterns = [
    new RegExp(
      `\\b(?:${company.join('|')})\\s+(?:are|is|am|have been|has been)\\s+(?:[\\w:-]+\\s+){0,3}(?:certified|approved|accredited)\\b`,
      'i',
    ),
    /\bour\s+(?:products|equipment|range|glands|enclosures|boxes|company|workshop|staff)\s+(?:are|is)\s+(?:\w+\s+){0,2}(?:certified|approved)\b/i,
    /\b(?:IECEx|ATEX|ECASEx)(?:\s*(?:and|or|\/)\s*(?:IECEx|ATEX|ECASEx))*\s+certified\b/i,
    /^(?:معتمد|معتمدة)\s+وفق\s+(?:IECEx|ATEX|ECASEx)/,
    /(?:نحن|شركتنا|منتجاتنا|معداتنا)[^.،]{0,40}معتمد/,
  ];
  return text
    .split(/(?<=[.!?؟])\s+/)
    .filter((sentence) => patterns.some((pattern) => pattern.test(sentence.trim())));
}

describe('claims', () => {
  const names = [en.site.name, en.site.shortName];

  it('the detector finds a claim in the company voice and passes what a distributor may say', () => {
    expect(certificationClaims('IECEx and ATEX certified', names)).toHaveLength(1);
    expect(certificationClaims('We are ISO certified for Ex work.', names)).toHaveLength(1);
    expect(
      certificationClaims(`${en.site.shortName} is approved by operators.`, names),
    ).toHaveLength(1);
    expect(certificationClaims('معتمدة وفق IECEx وATEX', names)).toHaveLength(1);
    expect(
      certificationClaims(
        "Supplied with the maker's IECEx/ATEX certificates. Boxes their makers have certified under IECEx.",
        names,
      ),
    ).toEqual([]);
  });

  it('no page says the company or its offer is certified: the makers hold the certificates', () => {
    const problems = pages().flatMap((page) =>
      blocks(readText(page)).flatMap((text) =>
        certificationClaims(text, names).map((claim) => `${rel(page)}: ${claim}`),
      ),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('no page guarantees a result or claims unevidenced landmark projects', () => {
    for (const page of pages()) {
      const text = blocks(readText(page)).join('\n');
      expect(text, rel(page)).not.toMatch(
        /\b(?:holds|lasts|guaranteed?)\b[^.]{0,40}\bfor the life of\b/i,
      );
      expect(text, rel(page)).not.toMatch(/\bpass\w*\b[^.]{0,60}\binspections? without\b/i);
      expect(text, rel(page)).not.toMatch(/landmark projects/i);
    }
  });
});

// ---- The Ex certificate panel and the checklists ----------------------------------------------

/** Product pages that sell Ex equipment: their content speaks of Ex equipment or its certificates. */
const exProductPages = () =>
  en.products
    .filter((page) => /\bEx\b|IECEx|ATEX/.test(JSON.stringify(page)))
    .map((page) => page.path);

describe('the Ex certificate panel', () => {
  it('is on every page that sells Ex equipment, in both languages, with IECEx, ATEX and ECASEx', () => {
    const exPages = exProductPages();
    expect(exPages.length).toBeGreaterThanOrEqual(2);
    for (const path of exPages)
      for (const route of [path, arabic(path)]) {
        const html = readText(htmlFor(route));
        const panel = selectOne(html, 'section[data-compliance-panel]');
        expect(panel, `${route} has no Ex certificate panel`).toBeDefined();
        const schemes = select(panel!, '[data-scheme]').map((scheme) =>
          attr(scheme, 'data-scheme'),
        );
        expect(schemes, route).toEqual(expect.arrayContaining(['IECEx', 'ATEX', 'ECASEx']));
        expect(select(panel!, 'li').length, route).toBeGreaterThan(0);
        expect(blocks(panel!).join(' '), route).toMatch(/iecex\.com/);
        expect(blocks(panel!).join(' '), route).toMatch(/MoIAT/);
      }
  });

  it('is not on a page that sells no Ex equipment', () => {
    const exPages = new Set<string>([
      ...exProductPages(),
      ...routesOfKind('service').map((r) => r.path),
    ]);
    for (const route of routesOfKind('product'))
      if (!exPages.has(route.path))
        expect(readText(htmlFor(route.path)).includes('data-compliance-panel'), route.path).toBe(
          false,
        );
  });

  it('the checklist of every page that sells Ex equipment asks for the certificate scheme', () => {
    for (const path of exProductPages()) {
      const page = en.products.find((entry) => entry.path === path)!;
      expect(page.checklist?.join(' '), path).toMatch(/IECEx|ATEX|ECASEx/);
    }
  });
});

describe('drawings', () => {
  it('a drawing with numbered callouts has a legend of as many parts, printed with it in both languages', () => {
    let drawings = 0;
    for (const page of en.products) {
      const svg = page.image.src.endsWith('.svg')
        ? readFileSync(join(publicDir, page.image.src), 'utf8')
        : '';
      const callouts = select(svg, 'text').filter((text) =>
        /^\s*\d+\s*$/.test(textOf(text)),
      ).length;
      expect(page.legend?.length ?? 0, page.path).toBe(callouts);
      if (callouts === 0) continue;
      drawings++;
      for (const route of [page.path, arabic(page.path)]) {
        const figcaption = selectOne(readText(htmlFor(route)), 'figcaption');
        expect(figcaption ? select(figcaption, 'li').length : 0, route).toBe(callouts);
      }
    }
    expect(drawings).toBeGreaterThan(0);
  });
});
