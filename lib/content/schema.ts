/**
 * The schema of every editor-owned content file under content/, and the registry of collections.
 * The build checks every file against it (scripts/check-content.ts, then the loaders in
 * content/load.ts); the TypeScript types of the content are inferred from it; the admin's
 * config.yml describes the same fields.
 *
 * Text fields may contain {site.name}, {site.shortName}, {site.legalName}, {site.email},
 * {site.careersEmail}, {site.registration}, {site.registrationShort}, {site.fullAddress},
 * {site.exWorkshop}, {site.exCompetence} and {site.glandReference}: the loaders replace them with the
 * values of content/site.yml, so the company's identity and its claims are typed once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { z } from 'zod';
import { specRoutes, type RouteKind, type RoutePath, type SpecPath } from './routes';
import { interfaceWords } from './interface-schema';
import { blogPageSize } from './blog-pages';

const text = z.string().trim().min(1, 'must not be empty');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date like 2025-06-12');

/** A list whose items must differ (pages, anchors, ids): a repeat is named with its place. */
const distinct = <Item extends z.ZodType>(items: z.ZodArray<Item>, what: string) =>
  items.superRefine((values, ctx) => {
    const seen = new Map<unknown, number>();
    values.forEach((value, index) => {
      const key = typeof value === 'object' && value && 'id' in value ? value.id : value;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, index);
      else
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: `${String(key)} is already ${what} ${first + 1}: remove one of them`,
        });
    });
  });
const paragraphs = z.array(text).min(1, 'needs at least one paragraph');
/** A list that may be empty: the admin leaves an empty list out of the file, which reads as none. */
const list = <Item extends z.ZodType>(item: Item) => z.array(item).default([]);

function pathOf(kinds: RouteKind[], what: string) {
  const paths = specRoutes.filter((route) => kinds.includes(route.kind)).map((route) => route.path);
  return z.enum(paths as [SpecPath, ...SpecPath[]], {
    error: (issue) =>
      issue.input === undefined ? 'required' : `expected ${what}, one of ${paths.join(', ')}`,
  });
}
const anyPath = pathOf(
  ['home', 'page', 'product', 'service', 'industry', 'article', 'legal'],
  'a page of the site',
);

/** The heaviest image a page may show (the budgets test holds every image to it too). */
export const MAX_IMAGE_KB = 150;

/** Where the site's images are: `src` is a path under it. */
export const publicDir = join(process.cwd(), 'public');

/**
 * An image under public/. Its width and height are read from the file at build, so the page
 * reserves the image's box and nobody types them.
 */
export const picture = z
  .strictObject({
    src: z
      .string()
      .regex(/^\/\S+$/, {
        error: (issue) =>
          /\s/.test(String(issue.input))
            ? 'the file name has a space: upload the file again (the admin names uploads without spaces) or rename it without spaces'
            : 'expected a path under public/, like /images/about/team.webp',
      })
      .regex(
        /\.(svg|webp|png|jpe?g|avif)$/i,
        'expected an image file: .svg, .webp, .png, .jpg or .avif',
      ),
    alt: text
      .refine(
        (alt) => !/\.(svg|webp|png|jpe?g|avif|gif)$/i.test(alt) && !/^\S*\/\S*$/.test(alt),
        'describe the image in words (what it shows), not by its file name',
      )
      .describe('Describes the image for people who cannot see it.'),
  })
  .transform((image, ctx) => {
    const file = join(publicDir, image.src);
    if (!existsSync(file)) {
      ctx.addIssue({
        code: 'custom',
        path: ['src'],
        message: `no such file: public${image.src} (upload it, or pick one from the media library)`,
      });
      return z.NEVER;
    }
    const bytes = readFileSync(file);
    if (bytes.length > MAX_IMAGE_KB * 1024) {
      ctx.addIssue({
        code: 'custom',
        path: ['src'],
        message: `public${image.src} weighs ${Math.ceil(bytes.length / 1024)} KB, more than the ${MAX_IMAGE_KB} KB a page image may: upload a smaller one (about 1280 px wide, WebP or JPEG quality 75)`,
      });
      return z.NEVER;
    }
    const size = imageSize(bytes);
    if (!size.width || !size.height) {
      ctx.addIssue({ code: 'custom', path: ['src'], message: 'the image has no width and height' });
      return z.NEVER;
    }
    return { ...image, width: size.width, height: size.height };
  })
  .describe('An image under public/.');
/**
 * A picture as pages show it: `lang` is 'en' on an Arabic page whose Arabic alternative text is
 * still empty (the English is shown, and the image is marked as English for it: lib/content/load.ts).
 */
export type Picture = z.output<typeof picture> & { lang?: 'en' };

