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
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { defaultLocale, locales } from '../i18n/locales';
import { isEnglishFile } from './routes';
import { collections, type CollectionName } from './schema';
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
  minimum?: number;
  maximum?: number;
  minItems?: number;
  additionalProperties?: unknown;
  /** From the schema's `.meta()`: the admin label, a multi-line box, a group shown folded. */
  title?: string;
  multiline?: boolean;
  collapsed?: boolean;
};
export type Field = Record<string, unknown>;
/** How a field is translated: its own text per language, the same items in every language, or English only. */
type Translation = true | 'duplicate' | false;

const FIXED = 'Fixed by the site specification: change only with the owner’s written approval.';

/** Hints by field path (`collection.field.subfield`, list items without an index). */
const hints: Record<string, string> = {
  'home.heroSlides.headline': `${FIXED} The four headlines are the spec's, word for word.`,
  'home.whyChooseUs.figure': `${FIXED} 150+ clients, 10+ experienced staff, 7+ years, 100+ projects.`,
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
  'legal.updated': `${FIXED} July 2025, unless the text really changes.`,
  'legal.clauses': `${FIXED} The terms have 14 numbered clauses in the spec's order; the privacy policy its eight topics.`,
  'hubs.product.pages': `${FIXED} Ten categories; the in-ground power units are only in the Products menu.`,
  'hubs.product.menu': `${FIXED} The eleven entries of the Products menu, in the spec's order.`,
  'products.tables.columns':
    'Adding or removing a column needs a developer: the rows’ fields follow the columns.',
  'products.tables.rows': 'One row per line of the table. Every cell is needed in English.',
  'articles.name': 'Short: breadcrumbs and the related-pages list.',
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
  // A text may be left empty in Arabic: the page shows the English until it is translated.
  base.required = !required ? false : i18n === false ? true : [defaultLocale];
  if (path in hints) usedHints.add(path);
  const hint = hints[path] ?? schema.description;
  if (hint) base.hint = hint;

  if (schema.enum) return { ...base, widget: 'select', options: schema.enum };
  if (schema.type === 'integer')
    return { ...base, widget: 'number', value_type: 'int', ...bounds(schema) };
  if (schema.type === 'number')
    return { ...base, widget: 'number', value_type: 'float', ...bounds(schema) };
  if (schema.type === 'string')
    return {
      ...base,
      widget: (schema.multiline ?? longText.has(name)) ? 'text' : 'string',
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
    if (items.type === 'object' && !isPicture(items))
      return { ...list, fields: fields(items, path, defs, itemSeen) };
    return { ...list, field: field(singular(name), items, path, true, defs, itemSeen) };
  }
  throw new Error(`admin-config: no widget for ${path} (${JSON.stringify(schema).slice(0, 120)})`);
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
      required: true,
      hint: 'Upload a file or pick one from the library; its size is read from the file.',
    },
    {
      name: 'alt',
      label: 'Alternative text',
      widget: 'string',
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
  columns: { key: string; label: string; unit?: string }[];
  rows: Record<string, unknown>[];
};

/** The selection tables of every product page, as the English files hold them. */
function contentTables(dir: string): Table[] {
  const folder = join(dir, 'products');
  return readdirSync(folder)
    .filter(isEnglishFile)
    .flatMap(
      (file) =>
        (parse(readFileSync(join(folder, file), 'utf8')) as { tables?: Table[] }).tables ?? [],
    );
}

