import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { collections, routeText } from '@/lib/content/schema';
import { routes } from '@/lib/content/routes';

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
  widget?: string;
  required?: boolean;
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
const config = parse(readFileSync(join(root, 'admin/config.yml'), 'utf8')) as {
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
      if (admin.files?.length !== 1 || file?.file !== `content/${collection.file}`)
        problems.push(
          `${collection.name}: config.yml must edit the one file content/${collection.file}`,
        );
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
    if (!(name in collections) && name !== 'routeTexts')
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

  it('every selection table in content/products/ has its admin type, with its columns as the row fields', () => {
    const products = config.collections.find((c) => c.name === 'products')!;
    const types = products.fields!.find((f) => f.name === 'tables')!.types!;
    const dir = join(root, 'content/products');
    for (const file of readdirSync(dir).filter(
      (name) => name.endsWith('.yml') && !name.endsWith('.ar.yml'),
    )) {
      const { tables = [] } = parse(readFileSync(join(dir, file), 'utf8')) as {
        tables?: { id: string; columns: { key: string }[] }[];
      };
      for (const table of tables) {
        const type = types.find((t) => t.name === table.id);
        expect(type, `${file}: table ${table.id} has no admin type`).toBeTruthy();
        const rows = type!.fields.find((f) => f.name === 'rows')!;
        expect(
          rows.fields!.map((f) => f.name),
          `${file}: ${table.id}`,
        ).toEqual(table.columns.map((column) => column.key));
      }
    }
  });

  it('edits the Arabic beside the English, and the Arabic route texts of every page', () => {
    const { i18n } = config as unknown as { i18n: Record<string, unknown> };
    expect(i18n).toEqual({
      structure: 'multiple_files',
      locales: ['en', 'ar'],
      default_locale: 'en',
      omit_default_locale_from_filename: true,
    });
    const routeTexts = config.collections.find((c) => c.name === 'routeTexts')!.files![0]!;
    expect(routeTexts.file).toBe('content/routes.ar.yml');
    expect(routeTexts.fields.map((f) => f.name)).toEqual(routes.map((route) => route.path));
    for (const field of routeTexts.fields)
      expect(field.fields!.map((f) => f.name)).toEqual(Object.keys(routeText.shape));
    // Figures, images and paths are one value for both languages; texts are translated.
    const about = config.collections.find((c) => c.name === 'about')!.files![0]!;
    const image = about.fields
      .find((f) => f.name === 'whoWeAre')!
      .fields!.find((f) => f.name === 'image')!;
    const i18nOf = (name: string) =>
      (image.fields!.find((f) => f.name === name) as Field & { i18n?: unknown }).i18n;
    expect([i18nOf('src'), i18nOf('width'), i18nOf('alt')]).toEqual([
      'duplicate',
      'duplicate',
      true,
    ]);
  });

  it('uploads go to public/ and the page addresses stay read-only', () => {
    expect(config.media_folder).toMatch(/^public\//);
    expect(`public${config.public_folder}`).toBe(config.media_folder);
    for (const collection of config.collections.filter((c) => c.folder))
      expect(
        collection.fields!.find((f) => f.name === 'path'),
        collection.name,
      ).toMatchObject({
        readonly: true,
      });
  });
});
