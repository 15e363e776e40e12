/**
 * The content admin's configuration (Sveltia CMS, admin/config.yml), made from the collections and
 * zod schemas of ./schema.ts, so the admin offers exactly the fields the build reads:
 * - every field with its hint, lists for lists, a select for a fixed choice, one admin type per
 *   selection table (its columns become the row fields, ranges as From/To numbers);
 * - how each field is translated: a text has its own value per language and may be left empty in
 *   Arabic (the page then shows the English); figures, paths, images and choices are typed once, in
 *   English, and are not written to the Arabic file; a list keeps the same items in both languages;
 * - files written in the form the build and the formatter (scripts/format-content.ts) keep: empty
 *   optional fields left out.
 * scripts/admin-config.ts writes it; tests/unit/admin-config.test.ts fails while the file is stale.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { defaultLocale, locales } from '../i18n/locales';
import { addedArticlePathOf, addedArticlesFolder, isEnglishFile, specRoutes } from './routes';
import { collections, MAX_DESCRIPTION, publicDir, type CollectionName } from './schema';
import { titleRoom } from './invariants';
import { sharedFields, sharedSiteFields } from './overlay';

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  description?: string;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  additionalProperties?: unknown;
  /** From the schema's `.meta()`: the admin label, a multi-line box, a group shown folded. */
  title?: string;
  multiline?: boolean;
  /** The `{slot}`s a text must keep, and the only ones it may hold (the interface words). */
  slots?: string[];
  slotNames?: string[];
  collapsed?: boolean;
};
export type Field = Record<string, unknown>;
/** How a field is translated: its own text per language, the same items in every language, or English only. */
type Translation = true | 'duplicate' | false;

const FIXED =
  'The site specification gives this; a change publishes, and the spec audit reports it to the developers.';

/** Hints by field path (`collection.field.subfield`, list items without an index). */
const hints: Record<string, string> = {
  'home.heroSlides.headline': `${FIXED} The four headlines are the spec's, word for word.`,
  'home.whyChooseUs.figure': `${FIXED} 150+ clients, 10+ experienced staff, 6+ years (the spec's home page says 7+, its About page and company facts 6+: one figure, 6+, everywhere), 100+ projects.`,
  'home.testimonials.rating': `${FIXED} The spec shows 4 filled stars and 1 empty one.`,
  'home.projects': `${FIXED} Ten projects: four oil and gas, six construction.`,
  'about.values.cards.title': `${FIXED} Quality, Technical Excellence, Customer Commitment, Integrity.`,
  'about.apart.heading': `${FIXED} 'What Sets Us Apart'.`,
  'career.offer.heading': `${FIXED} 'What We Offer You'.`,
  'career.offer.topics.title': `${FIXED} Life At the company, Shaping Impactful Solutions, Learning That Fuels Growth, Every Voice Matters.`,
  'career.perks.cards.title': `${FIXED} Flexible Work Schedule, International Collaborations, Top of the Line Resources, Support and Benefits.`,
  'career.jobs.heading': `${FIXED} 'Latest Careers'.`,
  'contact.formHeading': `${FIXED} 'Get A Quote'.`,
  'contact.map.heading': `${FIXED} 'Our Location'.`,
  'site.founded': `${FIXED} September 2018 (2018-09).`,
  'legal.updated': 'The month the text last changed, e.g. July 2025: change it with the text.',
  'legal.clauses': `${FIXED} The terms have 14 numbered clauses in the spec's order; the privacy policy its eight topics.`,
  'hubs.product.pages': `${FIXED} Ten categories; the in-ground power units are only in the Products menu.`,
  'hubs.product.menu': `${FIXED} The eleven entries of the Products menu, in the spec's order.`,
  'products.tables.columns':
    'Adding or removing a column needs a developer: the rows’ fields follow the columns.',
  'products.tables.rows': 'One row per line of the table. Every cell is needed in English.',
  'articles.heading':
    'The article’s title (h1) and its card on /blog. A new article’s address is made from it once, at creation.',
};

/** The spec's fixed banner headings, by page. */
const fixedHeadings: Partial<Record<string, string>> = {
  '/about': "'Driven by Innovation. Defined by Trust.'",
  '/contact-us': "'Let’s Get In Touch With Us'",
};

const usedHints = new Set<string>();

const longText = new Set([
  'text',
  'paragraph',
  'quote',
  'excerpt',
  'note',
  'summary',
  'intro',
  'paragraphs',
  'description',
]);