/** A titled piece of long-form text: paragraphs, then an optional bullet list, then nested blocks. */
export interface Block {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  subsections?: Block[];
}
const block: z.ZodType<Block> = z.strictObject({
  heading: text,
  paragraphs: z.array(text).optional(),
  bullets: z.array(text).optional(),
  get subsections() {
    return z.array(block).optional();
  },
});

export const card = z.strictObject({ title: text, text, image: picture.optional() });
export type Card = z.infer<typeof card>;
const cardGroup = z.strictObject({
  heading: text,
  intro: text.optional(),
  cards: z.array(card).min(1),
});
/** A titled item with a short explanation: perks, values, features, list entries. */
export const point = z.strictObject({ title: text, text });
export type Point = z.infer<typeof point>;

// ---- Selection tables ------------------------------------------------------------------------

export const range = z.strictObject({ min: z.number(), max: z.number() }).superRefine((r, ctx) => {
  if (r.min > r.max)
    ctx.addIssue({
      code: 'custom',
      path: ['max'],
      message: `the To value (${r.max}) is below the From value (${r.min}): type a To of at least ${r.min}, or swap the two`,
    });
});
export type Range = z.infer<typeof range>;
export const cell = z.union([z.string(), z.number(), range, z.array(z.string())], {
  error: (issue) =>
    issue.input === undefined
      ? 'required'
      : 'expected a text, a number, a range {min, max} or a list of texts',
});
export type Cell = z.infer<typeof cell>;
const cellKind = (value: unknown) =>
  Array.isArray(value)
    ? 'list'
    : typeof value === 'object' && value !== null
      ? 'range'
      : typeof value;
const kindName: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  range: 'a range {min, max}',
  list: 'a list',
};

export const column = z
  .strictObject({
    key: z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'expected a camelCase name, like outerSeal'),
    label: text,
    unit: text.optional().describe("Shown in the header cell, e.g. 'mm', 'mm²', '°C', 'N'."),
    decimals: z.number().int().min(0).max(4).optional(),
    quoteLabel: text
      .regex(/\{\}/, "expected the cell's place marked {}, e.g. '{}', 'size {}' or '{}-core'")
      .optional()
      .describe(
        "How this column's value reads in the row's name in a quote: {} is the value ('{}', 'size {}', '{}-core'). Empty: not part of the name.",
      ),
  })
  // Nominal cross-sections are written as IEC 60228 names them (1.5, 2.5, 400, 1000), never 400.0.
  .refine((col) => !(col.unit === 'mm²' && col.decimals !== undefined), {
    path: ['decimals'],
    message:
      'a cross-section in mm² is written as IEC 60228 names it (1.5, 400, 1000): leave decimals out',
  });
export type Column = z.infer<typeof column>;

/** A number box above the table that shows only the rows whose range covers the number typed. */
const rangeFilter = z.strictObject({
  key: z.string(),
  label: text,
  unit: text,
  noun: text.describe("Plural noun for the status line: 'gland sizes'."),
});

/**
 * What a buyer must choose, besides the row, for a line the sales team can price: 'Material' with
 * 'Brass', 'Nickel-plated brass'… The first value is preselected.
 */
const tableOption = z.strictObject({
  name: text.describe("What the buyer chooses: 'Material', 'Thread'."),
  values: z
    .array(text)
    .min(2)
    .max(12)
    .describe('The choices, the usual one first: it is preselected.'),
  onlyFor: z
    .strictObject({
      column: z.string().describe("The column's key, as the table's columns list it: 'material'."),
      holds: z
        .string()
        .describe(
          "A word the column's English cell holds in the rows this option fits: 'nylon'. Not case-sensitive.",
        ),
    })
    .optional()
    .describe(
      'Only for some rows (a nylon colour is no choice for a stainless tie). Empty: every row. An option that fits no row is offered to none.',
    ),
});

/** Tables with more than this many rows should have a filter (the spec audit lists those without). */
export const FILTER_THRESHOLD = 12;

