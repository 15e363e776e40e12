// Writes admin/config.yml, the content admin's description of every collection and field, from the
// collections registry and zod schemas in lib/content/schema.ts (the one source of the fields), the
// editor hints below, and the selection tables in content/products/ (a table's rows take their fields
// from its columns). Run `npm run admin:config` after changing the schema or adding a table;
// tests/unit/admin-config.test.ts fails while config.yml and the schema disagree.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { z } from 'zod';
import { collections, routeText } from '../lib/content/schema';
import { routes } from '../lib/content/routes';
import { locales, defaultLocale } from '../lib/i18n/locales';
import { sharedFields, sharedSiteFields } from '../lib/content/overlay';

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  anyOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  description?: string;
  additionalProperties?: unknown;
};
type Field = Record<string, unknown>;

const root = join(__dirname, '..');
const FIXED = 'Fixed by the site specification: change only with the owner’s written approval.';

/** Hints by field path (`collection.field.subfield`, list items without an index). */
const hints: Record<string, string> = {
  'home.heroSlides.headline': `${FIXED} The four headlines are the spec's, word for word.`,
  'home.whyChooseUs.figure': `${FIXED} 150+ clients, 10+ experienced staff, 7+ years, 100+ projects.`,
  'home.testimonials.rating': `${FIXED} The spec shows 4 filled stars and 1 empty one.`,
  'home.projects': `${FIXED} Ten projects: four oil and gas, six construction.`,
  'about.values.title': `${FIXED} Quality, Technical Excellence, Customer Commitment, Integrity.`,
  'about.apart.heading': `${FIXED} 'What Sets Us Apart'.`,
  'career.topics.title': `${FIXED} Life At the company, Shaping Impactful Solutions, Learning That Fuels Growth, Every Voice Matters.`,
  'career.perks.title': `${FIXED} Flexible Work Schedule, International Collaborations, Top of the Line Resources, Support and Benefits.`,
  'site.founded': `${FIXED} September 2018 (2018-09).`,
  'legal.updated': `${FIXED} July 2025, unless the text really changes.`,
  'legal.clauses': `${FIXED} The terms have 14 numbered clauses in the spec's order; the privacy policy its eight topics.`,
  'products.tables.columns':
    'Adding or removing a column needs a developer: the rows’ fields follow the columns.',
};

const usedHints = new Set<string>();

const routeHint =
  'Fixed by the route table (lib/content/routes.ts): pages, their addresses, titles and banners are not edited here.';

const longText = new Set(['text', 'quote', 'excerpt', 'note', 'summary', 'intro', 'paragraphs']);

const label = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (first) => first.toUpperCase())
    .toLowerCase()
    .replace(/^./, (first) => first.toUpperCase());

/**
 * How a field is translated (lib/content/overlay.ts): its text per language (`true`), or one value the
 * Arabic file copies from the English (`duplicate`): figures, paths, images, ids and fixed choices.
 */
function translation(name: string, path: string, schema: JsonSchema): true | 'duplicate' {
  const shared = sharedFields.has(name) || (path.startsWith('site.') && sharedSiteFields.has(name));
  if (shared || schema.enum || schema.type === 'number' || schema.type === 'integer')
    return 'duplicate';
  return true;
}

const isPicture = (schema: JsonSchema) =>
  schema.type === 'object' &&
  ['src', 'alt', 'width', 'height'].every((key) => key in (schema.properties ?? {}));

function resolve(schema: JsonSchema, defs: Record<string, JsonSchema>): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/$defs/', '');
  return { ...defs[name], description: schema.description ?? defs[name]?.description };
}