/** 'quoteLabel' → 'Quote label'. */
const labelOf = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/^./, (first) => first.toUpperCase());

const singular = (name: string) => name.replace(/ies$/, 'y').replace(/s$/, '');

const isPicture = (schema: JsonSchema) =>
  schema.type === 'object' &&
  Object.keys(schema.properties ?? {}).join() === 'src,alt' &&
  schema.additionalProperties === false;

function resolve(schema: JsonSchema, defs: Record<string, JsonSchema>): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/$defs/', '');
  return { ...defs[name], description: schema.description ?? defs[name]?.description };
}

/** Whether the field is typed once for every language: figures, paths, images, ids, choices. */
function isShared(name: string, schema: JsonSchema, path: string): boolean {
  return (
    sharedFields.has(name) ||
    (path.startsWith('site.') && sharedSiteFields.has(name)) ||
    Boolean(schema.enum) ||
    ['number', 'integer', 'boolean'].includes(schema.type ?? '')
  );
}

/** Whether a schema holds any text a translator writes. */
function hasText(
  name: string,
  schema: JsonSchema,
  path: string,
  defs: Record<string, JsonSchema>,
  seen: string[] = [],
): boolean {
  if (schema.$ref) {
    if (seen.includes(schema.$ref)) return false;
    return hasText(name, resolve(schema, defs), path, defs, [...seen, schema.$ref]);
  }
  if (isShared(name, schema, path)) return false;
  if (schema.type === 'string') return true;
  if (schema.type === 'array' && schema.items) return hasText(name, schema.items, path, defs, seen);
  if (schema.type === 'object')
    return Object.entries(schema.properties ?? {}).some(([child, sub]) =>
      hasText(child, sub, `${path}.${child}`, defs, seen),
    );
  return false;
}

const patternMessages: Record<string, string> = {
  quoteLabel: "Put {} where the cell's value goes, e.g. '{}', 'size {}' or '{}-core'.",
  tel: 'Digits only, with + in front for an international number, e.g. +97165572180.',
  published: 'A date like 2025-06-12.',
  founded: 'A year and month like 2018-09.',
  countryCode: 'Two capital letters, e.g. AE.',
  video: 'The base name of a video under /media/, like hero-1.',
  id: 'Small letters, digits and hyphens, like gland-sizes.',
};

/** The field's pattern for the admin's own check, so a slip is caught before it is saved. */
function patternOf(name: string, schema: JsonSchema): Field {
  if (schema.slotNames) {
    const keep = schema.slots ?? [];
    // Every slot it must keep, and no {name} but its own.
    const own = schema.slotNames.length ? `(?!(?:${schema.slotNames.join('|')})\\})` : '';
    return {
      pattern: [
        `^${keep.map((slot) => `(?=[\\s\\S]*\\{${slot}\\})`).join('')}(?![\\s\\S]*\\{${own}\\w+\\})[\\s\\S]*$`,
        keep.length
          ? `Keep ${keep.map((slot) => `{${slot}}`).join(' and ')} in the text, and no other word in braces: the page fills them in.`
          : 'No word in braces here: this text has no slots.',
      ],
    };
  }
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter(
    (pattern): pattern is string => Boolean(pattern),
  );
  if (patterns.length === 0) return {};
  const regex =
    patterns.length === 1 ? patterns[0]! : patterns.map((p) => `(?=[\\s\\S]*${p})`).join('');
  return { pattern: [regex, patternMessages[name] ?? 'Check the form asked for in the hint.'] };
}