export const selectionTable = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case id, like gland-sizes'),
    caption: text,
    item: text.describe("What one row is, the start of its label: 'Cable gland'."),
    columns: z.array(column).min(1),
    rows: z.array(z.record(z.string(), cell)).min(1),
    filter: rangeFilter.optional(),
    note: text.optional(),
    options: z
      .array(tableOption)
      .max(6)
      .optional()
      .describe(
        'What a buyer chooses when adding a row to the quote list (type, material, thread…). Empty: the row alone.',
      ),
  })
  .superRefine((table, ctx) => {
    const keys = table.columns.map((col) => col.key);
    table.rows.forEach((row, index) => {
      for (const key of keys)
        if (!(key in row))
          ctx.addIssue({ code: 'custom', path: ['rows', index, key], message: 'required' });
      for (const key of Object.keys(row))
        if (!keys.includes(key))
          ctx.addIssue({
            code: 'custom',
            path: ['rows', index, key],
            message: `not a column of this table (${keys.join(', ')})`,
          });
    });
    for (const key of keys) {
      const first = table.rows.find((row) => key in row)?.[key];
      table.rows.forEach((row, index) => {
        if (key in row && cellKind(row[key]) !== cellKind(first))
          ctx.addIssue({
            code: 'custom',
            path: ['rows', index, key],
            message: `expected ${kindName[cellKind(first)]} like the first row of this column`,
          });
      });
    }
    if (table.filter) {
      const filterKey = table.filter.key;
      if (!keys.includes(filterKey) || cellKind(table.rows[0]?.[filterKey]) !== 'range')
        ctx.addIssue({
          code: 'custom',
          path: ['filter', 'key'],
          message: 'expected the key of a column of ranges',
        });
    }
  });
export type SelectionTable = z.infer<typeof selectionTable>;

// ---- Pages -----------------------------------------------------------------------------------

/**
 * Body of a product, service or industry page. Its address is the file's name; its name, title,
 * description and banner come from content/routes.yml.
 */
const detailPage = z.strictObject({
  image: picture,
  intro: paragraphs,
  highlights: z
    .array(text)
    .optional()
    .describe('Short figures shown beside the image, e.g. "IP66/67/68".'),
  legend: z
    .array(text)
    .optional()
    .describe('What the numbered callouts of the drawing point at, callout 1 first.'),
  sections: list(block),
  cardGroups: z.array(cardGroup).optional(),
});
const checklist = z.array(text).min(1).describe('"What to send us": what a quotation needs.');

/** A page read from a folder: its address comes from the file's name (content/products/X.yml → /X). */
type OnPath<Page> = Page & { path: RoutePath };

/**
 * The texts of the gland selector (components/selector/) on the glands page; it reads its figures
 * from the page's tables gland-sizes, gland-types and gland-accessories. `{name}` marks a value.
 */
const glandSelector = z
  .strictObject({
    heading: text,
    intro: text,
    cableGroup: text.describe('The legend of the cable fields.'),
    placeGroup: text.describe('The legend of the area and enclosure fields.'),
    entryGroup: text.describe('The legend of the entry fields.'),
    outerSheath: text.describe('Label and attribute name: the cable outer diameter (required).'),
    armour: text.describe('Label and attribute name: the cable construction (armour or none).'),
    armourNone: text,
    armourWire: text,
    armourTape: text,
    armourBraid: text,
    innerSheath: text.describe('Label and attribute name: the bedding diameter (optional).'),
    armourSize: text.describe('Label: the armour wire size (optional).'),
    optionalHint: text.describe(
      'Under the bedding and armour boxes: they are optional, and what is assumed without them.',
    ),
    area: text.describe('Label and attribute name: the area.'),
    areaSafe: text,
    areaZone1: text,
    areaZone2: text,
    areaZone21: text,
    areaZone22: text,
    gasGroup: text,
    concept: text.describe("Label and attribute name: the enclosure's protection concept."),
    conceptDb: text,
    conceptEb: text,
    conceptTb: text,
    conceptI: text,
    compact: text.describe('Label, for an Ex db enclosure: what the cable is.'),
    compactYes: text.describe('The cable meets IEC 60079-14 9.3.2 a) and is 3 m or longer.'),
    compactNo: text,
    barrierSpecified: text.describe(
      'A checkbox: the project specification asks for barrier glands.',
    ),
    threadKind: text.describe('Label: metric or NPT.'),
    threadMetric: text,
    threadNpt: text,
    entry: text.describe('Label and attribute name: the entry in the enclosure wall.'),
    entryThreaded: text,
    entryClearance: text,
    entryExd: text.describe('Shown instead of the entry choice for an Ex db enclosure.'),
    choose: text.describe('The empty first choice of a list.'),
    submit: text,
    errorNumber: text.describe('{field}: a box left empty or not a number.'),
    errorOptional: text.describe('{field}: an optional box that holds something not a number.'),
    errorGasGroup: text,
    errorConcept: text,
    errorQuantity: text.describe('A quantity that is not a whole number from 1 to 100000.'),
    recommendation: text.describe('Said when sizes fit: {size} recommended, {count} sizes fit.'),
    noFit: text.describe('Heading when no size fits; the reason follows.'),
    aboveAll: text.describe("{field} {value} {limit}: above the largest size's range."),
    belowAll: text.describe("{field} {value} {limit}: below the smallest size's range."),
    aboveFitting: text.describe(
      '{field} {value} {limit} {sizes}: above the sizes that fit so far.',
    ),
    belowFitting: text.describe(
      '{field} {value} {limit} {sizes}: below the sizes that fit so far.',
    ),
    between: text.describe('{field} {value} {sizes}: in a gap between sizes.'),
    size: text.describe('Attribute name and the legend of the sizes: the size reference.'),
    recommended: text.describe("After the recommended size's name."),
    sizeRanges: text.describe('{size} {outer}: a size and the cable diameters it takes.'),
    assumption: text.describe(
      '{fields} {size} {ranges}: what the recommendation assumes of the measurements left out.',
    ),
    type: text.describe('Label and attribute name: the gland type.'),
    material: text.describe('Label and attribute name: the material.'),
    thread: text.describe('Label and attribute name: the entry thread.'),
    nptOptional: text.describe("The optional NPT choice: '{thread} (optional)'."),
    why: text.describe('Heading of the reasons for the choice.'),
    reasonSafe: text,
    reasonExdCompact: text,
    reasonExdBarrier: text,
    reasonSpecBarrier: text,
    reasonExe: text,
    reasonExt: text,
    reasonExi: text,
    reasonGasGroup: text.describe('{group}: the gas group of the zone.'),
    reasonTape: text,
    reasonThreaded: text,
    reasonClearance: text,
    reasonNoEarthTag: text,
    reasonAmbient: text.describe('The ambient temperature the seals must cover on site.'),
    kitHeading: text.describe('{size} {thread}: the heading of what one action adds.'),
    kitGland: text.describe('{type}: the gland in the kit list.'),
    kitMissing: text.describe(
      '{part} {thread}: a part the accessories table lacks for the thread.',
    ),
    quantity: text.describe('The quantity of the gland and of each part.'),
    add: text.describe('The visible text of the one add button.'),
    addNamed: text.describe('The add button read aloud: the visible text first, then {item}.'),
    added: text.describe('Said beside the button after an add: {quantity} {items}.'),
    confirm: text.describe(
      'Under the result: guidance only, typical figures, confirm with the certificate.',
    ),
    accessoryFor: text.describe('Attribute name: the gland size an accessory is for.'),
    specification: text.describe('Attribute name: the accessory row text.'),
  })
  .describe('The gland selector above the tables: its texts (the figures come from the tables).');
