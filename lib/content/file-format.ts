/**
 * The one form of a content file: byte for byte what the content admin (Sveltia CMS 0.221.1) writes
 * when it saves the entry, so an edit in the admin changes only the lines it should and the
 * formatter (scripts/format-content.ts) never disagrees with a save.
 *
 * The admin holds an entry as a flat map of key paths (`tables.0.rows.3.width`, the `flat` package)
 * and writes it back in the order of the key paths its fields declare, depth first: a list of
 * typed items (a page's tables) takes the fields of all its types, one type after another, so every
 * table's rows share one key order; keys no field declares come last, sorted. An optional field
 * left empty in this language is left out; an item left with nothing in it is a hole, written
 * `null` (an Arabic table row not yet translated), or dropped at the end of its list. Every text is
 * trimmed. YAML as the `yaml` package writes it: two-space indent, indented lists, plain scalars,
 * single quotes where quoting is needed, no line folding, one trailing newline.
 */
import { flatten, unflatten } from 'flat';
import { stringify } from 'yaml';
import type { Field } from './admin-config';

type ValueMap = Record<string, unknown>;

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The admin's own bookkeeping keys, never written. */
const INTERNAL = /\.__sc_\w+$/;

const MULTI_VALUE = ['image', 'file', 'relation', 'select'];
const fieldsOf = (field: Field) => field.fields as Field[] | undefined;
const typesOf = (field: Field) => field.types as Field[] | undefined;
const typeKeyOf = (field: Field) => (field.typeKey as string | undefined) ?? 'type';

/** Every key path the fields declare, depth first; `*` stands for a list index. */
function keyPaths(fields: Field[], out: string[] = []): string[] {
  const visit = (field: Field, path: string) => {
    out.push(path);
    const isList = field.widget === 'list';
    // A choice of several (a select with `multiple`) is a list of values.
    if (!isList && field.widget !== 'object') {
      if (field.multiple === true && MULTI_VALUE.includes(field.widget as string))
        out.push(`${path}.*`);
      return;
    }
    const join = isList ? '.*.' : '.';
    const children = fieldsOf(field);
    if (children) children.forEach((child) => visit(child, `${path}${join}${child.name}`));
    else if (typesOf(field)) {
      out.push(`${path}${join}${typeKeyOf(field)}`);
      for (const type of typesOf(field)!)
        (fieldsOf(type) ?? []).forEach((child) => visit(child, `${path}${join}${child.name}`));
    } else if (isList) {
      if (field.field) visit(field.field as Field, `${path}.*`);
      else out.push(`${path}.*`);
    }
  };
  fields.forEach((field) => visit(field, field.name as string));
  return out;
}

/** The field a key path (with indexes or `*`) names; a typed item's field by the item's type. */
function fieldAt(fields: Field[], keyPath: string, values: ValueMap): Field | undefined {
  const parts = keyPath.split('.');
  let field = fields.find((candidate) => candidate.name === parts[0]);
  for (let index = 1; index < parts.length && field; index++) {
    const key = parts[index]!;
    const isIndex = key === '*' || /^\d+$/.test(key);
    const children = fieldsOf(field);
    const types = typesOf(field);
    if (field.field) {
      const item = field.field as Field;
      const next = isIndex ? parts[index + 1] : undefined;
      const fits =
        !next ||
        item.name === next ||
        (item.widget === 'object' && fieldsOf(item)?.some((child) => child.name === next));
      field = fits ? item : undefined;
    } else if (children && isIndex) {
      // The list's item: its fields follow.
    } else if (children) field = children.find((child) => child.name === key);
    else if (types && isIndex) {
      const type = values[[...parts.slice(0, index), key, typeKeyOf(field)].join('.')];
      field = types.find((candidate) => candidate.name === type);
    } else if (types && key !== typeKeyOf(field)) {
      const type = values[[...parts.slice(0, index), typeKeyOf(field)].join('.')];
      field = fieldsOf(types.find((candidate) => candidate.name === type) ?? {})?.find(
        (child) => child.name === key,
      );
    } else field = undefined;
  }
  return field;
}

const isRequired = ({ required = true }: Field, locale: string) =>
  Array.isArray(required) ? required.includes(locale) : Boolean(required);

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    [Object.prototype, null].includes(Object.getPrototypeOf(value)) &&
    Object.keys(value).length === 0);

/** The entry's values in the order the admin writes them, empty optional ones left out. */
function ordered(fields: Field[], values: ValueMap, locale: string): unknown {
  const unsorted: ValueMap = { ...values };
  const sorted: ValueMap = {};
  const copy = (key: string, field?: Field) => {
    if (INTERNAL.test(key)) {
      delete unsorted[key];
      return;
    }
    const value = unsorted[key];
    if (field && !isRequired(field, locale) && isEmpty(value)) {
      const children = Object.keys(unsorted).filter((other) => other.startsWith(`${key}.`));
      if (children.some((child) => !INTERNAL.test(child) && !isEmpty(unsorted[child])))
        sorted[key] = value;
      else children.forEach((child) => delete unsorted[child]);
    } else sorted[key] = value;
    delete unsorted[key];
  };
  for (const keyPath of keyPaths(fields)) {
    const field = fieldAt(fields, keyPath, values);
    if (keyPath in unsorted) {
      copy(keyPath, field);
      continue;
    }
    const pattern = new RegExp(`^${escapeRegExp(keyPath).replaceAll('\\*', '\\d+')}$`);
    Object.keys(unsorted)
      .filter((key) => pattern.test(key))
      .sort(collator.compare)
      .forEach((key) => copy(key, field ?? fieldAt(fields, key, values)));
  }
  Object.keys(unsorted)
    .sort(collator.compare)
    .forEach((key) => copy(key));
  return unflatten(sorted);
}

interface Options {
  locale: string;
  defaultLocale: string;
}

/** A content file's text as the admin writes it, from the file's parsed data. */
export function formatContent(data: unknown, fields: Field[], { locale }: Options): string {
  const values: ValueMap = flatten(data ?? {});
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string') values[key] = value.trim();
    else if (value === undefined) delete values[key];
  }
  return `${stringify(ordered(fields, values, locale), {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: 'PLAIN',
    defaultStringType: 'PLAIN',
    singleQuote: true,
  }).trim()}\n`;
}