/** The admin field for one property. `seen` holds the $refs above it: a recursive block repeats once. */
function field(
  name: string,
  raw: JsonSchema,
  path: string,
  required: boolean,
  defs: Record<string, JsonSchema>,
  seen: string[],
): Field | undefined {
  const schema = resolve(raw, defs);
  const base: Field = { name, label: label(name), i18n: translation(name, path, schema) };
  if (!required) base.required = false;
  if (path in hints) usedHints.add(path);
  const hint = hints[path] ?? schema.description;
  if (hint) base.hint = hint;

  if (name === 'path' && schema.enum)
    return { ...base, widget: 'string', readonly: true, hint: routeHint };
  if (schema.enum) return { ...base, widget: 'select', options: schema.enum };
  if (schema.anyOf) return { ...base, widget: 'string' };
  if (schema.type === 'integer') return { ...base, widget: 'number', value_type: 'int' };
  if (schema.type === 'number') return { ...base, widget: 'number', value_type: 'float' };
  if (schema.type === 'string') return { ...base, widget: longText.has(name) ? 'text' : 'string' };
  if (isPicture(schema))
    return {
      ...base,
      widget: 'object',
      fields: [
        {
          name: 'src',
          label: 'Image',
          widget: 'image',
          i18n: 'duplicate',
          hint: 'Uploads go to public/images/uploads.',
        },
        {
          name: 'alt',
          label: 'Alternative text',
          widget: 'string',
          i18n: true,
          required: false,
          hint: schema.properties?.alt?.description,
        },
        {
          name: 'width',
          label: 'Width (px)',
          widget: 'number',
          i18n: 'duplicate',
          value_type: 'int',
          hint: 'The image file’s own width.',
        },
        {
          name: 'height',
          label: 'Height (px)',
          widget: 'number',
          i18n: 'duplicate',
          value_type: 'int',
          hint: 'The image file’s own height.',
        },
      ],
    };
  if (schema.type === 'object')
    return { ...base, widget: 'object', fields: fields(schema, path, defs, seen) };
  if (schema.type === 'array' && schema.items) {
    const ref = schema.items.$ref;
    // A recursive block (sections in sections) is offered two levels deep, as deep as the content goes.
    if (ref && seen.filter((other) => other === ref).length >= 2) return undefined;
    const items = resolve(schema.items, defs);
    const itemSeen = ref ? [...seen, ref] : seen;
    if (items.type === 'object' && !isPicture(items))
      return { ...base, widget: 'list', fields: fields(items, path, defs, itemSeen) };
    return {
      ...base,
      widget: 'list',
      field: field(singular(name), items, path, true, defs, itemSeen),
    };
  }
  throw new Error(`admin-config: no widget for ${path} (${JSON.stringify(schema).slice(0, 120)})`);
}

const singular = (name: string) => name.replace(/ies$/, 'y').replace(/s$/, '');

function fields(
  schema: JsonSchema,
  path: string,
  defs: Record<string, JsonSchema>,
  seen: string[],
): Field[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, child]) => {
    const made = field(name, child, `${path}.${name}`, required.has(name), defs, seen);
    return made ? [made] : [];
  });
}

type Table = {
  id: string;
  caption: string;
  columns: { key: string }[];
  rows: Record<string, unknown>[];
};

/** One admin type per selection table, so each table's rows get its own columns as fields. */
function tableTypes(tableSchema: Field): Field[] {
  const dir = join(root, 'content/products');
  const tables = readdirSync(dir)
    .filter((file) => file.endsWith('.yml') && !file.endsWith('.ar.yml'))
    .flatMap(
      (file) => (parse(readFileSync(join(dir, file), 'utf8')) as { tables?: Table[] }).tables ?? [],
    );
  const others = (tableSchema.fields as Field[]).filter(
    (f) => f.name !== 'id' && f.name !== 'rows',
  );
  return tables.map((table) => ({
    name: table.id,
    label: table.caption,
    fields: [
      ...others,
      {
        name: 'rows',
        label: 'Rows',
        widget: 'list',
        i18n: true,
        hint: 'One row per line of the table; every cell is required.',
        fields: table.columns.map(({ key }) => cellField(key, table.rows[0]?.[key])),
      },
    ],
  }));
}