export type GlandSelectorText = z.infer<typeof glandSelector>;

/**
 * A product page printed is a datasheet under document control: its number (after the prefix of
 * content/datasheet.yml), its own revision and the date that revision was issued.
 */
const productDatasheet = z
  .strictObject({
    number: z
      .string()
      .regex(/^[A-Z0-9]+(-[A-Z0-9]+)*$/, 'expected capitals, digits and hyphens, e.g. GL-001')
      .describe(
        'This datasheet’s own part of the document number, e.g. GL-001 (printed after the prefix: MCS-DS-GL-001). Each product its own.',
      ),
    revision: z
      .string()
      .regex(/^[A-Z0-9]{1,3}$/, 'expected a revision like A, B or 2')
      .describe('Raise it (A, B, C…) when a figure of this page changes.'),
    issued: isoDate.describe('The date this revision was issued: change it with the revision.'),
  })
  .describe('The printed datasheet’s document number, revision and date.');

const product = detailPage.extend({
  datasheet: productDatasheet,
  selector: glandSelector.optional(),
  tables: z.array(selectionTable).optional(),
  checklist: checklist.optional(),
});
export type Product = OnPath<z.output<typeof product>>;
const service = detailPage.extend({
  checklist: checklist.optional(),
  summary: z
    .strictObject({ text, image: picture })
    .describe('The /services card and the home carousel: short description and image.'),
});
export type Service = OnPath<z.output<typeof service>>;
const industry = detailPage.extend({
  summary: z
    .strictObject({ text, image: picture })
    .describe('The /industries card: short description and image.'),
});
export type Industry = OnPath<z.output<typeof industry>>;
export type DetailPage = Product | Service | Industry;

/** A page's texts outside its body: menus, the browser tab, search results and the banner. */
export const routeText = z.strictObject({
  name: text.describe('Short: menus, breadcrumbs and cards.'),
  title: text.describe('The browser tab and search-result title, before the company name.'),
  description: text.describe('The search-result description, about 120-160 characters.'),
  heading: text.describe('The banner heading (h1).'),
  tagline: text.describe('The line under the banner heading.'),
});
export type RouteText = z.infer<typeof routeText>;

/** A text cut to `max` characters at a word, with an ellipsis when it had to be cut. */
export function cutToWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** The longest search-result description; a longer one is cut by the search engine. */
export const MAX_DESCRIPTION = 160;