/** The admin field for one property. `seen` holds the $refs above it: a recursive block repeats once. */
function field(
  name: string,
  raw: JsonSchema,
  path: string,
  required: boolean,
  defs: Record<string, JsonSchema>,
  seen: string[],
  /** Inside a field typed once (a group of the English-only words): typed once too. */
  inShared = false,
): Field | undefined {
  const schema = resolve(raw, defs);
  const shared = inShared || isShared(name, schema, path);
  const translated = !shared && hasText(name, raw, path, defs);
  const i18n: Translation = !translated ? false : schema.type === 'array' ? 'duplicate' : true;
  const base: Field = { name, label: schema.title ?? labelOf(name), i18n };
  // Required in English only: a text may be left empty in Arabic (the page shows the English until
  // it is translated), and a figure, path or image is typed once, in English. Required everywhere,
  // the admin would write every figure of a new row into the Arabic file as `null`.
  base.required = required ? [defaultLocale] : false;
  if (path in hints) usedHints.add(path);
  const hint = hints[path] ?? schema.description;
  if (hint) base.hint = hint;
  // An article is never the home page: its title has the room of any other page.
  if (path === 'articles.title' || path === 'articles.description')
    Object.assign(base, searchLimit(name, '/blog/article'));

  if (schema.enum) return { ...base, widget: 'select', options: schema.enum.map(optionOf) };
  if (name === 'video') return { ...base, widget: 'select', options: videos() };
  if (schema.type === 'integer')
    return { ...base, widget: 'number', value_type: 'int', ...bounds(schema) };
  if (schema.type === 'number')
    return { ...base, widget: 'number', value_type: 'float', ...bounds(schema) };
  if (schema.type === 'string' && schema.pattern === ISO_DATE)
    return {
      ...base,
      widget: 'datetime',
      type: 'date',
      format: 'YYYY-MM-DD',
      ...dateDefault(path),
    };
  if (schema.type === 'string' && schema.format === 'uri')
    return {
      ...base,
      ...textField(name),
      type: 'url',
      pattern: [HTTPS, 'A full address: https://…'],
    };
  if (schema.type === 'string' && schema.format === 'email')
    return { ...base, ...textField(name), type: 'email', ...patternOf(name, schema) };
  if (schema.type === 'string')
    return {
      ...base,
      ...textField(name, schema.multiline),
      // The build keys a table's columns and filter on these: they are shown, not typed.
      ...(name === 'key' ? { readonly: true } : {}),
      ...patternOf(name, schema),
    };
  if (isPicture(schema)) return { ...base, widget: 'object', fields: pictureFields(schema) };
  if (schema.type === 'object')
    return {
      ...base,
      widget: 'object',
      ...(schema.collapsed ? { collapsed: true } : {}),
      fields: fields(schema, path, defs, seen, shared),
    };
  if (schema.type === 'array' && schema.items) {
    const ref = schema.items.$ref;
    // A recursive block (sections in sections) is offered two levels deep, as deep as the content goes.
    if (ref && seen.filter((other) => other === ref).length >= 2) return undefined;
    const items = resolve(schema.items, defs);
    const itemSeen = ref ? [...seen, ref] : seen;
    const list = { ...base, widget: 'list', ...(schema.minItems ? { min: schema.minItems } : {}) };
    if (items.type === 'object' && !isPicture(items)) {
      const itemFields = fields(items, path, defs, itemSeen);
      return {
        ...list,
        label_singular: labelOf(singular(name)),
        ...summaryOf(itemFields),
        fields: itemFields,
      };
    }
    // A list of paragraphs (an article's text, a section's paragraphs) adds a Paragraph at a time.
    const itemName = ['intro', 'paragraphs'].includes(name) ? 'paragraph' : singular(name);
    const item = field(itemName, items, path, true, defs, itemSeen);
    return { ...list, label_singular: item?.label, field: item };
  }
  throw new Error(`admin-config: no widget for ${path} (${JSON.stringify(schema).slice(0, 120)})`);
}

const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const HTTPS = '^https://\\S+$';

/** A text box: multi-line for paragraphs and descriptions; no emoji pop-up on a colon. */
const textField = (name: string, multiline?: boolean): Field => ({
  widget: (multiline ?? longText.has(name)) ? 'text' : 'string',
  use_emoji_autocomplete: false,
});

/** A new article is dated the day it is created. */
const dateDefault = (path: string): Field =>
  path === 'articles.published' ? { default: '{{now}}' } : {};

/** The fields a list item is known by, first found first: its line in the collapsed list. */
const SUMMARY_FIELDS = [
  'title',
  'heading',
  'headline',
  'name',
  'term',
  'label',
  'caption',
  'figure',
  'means',
];

function summaryOf(itemFields: Field[]): Field {
  const names = itemFields.map((item) => item.name as string);
  const first = SUMMARY_FIELDS.find((name) => names.includes(name));
  if (!first) return {};
  const second = ['location', 'english', 'role', 'words'].find((name) => names.includes(name));
  return { summary: `{{fields.${first}}}${second ? ` · {{fields.${second}}}` : ''}` };
}

/** Page names by path, for the choices of a page: set by adminConfig() from the content. */
let pageNames = new Map<string, string>();

/** A choice: a page by its name (the value written is its path), anything else as it is. */
const optionOf = (value: string) =>
  value.startsWith('/') && pageNames.has(value)
    ? { label: `${pageNames.get(value)} (${value})`, value }
    : value;

