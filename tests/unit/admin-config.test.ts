import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { collections } from '@/lib/content/schema';
import { specRoutes } from '@/lib/content/routes';
import { adminConfigText } from '@/lib/content/admin-config-text';
import { sharedFields, sharedSiteFields } from '@/lib/content/overlay';

/**
 * The admin's config.yml and the zod schemas of lib/content/schema.ts describe the same fields: walked
 * side by side, generically (the schema through its JSON Schema), so a field added to one and not the
 * other, or optional in one and required in the other, fails with its path.
 */
type Json = {
  type?: string;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  $ref?: string;
  $defs?: Record<string, Json>;
  minLength?: number;
  additionalProperties?: unknown;
};
type Field = {
  name: string;
  label?: string;
  summary?: string;
  widget?: string;
  required?: boolean | string[];
  i18n?: boolean | 'duplicate';
  fields?: Field[];
  field?: Field;
  types?: { name: string; fields: Field[] }[];
  typeKey?: string;
};
type Collection = {
  name: string;
  folder?: string;
  extension?: string;
  files?: { name: string; label?: string; file: string; fields: Field[] }[];
  fields?: Field[];
};

const root = join(__dirname, '../..');
const kindOf: Record<string, string> = {
  products: 'product',
  services: 'service',
  industries: 'industry',
  articles: 'article',
  legal: 'legal',
};
/** Every entry's fields: a file collection's files, a folder's entries. */
const entryFields = (collection: Collection) =>
  collection.files?.map((file) => ({ name: file.name, fields: file.fields })) ?? [
    { name: collection.name, fields: collection.fields ?? [] },
  ];
const config = parse(adminConfigText()) as {
  collections: Collection[];
  media_folder: string;
  public_folder: string;
};
/** Every field of every entry, nested ones included (a list's or object's, a type's), with its path. */
function everyField() {
  const found: { field: Field; at: string }[] = [];
  const walk = (fields: Field[], path: string) => {
    for (const field of fields) {
      const at = `${path}.${field.name}`;
      found.push({ field, at });
      walk([...(field.fields ?? []), ...(field.field ? [field.field] : [])], at);
      for (const type of field.types ?? []) walk(type.fields, `${at}[${type.name}]`);
    }
  };
  for (const collection of config.collections)
    for (const entry of entryFields(collection))
      walk(entry.fields, `${collection.name}/${entry.name}`);
  return found;
}

function compareObject(
  schema: Json,
  fields: Field[],
  path: string,
  defs: Record<string, Json>,
  seen: string[],
  problems: string[],
) {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const byName = new Map(fields.map((field) => [field.name, field]));
  for (const [name, child] of Object.entries(properties)) {
    const field = byName.get(name);
    const ref = child.items?.$ref;
    // A recursive block is offered as deep as config.yml goes; the schema may go on.
    const recursionCut = ref !== undefined && seen.filter((other) => other === ref).length >= 2;
    if (!field) {
      if (!recursionCut) problems.push(`${path}.${name}: in the schema, not in config.yml`);
      continue;
    }
    compareField(child, field, `${path}.${name}`, required.has(name), defs, seen, problems);
  }
  for (const name of byName.keys())
    if (!(name in properties)) problems.push(`${path}.${name}: in config.yml, not in the schema`);
}