/**
 * An article. The five of the spec keep their addresses (/blogdetail … /blogdetail5); one added in
 * the admin is published at /blog/<its file name>. A new article needs only its heading, its summary
 * and its text: the menu name and the browser title are the heading, the search description the
 * summary, the pictures the blog's own (content/hubs.yml), unless the editor gives their own.
 */
export const article = z
  .strictObject({
    heading: text.describe('The article’s title (h1) and its card on /blog.'),
    excerpt: text
      .meta({ title: 'Summary' })
      .describe('One or two sentences for the /blog card and for search results.'),
    intro: paragraphs
      .meta({ title: 'Text' })
      .describe('The text of the article: one box per paragraph.'),
    published: isoDate.describe('The date the article is published; /blog lists the newest first.'),
    sections: list(block),
    name: text
      .optional()
      .describe('Short, for breadcrumbs and related-page lists. Empty: the heading.'),
    title: text.optional().describe('The browser tab and search-result title. Empty: the heading.'),
    description: text
      .optional()
      .describe('The search-result description, up to 160 characters. Empty: the summary.'),
    tagline: text
      .optional()
      .describe('The line under the banner heading. Empty: the subtitle, or the summary.'),
    subtitle: text.optional().describe('A line above the text. Empty: none.'),
    author: text.optional().describe('The writer, as the article credits them. Empty: no name.'),
    headerImage: picture
      .optional()
      .describe('The picture above the article. Empty: the blog’s picture.'),
    sideImage: picture.optional().describe('A picture beside the text. Empty: none.'),
    listHeading: text.optional().describe('The heading of the list of points below the text.'),
    list: list(point).describe('Points (benefits, applications…) below the text. Empty: none.'),
    related: distinct(z.array(anyPath), 'related page')
      .default([])
      .describe('Product or service pages this article is about (first is the main one).'),
  })
  .transform((entry) => ({
    ...entry,
    name: entry.name ?? entry.heading,
    description: entry.description ?? cutToWord(entry.excerpt, MAX_DESCRIPTION),
    tagline: entry.tagline ?? entry.subtitle ?? entry.excerpt,
  }));
/**
 * An article as pages show it (load.ts): the blog's picture stands in for one it has not, and its
 * heading, cut to what a search result shows, for a title it has not.
 */
export type Article = Omit<OnPath<z.output<typeof article>>, 'title' | 'headerImage'> & {
  title: string;
  headerImage: Picture;
};

export const legalDocument = z.strictObject({
  updated: text,
  intro: paragraphs,
  clauses: distinct(
    z
      .array(
        z.strictObject({
          id: z
            .string()
            .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case anchor id')
            .describe(
              'The clause’s address on the page (#delivery): small letters, digits, hyphens.',
            ),
          heading: text,
          paragraphs,
          bullets: z.array(text).optional(),
        }),
      )
      .min(1),
    'the id of clause',
  ),
});
export type LegalDocument = OnPath<z.output<typeof legalDocument>>;

const phone = z.strictObject({
  label: text,
  display: text,
  tel: z.string().regex(/^\+?\d+$/, 'expected digits, with + for an international number'),
});

