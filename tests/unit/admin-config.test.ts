import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { collections } from '@/lib/content/schema';
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
  files?: { name: string; file: string; fields: Field[] }[];
  fields?: Field[];
};

const root = join(__dirname, '../..');
const config = parse(adminConfigText()) as {
  collections: Collection[];
  media_folder: string;
  public_folder: string;
};

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
    let fields: Field[] = [];
    if (collection.type === 'file') {
      const file = admin.files?.[0];
      const expected = `content/${collection.file.replace(/\.yml$/, '.{{locale}}.yml')}`;
      if (admin.files?.length !== 1 || file?.file !== expected)
        problems.push(`${collection.name}: config.yml must edit the one file ${expected}`);
      fields = file?.fields ?? [];
    } else {
      if (
        admin.folder !== `content/${collection.folder}` ||
        admin.extension !== collection.extension
      )
        problems.push(
          `${collection.name}: config.yml must edit the folder content/${collection.folder} (*.${collection.extension})`,
        );
      fields = admin.fields ?? [];
    }
    compareObject(json, fields, collection.name, json.$defs ?? {}, [], problems);
  }
  for (const name of byName.keys())
    if (!(name in collections))
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

  it('every selection table in content/products/ has its admin type, with its columns as the row fields, labelled as the columns read', () => {
    const products = config.collections.find((c) => c.name === 'products')!;
    const types = products.fields!.find((f) => f.name === 'tables')!.types!;
    const dir = join(root, 'content/products');
    for (const file of readdirSync(dir).filter(
      (name) => name.endsWith('.yml') && !name.endsWith('.ar.yml'),
    )) {
      const { tables = [] } = parse(readFileSync(join(dir, file), 'utf8')) as {
        tables?: { id: string; columns: { key: string; label: string; unit?: string }[] }[];
      };
      for (const table of tables) {
        const type = types.find((t) => t.name === table.id);
        expect(type, `${file}: table ${table.id} has no admin type`).toBeTruthy();
        const rows = type!.fields.find((f) => f.name === 'rows')!;
        expect(
          rows.fields!.map((f) => f.name),
          `${file}: ${table.id}`,
        ).toEqual(table.columns.map((column) => column.key));
        // What the editor sees on the page is what the admin asks for (a caption or column an
        // editor renames reads the new way after the next build, which writes config.yml).
        expect(rows.fields!.map((f) => f.label)).toEqual(
          table.columns.map(({ label, unit }) => (unit ? `${label} (${unit})` : label)),
        );
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
    const walk = (fields: Field[], path: string, problems: string[]) => {
      for (const field of fields) {
        const at = `${path}.${field.name}`;
        if (field.i18n && field.required !== false && JSON.stringify(field.required) !== '["en"]')
          problems.push(`${at}: a translated field must be required in English only`);
        if (!field.i18n && Array.isArray(field.required))
          problems.push(`${at}: an English-only field is required or not`);
        walk([...(field.fields ?? []), ...(field.field ? [field.field] : [])], at, problems);
        for (const type of field.types ?? []) walk(type.fields, `${at}[${type.name}]`, problems);
      }
      return problems;
    };
    for (const collection of config.collections)
      expect(walk(collection.fields ?? collection.files![0]!.fields, collection.name, [])).toEqual(
        [],
      );
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
      walk(collection.fields ?? collection.files![0]!.fields, collection.name, false);
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

  it('lets editors add articles, and only articles', () => {
    const creatable = config.collections
      .filter((c) => (c as { create?: boolean }).create)
      .map((c) => c.name);
    expect(creatable).toEqual(['articles']);
  });
});