/** A row cell's field, of the kind of the column's values, labelled as the table's column reads. */
function cellField(name: string, label: string, sample: unknown): Field {
  const base = { name, label };
  if (Array.isArray(sample))
    return {
      ...base,
      widget: 'list',
      i18n: 'duplicate',
      required: [defaultLocale],
      field: {
        name: 'item',
        label: 'Item',
        widget: 'string',
        i18n: true,
        required: [defaultLocale],
      },
    };
  if (typeof sample === 'number')
    return { ...base, widget: 'number', value_type: 'float', i18n: false, required: true };
  if (typeof sample === 'object' && sample !== null)
    return {
      ...base,
      widget: 'object',
      i18n: false,
      required: true,
      hint: 'A range: From and To.',
      fields: [
        {
          name: 'min',
          label: 'From',
          widget: 'number',
          value_type: 'float',
          i18n: false,
          required: true,
        },
        {
          name: 'max',
          label: 'To',
          widget: 'number',
          value_type: 'float',
          i18n: false,
          required: true,
        },
      ],
    };
  return { ...base, widget: 'string', i18n: true, required: [defaultLocale] };
}

/** One admin type per selection table, so each table's rows get its own columns as fields. */
function tableTypes(tableFields: Field[], dir: string): Field[] {
  const others = tableFields.filter((f) => f.name !== 'id' && f.name !== 'rows');
  const rows = tableFields.find((f) => f.name === 'rows')!;
  return contentTables(dir).map((table) => {
    const cells = table.columns.map(({ key, label, unit }) =>
      cellField(key, unit ? `${label} (${unit})` : label, table.rows[0]?.[key]),
    );
    const translated = cells.some((cell) => cell.i18n !== false);
    const rowsField = {
      ...rows,
      i18n: translated ? 'duplicate' : false,
      required: translated ? [defaultLocale] : true,
      fields: cells,
    };
    // The rows come last, as the admin writes a table (its own order whatever the fields'), so a
    // formatted file and a saved one agree.
    return { name: table.id, label: table.caption, fields: [...others, rowsField] };
  });
}

/** The fixed lists: a table's columns follow its rows' fields, and a page's tables are its own. */
function fixList(list: Field, options: Field): Field {
  return { ...list, ...options };
}

function collectionFields(name: CollectionName, dir: string): Field[] {
  const collection = collections[name];
  const json = z.toJSONSchema(collection.schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  const defs = json.$defs ?? {};
  if (name === 'routes') return routeFields(json, defs, dir);
  const made = fields(json, name, defs, []);
  if (name !== 'products') return made;
  return made.map((f) => {
    if (f.name !== 'tables') return f;
    const { fields: tableFields, ...list } = f;
    const types = tableTypes(
      (tableFields as Field[]).map((t) =>
        t.name === 'columns'
          ? fixList(t, { allow_add: false, allow_remove: false, allow_reorder: false })
          : t,
      ),
      dir,
    );
    return fixList({ ...list, typeKey: 'id', types }, { allow_add: false, allow_remove: false });
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
        f.name === 'heading' && fixed ? { ...f, hint: `${FIXED} ${fixed}.` } : f,
      ),
    };
  });
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
  const made = {
    backend: {
      name: 'github',
      repo: repository.repo,
      branch: 'main',
      base_url: repository.base_url,
      commit_messages: { update: 'Content: update {{collection}} “{{slug}}”' },
    },
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
    collections: Object.values(collections).map((collection): Record<string, unknown> => {
      const name = collection.name as CollectionName;
      const entryFields = collectionFields(name, dir);
      if (collection.type === 'file')
        return {
          name,
          label: collection.label,
          description: translationNote,
          i18n: true,
          files: [
            {
              name,
              label: collection.label,
              file: `content/${withLocale(collection.file)}`,
              i18n: true,
              fields: entryFields,
            },
          ],
        };
      const isArticles = name === 'articles';
      return {
        name,
        label: collection.label,
        description: translationNote,
        i18n: true,
        folder: `content/${collection.folder}`,
        extension: collection.extension,
        format: 'yml',
        create: isArticles,
        delete: isArticles,
        ...(isArticles
          ? { identifier_field: 'heading', slug: '{{heading}}', summary: '{{heading}}' }
          : { summary: '{{slug}}' }),
        fields: entryFields,
      };
    }),
  };
  const unused = Object.keys(hints).filter((path) => !usedHints.has(path));
  if (unused.length > 0) throw new Error(`admin-config: hints for no field: ${unused.join(', ')}`);
  return made;
}