/** The videos under public/media/ with every file a slide needs (WebM, MP4, poster). */
function videos(): string[] {
  const dir = join(publicDir, 'media');
  const files = new Set(readdirSync(dir));
  return [...files]
    .filter((file) => file.endsWith('.webm'))
    .map((file) => file.slice(0, -'.webm'.length))
    .filter((name) => files.has(`${name}.mp4`) && files.has(`${name}.webp`))
    .sort();
}

const bounds = (schema: JsonSchema) => ({
  ...(schema.minimum === undefined ? {} : { min: schema.minimum }),
  ...(schema.maximum === undefined ? {} : { max: schema.maximum }),
});

function pictureFields(schema: JsonSchema): Field[] {
  return [
    {
      name: 'src',
      label: 'Image',
      widget: 'image',
      i18n: false,
      required: [defaultLocale],
      hint: 'Upload a file or pick one from the library; its size is read from the file.',
    },
    {
      name: 'alt',
      label: 'Alternative text',
      ...textField('alt'),
      i18n: true,
      required: [defaultLocale],
      hint: schema.properties?.alt?.description,
    },
  ];
}

function fields(
  schema: JsonSchema,
  path: string,
  defs: Record<string, JsonSchema>,
  seen: string[],
  inShared = false,
): Field[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, child]) => {
    const made = field(name, child, `${path}.${name}`, required.has(name), defs, seen, inShared);
    return made ? [made] : [];
  });
}

type Table = {
  id: string;
  caption: string;
  columns: { key: string; label: string; unit?: string; quoteLabel?: string }[];
  rows: Record<string, unknown>[];
};

/** The selection tables of one product page, as its English file holds them. */
function contentTables(file: string): Table[] {
  return (parse(readFileSync(file, 'utf8')) as { tables?: Table[] } | null)?.tables ?? [];
}

/** A row cell's field, of the kind of the column's values, labelled as the table's column reads. */
function cellField(name: string, label: string, sample: unknown): Field {
  const base = { name, label };
  const figure = { widget: 'number', value_type: 'float', i18n: false, required: [defaultLocale] };
  if (Array.isArray(sample))
    return {
      ...base,
      widget: 'list',
      i18n: 'duplicate',
      required: [defaultLocale],
      field: {
        name: 'item',
        label: 'Item',
        ...textField('item'),
        i18n: true,
        required: [defaultLocale],
      },
    };
  if (typeof sample === 'number') return { ...base, ...figure };
  if (typeof sample === 'object' && sample !== null)
    return {
      ...base,
      widget: 'object',
      i18n: false,
      required: [defaultLocale],
      hint: 'A range: From and To.',
      fields: [
        { name: 'min', label: 'From', ...figure },
        { name: 'max', label: 'To', ...figure },
      ],
    };
  return { ...base, ...textField(name), i18n: true, required: [defaultLocale] };
}

/**
 * How a collapsed row reads in the admin: the cells that name it in a quote, as they read there
 * ("4.6 × 360 mm · 316 stainless"), so one row is found without opening them all.
 */
function rowSummary(table: Table): string {
  const named = table.columns.filter((column) => column.quoteLabel);
  const columns = named.length > 0 ? named : table.columns.slice(0, 2);
  const token = ({ key }: Table['columns'][number]) => {
    const sample = table.rows[0]?.[key];
    return typeof sample === 'object' && sample !== null && !Array.isArray(sample)
      ? `{{fields.${key}.min}}–{{fields.${key}.max}}`
      : `{{fields.${key}}}`;
  };
  return columns
    .map((column) => (column.quoteLabel ?? '{}').replace('{}', token(column)))
    .reduce(
      (line, part) => (line ? `${line}${part.startsWith('×') ? ' ' : ' · '}${part}` : part),
      '',
    );
}

/** One admin type per selection table of the page, so each table's rows get its own columns as fields. */
function tableTypes(tableFields: Field[], file: string): Field[] {
  const others = tableFields.filter((f) => f.name !== 'id' && f.name !== 'rows');
  const rows = tableFields.find((f) => f.name === 'rows')!;
  return contentTables(file).map((table) => {
    const cells = table.columns.map(({ key, label, unit }) =>
      cellField(key, unit ? `${label} (${unit})` : label, table.rows[0]?.[key]),
    );
    const translated = cells.some((cell) => cell.i18n !== false);
    const rowsField = {
      ...rows,
      i18n: translated ? 'duplicate' : false,
      required: [defaultLocale],
      label_singular: 'Row',
      summary: rowSummary(table),
      collapsed: true,
      fields: cells,
    };
    return { name: table.id, label: table.caption, fields: [...others, rowsField] };
  });
}