function compareField(
  raw: Json,
  field: Field,
  path: string,
  required: boolean,
  defs: Record<string, Json>,
  seen: string[],
  problems: string[],
) {
  const schema = raw.$ref ? defs[raw.$ref.replace('#/$defs/', '')]! : raw;
  const mayBeEmpty = schema.type === 'string' && !schema.minLength;
  if (!required && field.required !== false)
    problems.push(`${path}: optional in the schema, required in config.yml`);
  if (required && field.required === false && !mayBeEmpty)
    problems.push(`${path}: required in the schema, optional in config.yml`);

  if (schema.type === 'object' && schema.properties) {
    if (!field.fields) problems.push(`${path}: an object in the schema, not in config.yml`);
    else compareObject(schema, field.fields, path, defs, seen, problems);
  } else if (schema.type === 'object') {
    // A record (a table row): its keys are the table's columns, checked against the content below.
    if (!field.fields) problems.push(`${path}: a record in the schema, no fields in config.yml`);
  } else if (schema.type === 'array' && schema.items) {
    if (field.widget !== 'list') problems.push(`${path}: a list in the schema, not in config.yml`);
    const ref = schema.items.$ref;
    const items = ref ? defs[ref.replace('#/$defs/', '')]! : schema.items;
    const itemSeen = ref ? [...seen, ref] : seen;
    if (field.types) {
      for (const type of field.types)
        compareObject(
          items,
          [...type.fields, { name: field.typeKey ?? 'type' }],
          `${path}[${type.name}]`,
          defs,
          itemSeen,
          problems,
        );
    } else if (items.type === 'object' && items.properties && !field.field) {
      compareObject(items, field.fields ?? [], `${path}[]`, defs, itemSeen, problems);
    } else if (field.field) {
      compareField(items, field.field, `${path}[]`, true, defs, itemSeen, problems);
    } else if (!(items.type === 'object' && field.fields)) {
      // Records (table rows) have fields: their keys are the table's columns, checked further down.
      problems.push(`${path}: config.yml gives its items no field`);
    }
  } else if (field.fields || field.field || field.widget === 'list') {
    problems.push(`${path}: a single value in the schema, a list or object in config.yml`);
  }
}

function problemsOf(configCollections: Collection[]): string[] {
  const problems: string[] = [];
  const byName = new Map(configCollections.map((collection) => [collection.name, collection]));
  for (const collection of Object.values(collections)) {
    const admin = byName.get(collection.name);
    if (!admin) {
      problems.push(`${collection.name}: a collection of the schema, not in config.yml`);
      continue;
    }
    const json = z.toJSONSchema(collection.schema, {
      io: 'input',
      unrepresentable: 'any',
    }) as Json;
    if (collection.type === 'file') {
      const file = admin.files?.[0];
      const expected = `content/${collection.file.replace(/\.yml$/, '.{{locale}}.yml')}`;
      if (admin.files?.length !== 1 || file?.file !== expected)
        problems.push(`${collection.name}: config.yml must edit the one file ${expected}`);
      compareObject(json, file?.fields ?? [], collection.name, json.$defs ?? {}, [], problems);
      continue;
    }
    // A folder of the spec's pages: one entry per page, that page's file.
    const pages = specRoutes
      .filter((route) => route.kind === kindOf[collection.folder])
      .map((route) => `content/${collection.folder}/${route.path.slice(1)}.{{locale}}.yml`);
    const files = admin.files?.map((file) => file.file) ?? [];
    if (JSON.stringify(files) !== JSON.stringify(pages))
      problems.push(`${collection.name}: config.yml must edit ${pages.join(', ')}`);
    for (const file of admin.files ?? [])
      compareObject(
        json,
        file.fields,
        `${collection.name}/${file.name}`,
        json.$defs ?? {},
        [],
        problems,
      );
    if (!('added' in collection) || !collection.added) continue;
    // Where editors add entries of their own.
    const name = collection.added;
    const added = byName.get(name);
    if (added?.folder !== `content/${name}` || added.extension !== collection.extension)
      problems.push(`${name}: config.yml must edit the folder content/${name}`);
    compareObject(json, added?.fields ?? [], name, json.$defs ?? {}, [], problems);
  }
  const known = Object.values(collections).flatMap((collection) => [
    collection.name,
    ...('added' in collection && collection.added ? [collection.added] : []),
  ]);
  for (const name of byName.keys())
    if (!known.includes(name))
      problems.push(`${name}: in config.yml, not a collection of the schema`);
  return problems;
}