function cellField(name: string, sample: unknown): Field {
  const base = { name, label: label(name), i18n: true };
  if (Array.isArray(sample))
    return {
      ...base,
      widget: 'list',
      field: { name: 'item', label: 'Item', widget: 'string', i18n: true },
    };
  if (typeof sample === 'number')
    return { ...base, widget: 'number', value_type: 'float', i18n: 'duplicate' };
  if (typeof sample === 'object' && sample !== null)
    return {
      ...base,
      i18n: 'duplicate',
      widget: 'object',
      fields: [
        { name: 'min', label: 'From', widget: 'number', value_type: 'float' },
        { name: 'max', label: 'To', widget: 'number', value_type: 'float' },
      ],
    };
  return { ...base, widget: 'string' };
}

const config = {
  backend: {
    name: 'github',
    repo: 'OWNER/REPO',
    branch: 'main',
    base_url: 'https://cms-auth.example.com',
    commit_messages: { update: 'Content: update {{collection}} “{{slug}}”' },
  },
  // Each content file's Arabic translation sits beside it: about.yml and about.ar.yml.
  i18n: {
    structure: 'multiple_files',
    locales: [...locales],
    default_locale: defaultLocale,
    omit_default_locale_from_filename: true,
  },
  media_folder: 'public/images/uploads',
  public_folder: '/images/uploads',
  editor: { preview: false },
  collections: Object.values(collections).map((collection): Record<string, unknown> => {
    const json = z.toJSONSchema(collection.schema, {
      io: 'input',
      unrepresentable: 'any',
    }) as JsonSchema;
    const defs = json.$defs ?? {};
    let entryFields = fields(json, collection.name, defs, []);
    if (collection.name === 'products')
      entryFields = entryFields.map((f) => {
        if (f.name !== 'tables') return f;
        const { fields: tableFields, ...list } = f;
        return { ...list, typeKey: 'id', types: tableTypes({ fields: tableFields }) };
      });
    if (collection.type === 'file')
      return {
        name: collection.name,
        label: collection.label,
        i18n: true,
        files: [
          {
            name: collection.name,
            label: collection.label,
            file: `content/${collection.file}`,
            i18n: true,
            fields: entryFields,
          },
        ],
      };
    return {
      name: collection.name,
      label: collection.label,
      i18n: true,
      folder: `content/${collection.folder}`,
      extension: collection.extension,
      format: 'yml',
      create: false,
      delete: false,
      identifier_field: 'path',
      summary: '{{path}}',
      fields: entryFields,
    };
  }),
};

/** The route table's texts in Arabic (content/routes.ar.yml): the English is in lib/content/routes.ts. */
const routeTextFields = Object.keys(routeText.shape) as (keyof typeof routeText.shape)[];
config.collections.push({
  name: 'routeTexts',
  label: 'Page names and titles (Arabic)',
  files: [
    {
      name: 'routeTexts',
      label: 'Page names and titles (Arabic)',
      file: 'content/routes.ar.yml',
      fields: routes.map((route) => ({
        name: route.path,
        label: `${route.name} (${route.path})`,
        widget: 'object',
        fields: routeTextFields.map((name) => ({
          name,
          label: label(name),
          widget: name === 'description' ? 'text' : 'string',
          hint: `English: ${route[name]}`,
        })),
      })),
    },
  ],
});

const unused = Object.keys(hints).filter((path) => !usedHints.has(path));
if (unused.length > 0) throw new Error(`admin-config: hints for no field: ${unused.join(', ')}`);

const header = `# The content admin at /admin/ (Sveltia CMS): generated by scripts/admin-config.ts from lib/content/schema.ts
# and the selection tables in content/products/ (npm run admin:config); do not edit by hand.
# backend.repo and backend.base_url are placeholders (content/PLACEHOLDERS.md).
`;
writeFileSync(
  join(root, 'admin/config.yml'),
  header + stringify(config, { lineWidth: 0, aliasDuplicateObjects: false }),
);
console.log(`admin-config: wrote admin/config.yml (${config.collections.length} collections)`);