const jsonSchemas = new Map<CollectionName, JsonSchema>();
/** A collection's schema as JSON Schema (made once: the schemas do not change while running). */
function jsonSchemaOf(name: CollectionName): JsonSchema {
  let json = jsonSchemas.get(name);
  if (!json)
    jsonSchemas.set(
      name,
      (json = z.toJSONSchema(collections[name].schema, {
        io: 'input',
        unrepresentable: 'any',
      }) as JsonSchema),
    );
  return json;
}

/** The fields of a collection's entries; a product page's tables are its own (`file`). */
function collectionFields(name: CollectionName, dir: string, file?: string): Field[] {
  const json = jsonSchemaOf(name);
  const defs = json.$defs ?? {};
  if (name === 'routes') return routeFields(json, defs, dir);
  const made = fields(json, name, defs, []);
  if (name !== 'products' || !file) return made;
  return made.map((f) => {
    if (f.name !== 'tables') return f;
    const { fields: tableFields, ...list } = f;
    const types = tableTypes(
      (tableFields as Field[]).map((t) =>
        t.name === 'columns'
          ? { ...t, allow_add: false, allow_remove: false, allow_reorder: false }
          : t,
      ),
      file,
    );
    // A page's tables are fixed: their rows are what editors add, remove and change.
    return { ...list, typeKey: 'id', types, allow_add: false, allow_remove: false };
  });
}

/** content/routes.yml: one group of texts per page, labelled with the page's address. */
function routeFields(json: JsonSchema, defs: Record<string, JsonSchema>, dir: string): Field[] {
  const names = parse(readFileSync(join(dir, 'routes.yml'), 'utf8')) as Record<
    string,
    { name?: string }
  >;
  return Object.entries(json.properties ?? {}).map(([path, schema]) => {
    const group = field(path, schema, `routes.${path}`, true, defs, []) as Field;
    const fixed = fixedHeadings[path];
    return {
      ...group,
      label: names[path]?.name ? `${names[path].name} (${path})` : path,
      collapsed: true,
      fields: (group.fields as Field[]).map((f) =>
        f.name === 'heading' && fixed
          ? { ...f, hint: `${FIXED} ${fixed}.` }
          : { ...f, ...searchLimit(f.name as string, path) },
      ),
    };
  });
}

/** The company's names as the browser title writes them: set by adminConfig() from site.yml. */
let siteNames = { name: '', shortName: '', origin: '' };

/**
 * What a search result shows whole, as the field's own limit (a counter in the admin): a title
 * with the company's name around it, a description of 160 characters. The content check holds the
 * same limits (lib/content/invariants.ts).
 */
function searchLimit(name: string, path: string): Field {
  if (name === 'title') return { maxlength: titleRoom(path, siteNames) };
  if (name === 'description') return { maxlength: MAX_DESCRIPTION };
  return {};
}

/** The spec's pages of a folder (content/products/…), in the route table's order, by file name. */
function fixedPagesOf(folder: string, dir: string) {
  const kind = {
    products: 'product',
    services: 'service',
    industries: 'industry',
    articles: 'article',
    legal: 'legal',
  }[folder];
  return specRoutes
    .filter((route) => route.kind === kind)
    .map((route) => ({ path: route.path as string, file: route.path.slice(1) }))
    .filter(({ file }) => existsSync(join(dir, folder, `${file}.yml`)));
}

/** Every page's name by its path: content/routes.yml, and each article's own (or its heading). */
function namesOfPages(dir: string): Map<string, string> {
  const names = new Map<string, string>();
  const routeTexts = (parse(readFileSync(join(dir, 'routes.yml'), 'utf8')) ?? {}) as Record<
    string,
    { name?: string }
  >;
  for (const [path, text] of Object.entries(routeTexts)) if (text?.name) names.set(path, text.name);
  for (const [folder, pathOf] of [
    ['articles', (file: string) => `/${file}`],
    [addedArticlesFolder, (file: string) => addedArticlePathOf(file)],
  ] as const) {
    const folderPath = join(dir, folder);
    if (!existsSync(folderPath)) continue;
    for (const file of readdirSync(folderPath).filter(isEnglishFile)) {
      const data = parse(readFileSync(join(folderPath, file), 'utf8')) as {
        name?: string;
        heading?: string;
      } | null;
      const name = data?.name ?? data?.heading;
      if (name) names.set(pathOf(file.replace(/\.yml$/, '')), name);
    }
  }
  return names;
}