describe('the admin config.yml and lib/content/schema.ts agree', () => {
  it('every collection, file or folder, field, list and optional field is the same in both', () => {
    expect(problemsOf(config.collections)).toEqual([]);
  });

  it('notices a field missing on either side (checked on altered copies of config.yml)', () => {
    const copy = () => structuredClone(config.collections);
    const withoutField = copy();
    const home = withoutField.find((c) => c.name === 'home')!.files![0]!;
    home.fields = home.fields.filter((f) => f.name !== 'clients');
    expect(problemsOf(withoutField)).toEqual(['home.clients: in the schema, not in config.yml']);

    const withExtra = copy();
    const site = withExtra.find((c) => c.name === 'site')!.files![0]!;
    site.fields.push({ name: 'fax', widget: 'string' });
    expect(problemsOf(withExtra)).toEqual(['site.fax: in config.yml, not in the schema']);
  });

  it("every product page's selection tables are its admin types, with its columns as the row fields, labelled as the columns read", () => {
    const products = config.collections.find((c) => c.name === 'products')!;
    const dir = join(root, 'content/products');
    for (const file of readdirSync(dir).filter(
      (name) => name.endsWith('.yml') && !name.endsWith('.ar.yml'),
    )) {
      const { tables = [] } = parse(readFileSync(join(dir, file), 'utf8')) as {
        tables?: { id: string; columns: { key: string; label: string; unit?: string }[] }[];
      };
      const entry = products.files!.find((candidate) => `${candidate.name}.yml` === file);
      expect(entry, `${file} has no entry in the admin`).toBeTruthy();
      const types = entry!.fields.find((f) => f.name === 'tables')?.types ?? [];
      expect(types.map((type) => type.name)).toEqual(tables.map((table) => table.id));
      for (const table of tables) {
        const type = types.find((t) => t.name === table.id)!;
        const rows = type.fields.find((f) => f.name === 'rows')!;
        expect(
          rows.fields!.map((f) => f.name),
          `${file}: ${table.id}`,
        ).toEqual(table.columns.map((column) => column.key));
        // What the editor sees on the page is what the admin asks for (a caption or column an
        // editor renames reads the new way after the next build, which writes config.yml).
        expect(rows.fields!.map((f) => f.label)).toEqual(
          table.columns.map(({ label, unit }) => (unit ? `${label} (${unit})` : label)),
        );
        // A collapsed row reads as its key cells: every cell it names is a column of the table.
        const named = [...String(rows.summary).matchAll(/\{\{fields\.(\w+)/g)].map((m) => m[1]);
        expect(named.length, `${table.id}: row summary`).toBeGreaterThan(0);
        for (const key of named) expect(table.columns.map((column) => column.key)).toContain(key);
      }
    }
  });

  it("finds each file beside its translation, in the CMS's current form", () => {
    const { i18n } = config as unknown as { i18n: Record<string, unknown> };
    expect(i18n).toEqual({
      structure: 'multiple_files',
      locales: ['en', 'ar'],
      default_locale: 'en',
      omit_default_locale_from_file_path: true,
    });
    for (const collection of config.collections)
      for (const file of collection.files ?? [])
        expect(file.file).toMatch(/\.\{\{locale\}\}\.yml$/);
  });

  it('leaves empty optional fields out and never asks for an Arabic text: the English stands in', () => {
    expect((config as unknown as { output: unknown }).output).toEqual({
      omit_empty_optional_fields: true,
    });
    // Required in English only, figures too: required in Arabic, the admin writes a figure of
    // every new row into the Arabic file as `null`.
    const problems = everyField()
      .filter(
        ({ field }) => field.required !== false && JSON.stringify(field.required) !== '["en"]',
      )
      .map(({ at }) => `${at}: a field must be required in English only, or optional`);
    expect(problems).toEqual([]);
  });

  it('types a figure, path, image or choice once: the Arabic file holds only texts', () => {
    // The overlay reads a field from the English file by its name (sharedFields): every field the
    // admin keeps out of the Arabic file must be one of them, or a number, a range or a choice.
    const problems: string[] = [];
    const walk = (fields: Field[], path: string, inRow: boolean) => {
      for (const field of fields) {
        const at = `${path}.${field.name}`;
        const kept = field.i18n !== false;
        const isText = field.widget === 'string' || field.widget === 'text';
        if (isText && !kept && !sharedFields.has(field.name) && !sharedSiteFields.has(field.name))
          problems.push(`${at}: typed once in the admin, read as a text by the overlay`);
        if (field.widget === 'select' && !sharedFields.has(field.name))
          problems.push(`${at}: a choice the overlay would read as a text`);
        if (isText && kept && sharedFields.has(field.name) && !inRow)
          problems.push(`${at}: translated in the admin, typed once for the overlay`);
        // Under a field the overlay takes whole from the English, nothing is read by name.
        if (!kept && sharedFields.has(field.name)) continue;
        walk(
          [...(field.fields ?? []), ...(field.field ? [field.field] : [])],
          at,
          inRow || field.name === 'rows',
        );
        for (const type of field.types ?? []) walk(type.fields, `${at}[${type.name}]`, inRow);
      }
    };
    for (const collection of config.collections)
      for (const entry of entryFields(collection))
        walk(entry.fields, `${collection.name}/${entry.name}`, false);
    expect(problems).toEqual([]);
  });

  it('shows every image of the site, uploads under a safe name, and offers no stock photos', () => {
    const media = config as unknown as {
      media_folder: string;
      public_folder: string;
      media_libraries: {
        default: { config: { slugify_filename: boolean } };
        stock_assets: { providers: unknown[] };
      };
    };
    expect(media.media_folder).toBe('public/images');
    expect(`public${media.public_folder}`).toBe(media.media_folder);
    expect(media.media_libraries.default.config.slugify_filename).toBe(true);
    expect(media.media_libraries.stock_assets.providers).toEqual([]);
  });

  it('lets editors add and delete articles, and no other page', () => {
    const folders = config.collections.filter((c) => c.folder) as (Collection & {
      create?: boolean;
      delete?: boolean;
    })[];
    expect(folders.map((c) => [c.name, c.create, c.delete])).toEqual([['blog', true, true]]);
    // The spec's pages are files of their collections: none can be added, deleted or copied.
    for (const collection of config.collections.filter((c) => !c.folder))
      expect(collection.files?.length, collection.name).toBeGreaterThan(0);
  });

  it('asks a new article only for its heading, summary and text (its date is today)', () => {
    const blog = config.collections.find((c) => c.name === 'blog')!;
    const required = blog.fields!.filter((f) => f.required !== false).map((f) => f.name);
    expect(required).toEqual(['heading', 'excerpt', 'intro', 'published']);
    const published = blog.fields!.find((f) => f.name === 'published') as Field & {
      default?: string;
    };
    expect(published.default).toBe('{{now}}');
    // The pictures are optional: the blog's own stands in.
    for (const name of ['headerImage', 'sideImage'])
      expect(blog.fields!.find((f) => f.name === name)?.required, name).toBe(false);
  });

  it('lists every page by its name, and every list item by what it is called', () => {
    const names = new Set(
      Object.values(
        parse(readFileSync(join(root, 'content/routes.yml'), 'utf8')) as Record<
          string,
          { name: string }
        >,
      ).map((text) => text.name),
    );
    for (const collection of config.collections.filter((c) =>
      ['products', 'services', 'industries', 'legal'].includes(c.name),
    ))
      for (const file of collection.files!)
        expect(names, `${collection.name}/${file.name}`).toContain(file.label);
    const unnamed = everyField()
      .filter(({ field }) => {
        const summary = (field as { summary?: string }).summary;
        return field.widget === 'list' && field.fields && !summary;
      })
      .map(({ at }) => at);
    expect(unnamed).toEqual([]);
  });

  it('offers pages by their names, paragraphs in boxes of several lines, and no emoji pop-up', () => {
    const problems: string[] = [];
    for (const { field, at } of everyField()) {
      const options = (field as { options?: unknown[] }).options ?? [];
      for (const option of options)
        if (typeof option === 'string' && option.startsWith('/'))
          problems.push(`${at}: the page ${option} is offered by its address, not its name`);
      if (field.name === 'paragraph' && field.widget !== 'text')
        problems.push(`${at}: a paragraph in a one-line box`);
      if (
        ['string', 'text'].includes(field.widget ?? '') &&
        (field as { use_emoji_autocomplete?: boolean }).use_emoji_autocomplete !== false &&
        !(field as { readonly?: boolean }).readonly
      )
        problems.push(`${at}: pops up emoji on a colon`);
    }
    expect(problems).toEqual([]);
  });
});