/** Company identity: every name, address and number. */
export const site = z.strictObject({
  origin: z
    .url({ error: 'expected an https:// address' })
    .describe('Public origin the site is deployed at.'),
  adminOrigin: z
    .url({ protocol: /^https$/, error: 'expected an https:// address with no path' })
    .refine((url) => new URL(url).origin === url, 'expected an https:// address with no path')
    .describe(
      'Origin the content admin is served at (its own site, e.g. https://admin.example.ae): the public /admin/ redirects there, and nothing the admin stores is readable by a public page.',
    ),
  name: text,
  shortName: text,
  legalName: text,
  registration: text.describe('The legal form, said wherever the legal name appears.'),
  registrationShort: text,
  tagline: text,
  founded: z.string().regex(/^\d{4}-\d{2}$/, 'expected a year and month like 2018-09'),
  email: z.email({ error: 'expected an e-mail address' }),
  careersEmail: z.email({ error: 'expected an e-mail address' }),
  phones: z.strictObject({ tollFree: phone, office: phone, mobile: phone }),
  address: z.strictObject({
    street: text,
    locality: text,
    region: text,
    poBox: text,
    country: text,
    countryCode: z.string().regex(/^[A-Z]{2}$/, 'expected a two-letter country code'),
  }),
  geo: z.strictObject({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  openingHours: text.describe('schema.org form, e.g. Mo-Sa 08:00-18:00'),
  openingDays: text,
  replyTime: text.describe('The reply promise in the quote dialog.'),
  social: list(
    z.strictObject({ label: text, href: z.url({ error: 'expected an https:// address' }) }),
  ).describe('Only links with a real URL; leave the list empty rather than add a dead icon.'),
  developer: z.strictObject({ name: text, href: z.url({ error: 'expected an https:// address' }) }),
  exWorkshop: text.describe(
    'Whose authorisation covers drilling and fitting Ex eb boxes in the workshop, as it reads in a sentence: {site.exWorkshop}.',
  ),
  exCompetence: text.describe(
    'Who installs glands and terminations in hazardous areas, with the competence scheme, as it reads in a sentence: {site.exCompetence}.',
  ),
  glandReference: text.describe(
    'The maker whose chart the gland size table follows: {site.glandReference}.',
  ),
});
export type Site = z.infer<typeof site>;

/**
 * What every datasheet shares: the typical-values note, the document number's prefix, the people
 * who prepare, check and approve them, the printed words, and the hazardous-area certificate panel
 * of the pages that sell Ex equipment. Each product's number, revision and date are in its own file.
 */
const signatory = z.strictObject({
  name: text.describe('The person’s name, as it is written in this language.'),
  role: text.describe('Their position, e.g. Technical manager.'),
});
const datasheet = z.strictObject({
  typicalNote: text.describe(
    'Once on a product page, above its tables, and at the foot of every printed datasheet page: the figures are typical.',
  ),
  numberPrefix: z
    .string()
    .regex(/^[A-Z0-9]+(-[A-Z0-9]+)*$/, 'expected capitals, digits and hyphens, e.g. MCS-DS')
    .describe(
      'The start of every datasheet’s document number, e.g. MCS-DS; each product adds its own part (GL-001).',
    ),
  signatories: z
    .strictObject({
      prepared: signatory.describe('Who prepares the datasheets.'),
      checked: signatory.describe('Who checks their figures against the makers’ data.'),
      approved: signatory.describe('Who approves them for issue.'),
    })
    .describe('The prepared / checked / approved block on the first page of every datasheet.'),
  print: z
    .strictObject({
      documentLabel: text.describe("Before the document number: 'Document'."),
      revisionLabel: text.describe("Before the revision: 'Revision'."),
      issuedLabel: text.describe("Before the date: 'Issued'."),
      preparedLabel: text.describe("'Prepared'."),
      checkedLabel: text.describe("'Checked'."),
      approvedLabel: text.describe("'Approved'."),
      blockLabel: text.describe(
        'The name of the document block on the first page, for screen readers of the PDF: "Document control".',
      ),
    })
    .describe('The words of the printed document block and page foot.'),
  compliance: z
    .strictObject({
      heading: text,
      intro: text,
      schemes: z
        .array(
          z.strictObject({
            name: text.describe('IECEx, ATEX, ECASEx.'),
            text: text.describe('What the scheme is and what its certificate says.'),
            lookup: text.describe('Where a buyer checks a certificate of the scheme.'),
          }),
        )
        .min(1),
      deliveryHeading: text,
      delivery: z.array(text).min(1).describe('The documents that come with a delivery.'),
      pages: distinct(
        z.array(pathOf(['product', 'service'], 'a product or service page')).min(1),
        'page',
      ).describe('The pages that show the panel: every page that offers Ex equipment.'),
    })
    .describe('The hazardous-area certificate panel.'),
});

const logo = z.strictObject({ name: text, logo: picture });
/** A section's small label above its heading, and the heading. */
const sectionHeading = z.strictObject({ eyebrow: text, heading: text });

export const home = z.strictObject({
  heroSlides: z
    .array(
      z.strictObject({
        headline: text,
        text,
        video: z
          .string()
          .regex(/^[a-z0-9-]+$/, 'expected the base name of a video under /media/, like hero-1')
          .refine(
            (name) =>
              ['webm', 'mp4', 'webp'].every((ext) =>
                existsSync(join(publicDir, 'media', `${name}.${ext}`)),
              ),
            'no such video: choose one of the videos under /media/ (a .webm, .mp4 and .webp of one name)',
          ),
      }),
    )
    .min(1),
  about: z.strictObject({ heading: text, title: text, paragraphs, image: picture }),
  sections: z
    .strictObject({
      services: sectionHeading,
      projects: sectionHeading,
      features: sectionHeading,
      why: sectionHeading,
      testimonials: sectionHeading,
      clients: sectionHeading,
    })
    .describe('The headings of the home page sections below the hero and About us.'),
  projects: list(
    z.strictObject({
      image: picture,
      caption: text,
      sector: z.enum(['Oil & Gas', 'Construction']),
    }),
  ),
  keyFeatures: list(point),
  whyChooseUs: list(
    z.strictObject({ image: picture, figure: text, title: text, text, link: anyPath }),
  ),
  testimonials: list(
    z.strictObject({ quote: text, name: text, role: text, rating: z.number().int().min(1).max(5) }),
  ),
  clients: list(logo),
  certifications: list(logo),
});
export type Home = z.output<typeof home>;

const about = z.strictObject({
  whoWeAre: z.strictObject({ heading: text, paragraphs, image: picture }),
  visionMission: z
    .strictObject({
      heading: text,
      vision: z.strictObject({ heading: text, text }),
      mission: z.strictObject({ heading: text, text }),
      image: picture.describe('Shown beside the vision and mission statements.'),
    })
    .describe('The Vision and Mission section.'),
  values: z.strictObject({ heading: text, cards: list(point) }),
  apart: z.strictObject({ heading: text, cards: list(point) }),
});

const career = z.strictObject({
  offer: z
    .strictObject({
      heading: text,
      topics: z.array(z.strictObject({ title: text, paragraphs, image: picture })).min(1),
    })
    .describe("'What We Offer You': the tabs."),
  perks: z.strictObject({ heading: text, cards: list(point) }),
  jobs: z.strictObject({
    heading: text,
    openings: list(
      z.strictObject({ title: text, location: text, type: text, summary: text }),
    ).describe('Open positions; with none, the page invites CVs to the careers e-mail.'),
  }),
});
export type Career = z.output<typeof career>;
export type Job = Career['jobs']['openings'][number];
export type CareerTopic = Career['offer']['topics'][number];

/** The contact page: its section headings, the form's introduction and the three cards. */
const contact = z.strictObject({
  cardsHeading: text,
  formHeading: text,
  formIntro: z
    .strictObject({
      lead: text.describe('Before the office number.'),
      mobile: text.describe('Between the office and the mobile number.'),
      or: text.describe('Between the mobile number and the WhatsApp link.'),
      whatsapp: text.describe('The WhatsApp link.'),
      end: text.describe('After the WhatsApp link.'),
    })
    .describe('The sentence above the form, cut where the phone numbers and the WhatsApp link go.'),
  phoneCard: z.strictObject({
    title: text,
    text: text.describe('{days} is replaced by the opening days of the company identity.'),
  }),
  emailCard: z.strictObject({ title: text, text }),
  visitCard: z.strictObject({ title: text, directions: text }),
  map: z.strictObject({
    heading: text,
    fallback: text.describe('The link shown instead of the map.'),
  }),
});
export type ContactPageText = z.output<typeof contact>;

const hubIntro = z.strictObject({ heading: text, paragraphs });
export type HubIntro = z.infer<typeof hubIntro>;
const hubLabel = text.describe("The card list's name, read by screen readers.");
const pages = (kinds: RouteKind[], what: string) =>
  distinct(z.array(pathOf(kinds, what)).min(1), 'card').describe(
    'The pages the cards lead to, in order.',
  );
/** The hub pages /product, /services, /industries and /blog: their card lists and introductions. */
const hubs = z.strictObject({
  product: z.strictObject({
    label: hubLabel,
    cta: text,
    pages: pages(['product'], 'a product page'),
    menu: distinct(z.array(pathOf(['product'], 'a product page')).min(1), 'menu entry').describe(
      'The Products menu of the header, in order.',
    ),
    intro: hubIntro,
  }),
  services: z.strictObject({
    label: hubLabel,
    cta: text,
    pages: pages(['service'], 'a service page').describe(
      'The /services cards and the home carousel, in order.',
    ),
    intro: hubIntro,
  }),
  industries: z.strictObject({
    label: hubLabel,
    cta: text,
    pages: pages(['industry'], 'an industry page'),
    intro: hubIntro,
  }),
  blog: z
    .strictObject({
      label: hubLabel,
      cta: text,
      image: picture.describe('The picture of an article that has none of its own.'),
    })
    .describe(`Every article is listed, newest first, ${blogPageSize} a page.`),
});

/**
 * The name, title, description and banner of every page but the articles (which hold their own):
 * content/routes.yml, keyed by the page's address.
 */
const routeTexts = z.strictObject(
  Object.fromEntries(
    specRoutes.filter((route) => route.kind !== 'article').map((route) => [route.path, routeText]),
  ) as Record<SpecPath, typeof routeText>,
);

/**
 * The site's vocabulary, one entry per term: the word every page, menu, footer and form option of a
 * language uses for it (content/glossary.yml, its Arabic in glossary.ar.yml), and the English term
 * buyers type, shown in parentheses after the Arabic word at its first mention on an Arabic page.
 * tests/unit/glossary.test.ts holds the page names, the quote form's options and the menus to it.
 */
const glossary = z.strictObject({
  terms: z
    .array(
      z.strictObject({
        id: z
          .string()
          .regex(/^[a-z0-9-]+$/, 'expected a short id in lower case, like cable-glands')
          .describe("The term's id; never shown."),
        term: text.describe(
          'The word for this thing in this language, as page titles, menus and the quote form use it.',
        ),
        english: text.describe(
          'The English term buyers type (Cable Glands): shown in parentheses after the Arabic word at its first mention on an Arabic page.',
        ),
        parentheses: z
          .enum(['first mention', 'titles only'])
          .default('titles only')
          .describe(
            'Where Arabic pages add the English term in parentheses: at the first mention on every page that uses the word, or only in titles and headings.',
          ),
        pages: distinct(z.array(anyPath), 'page')
          .default([])
          .describe(
            'The pages whose name uses this term (their menu label and quote-form option).',
          ),
        avoid: text
          .optional()
          .describe(
            'Words not to use for this thing, separated by commas: another word for it, a false friend, a calque. The content check notes each one an Arabic page uses (it never stops a publish).',
          ),
      }),
    )
    .min(1),
});
/**
 * What buyers type and what it means on the pages (content/synonyms.yml; Arabic buyers' words in
 * synonyms.ar.yml): site search and the pasted material list (lib/search/) read a buyer's
 * abbreviation, trade word or unit as the words the catalogue uses, in either language.
 */
const synonym = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'expected a short id in lower case, like stainless-steel')
    .describe('The entry’s id; never shown.'),
  means: text.describe(
    'The word the pages use for it, as written on them: “stainless steel”, “mm²”.',
  ),
  words: text.describe(
    'What buyers type for it, separated by commas: “SS, S.S., inox”. Arabic words go in the Arabic file.',
  ),
});
const synonyms = z.strictObject({
  units: distinct(z.array(synonym), 'the id of unit')
    .default([])
    .describe('Units of a size typed after a figure: “150 sq mm” is 150 mm².'),
  counts: distinct(z.array(synonym), 'the id of count')
    .default([])
    .describe('Words that make the figure before them a quantity in a pasted list: “200 nos”.'),
  terms: distinct(z.array(synonym), 'the id of term')
    .default([])
    .describe('Abbreviations, trade words and other names of materials and products.'),
});
export type Synonyms = z.output<typeof synonyms>;