const repository = {
  /** Placeholders: content/PLACEHOLDERS.md. */
  repo: 'OWNER/REPO',
  base_url: 'https://cms-auth.example.com',
};

const withLocale = (file: string) => file.replace(/\.yml$/, '.{{locale}}.yml');

/** Said above every collection: how the two languages relate. */
const translationNote =
  'English and Arabic side by side. A text left empty in Arabic shows in English on the Arabic page until it is translated (the list is at /admin/translations/). Figures, images and links are typed once, in English.';

/** The whole admin configuration. `dir` is the content folder whose tables are read. */
export function adminConfig(dir = join(process.cwd(), 'content')) {
  usedHints.clear();
  pageNames = namesOfPages(dir);
  siteNames = (parse(readFileSync(join(dir, 'site.yml'), 'utf8')) ?? siteNames) as typeof siteNames;
  const made = {
    backend: {
      name: 'github',
      repo: repository.repo,
      branch: 'main',
      base_url: repository.base_url,
      commit_messages: { update: 'Content: update {{collection}} “{{slug}}”' },
    },
    // The admin is its own site (content/site.yml adminOrigin): its links to "the site" go to the
    // public one, not to the admin's own origin.
    site_url: siteNames.origin,
    display_url: siteNames.origin,
    // Each content file's Arabic translation sits beside it: about.yml and about.ar.yml.
    i18n: {
      structure: 'multiple_files',
      locales: [...locales],
      default_locale: defaultLocale,
      omit_default_locale_from_file_path: true,
    },
    output: { omit_empty_optional_fields: true },
    // Uploads go to public/images/ under a safe name (no spaces, small letters); the library shows
    // every image of the site, in its folders; no stock photo services.
    media_folder: 'public/images',
    public_folder: '/images',
    media_libraries: {
      default: {
        config: {
          slugify_filename: true,
          max_file_size: 10_000_000,
          transformations: {
            raster_image: { format: 'webp', quality: 75, width: 1280, height: 1280 },
          },
        },
      },
      stock_assets: { providers: [] },
    },
    // New articles are named from their title in plain letters: /blog/choosing-cable-glands.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    editor: { preview: true },
    collections: Object.values(collections).flatMap((collection): Record<string, unknown>[] => {
      const name = collection.name as CollectionName;
      const common = { name, label: collection.label, description: translationNote, i18n: true };
      if (collection.type === 'file')
        return [
          {
            ...common,
            files: [
              {
                name,
                label: collection.label,
                file: `content/${withLocale(collection.file)}`,
                i18n: true,
                fields: collectionFields(name, dir),
              },
            ],
          },
        ];
      // The pages of the spec: one entry each, listed by the page's name, in the menus' order;
      // none can be added, deleted or copied.
      const pages = {
        ...common,
        files: fixedPagesOf(collection.folder, dir).map(({ file, path }) => ({
          name: file,
          label: pageNames.get(path) ?? file,
          file: `content/${collection.folder}/${withLocale(`${file}.yml`)}`,
          i18n: true,
          fields: collectionFields(name, dir, join(dir, collection.folder, `${file}.yml`)),
        })),
      };
      if (!('added' in collection) || !collection.added) return [pages];
      // Where editors add their own articles, each a page at /blog/<its file name>.
      const added = {
        name: collection.added,
        label: 'Articles',
        label_singular: 'Article',
        description: `${translationNote} A new article needs its heading, its summary and its text; the rest is optional.`,
        i18n: true,
        folder: `content/${collection.added}`,
        extension: collection.extension,
        format: 'yml',
        create: true,
        delete: true,
        identifier_field: 'heading',
        slug: '{{heading}}',
        summary: '{{heading}} · {{published}}',
        sortable_fields: {
          fields: ['published', 'heading'],
          default: { field: 'published', direction: 'descending' },
        },
        fields: collectionFields(name, dir),
      };
      return [added, { ...pages, label: 'Articles of the launch' }];
    }),
  };
  const unused = Object.keys(hints).filter((path) => !usedHints.has(path));
  if (unused.length > 0) throw new Error(`admin-config: hints for no field: ${unused.join(', ')}`);
  return made;
}