// ---- The registry ----------------------------------------------------------------------------

interface FileCollection<Schema extends z.ZodType> {
  name: string;
  label: string;
  /** One file under content/, with its translation beside it (`site.yml`, `site.ar.yml`). */
  type: 'file';
  file: string;
  schema: Schema;
}
interface FolderCollection<Schema extends z.ZodType> {
  name: string;
  label: string;
  /** One file per page in a folder under content/, named after the page's address. */
  type: 'folder';
  folder: string;
  /**
   * A second folder whose files editors add and delete in the admin, each a page at
   * `/blog/<file name>` (the articles: the spec's five stay in `folder`, where none can be removed).
   */
  added?: string;
  extension: 'yml';
  schema: Schema;
}

const file = <Schema extends z.ZodType>(
  name: string,
  label: string,
  schema: Schema,
): FileCollection<Schema> => ({ name, label, type: 'file', file: `${name}.yml`, schema });
const folder = <Schema extends z.ZodType>(
  name: string,
  label: string,
  schema: Schema,
  added?: string,
): FolderCollection<Schema> => ({
  name,
  label,
  type: 'folder',
  folder: name,
  ...(added ? { added } : {}),
  extension: 'yml',
  schema,
});

/** Every collection of editor content, by name. Names and paths are relative to content/. */
export const collections = {
  routes: file('routes', 'Page names, titles and banners', routeTexts),
  site: file('site', 'Company identity and contacts', site),
  datasheet: file(
    'datasheet',
    'Datasheets: note, document numbers, signatories, Ex certificates',
    datasheet,
  ),
  home: file('home', 'Home page', home),
  hubs: file('hubs', 'Hub pages: cards and introductions', hubs),
  about: file('about', 'About page', about),
  career: file('career', 'Career page', career),
  contact: file('contact', 'Contact page', contact),
  products: folder('products', 'Products', product),
  services: folder('services', 'Services', service),
  industries: folder('industries', 'Industries', industry),
  articles: folder('articles', 'Articles', article, 'blog'),
  legal: folder('legal', 'Legal pages', legalDocument),
  glossary: file('glossary', 'Glossary: one word per thing, both languages', glossary),
  synonyms: file('synonyms', 'Search: what buyers type and what it means', synonyms),
  interface: file('interface', 'Interface words', interfaceWords),
} as const;

export type CollectionName = keyof typeof collections;
