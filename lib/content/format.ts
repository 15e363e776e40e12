/**
 * The one form of a content file: exactly what the content admin (Sveltia CMS) writes when it saves
 * the entry, so an edit in the admin changes only the lines it should. Keys in the order of the
 * admin's fields (lib/content/admin-config.ts); every text trimmed; an empty optional field left
 * out; in a translation, only the fields that are translated; YAML written as the admin writes it
 * (the `yaml` package, two-space indent, indented lists, single quotes when quoting is needed, no
 * line folding, one trailing newline).
 */
import { stringify } from 'yaml';
import type { Field } from './admin-config';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isRecord(value) && Object.keys(value).length === 0);

/** Whether a field must be kept although empty: required in this language. */
function isRequired(field: Field, locale: string): boolean {
  const required = field.required ?? true;
  return Array.isArray(required) ? required.includes(locale) : Boolean(required);
}

interface Options {
  locale: string;
  defaultLocale: string;
}

/** Whether a field is written in this language's file. */
const written = (field: Field, { locale, defaultLocale }: Options) =>
  locale === defaultLocale || (field.i18n !== false && field.i18n !== undefined);

/** A value in the admin's form for `field`. */
function formatValue(value: unknown, field: Field, options: Options): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map((item) => formatItem(item, field, options));
  if (isRecord(value) && Array.isArray(field.fields))
    return formatObject(value, field.fields as Field[], options);
  return value;
}

/** An item of a list field: an object of its fields, a typed object, or a single value. */
function formatItem(item: unknown, list: Field, options: Options): unknown {
  if (Array.isArray(list.types) && isRecord(item)) {
    const typeKey = (list.typeKey as string | undefined) ?? 'type';
    const type = (list.types as Field[]).find((candidate) => candidate.name === item[typeKey]);
    if (!type) return formatObject(item, [], options);
    const { [typeKey]: typeName, ...rest } = item;
    return { [typeKey]: typeName, ...formatObject(rest, type.fields as Field[], options) };
  }
  if (Array.isArray(list.fields) && isRecord(item))
    return formatObject(item, list.fields as Field[], options);
  if (isRecord(list.field)) return formatValue(item, list.field as Field, options);
  return typeof item === 'string' ? item.trim() : item;
}

/** An object's keys in the order of its fields, empty optional ones left out, unknown ones last. */
function formatObject(
  data: Record<string, unknown>,
  fields: Field[],
  options: Options,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const name = field.name as string;
    if (!(name in data) || !written(field, options)) continue;
    const value = formatValue(data[name], field, options);
    if (isEmpty(value) && !isRequired(field, options.locale)) continue;
    out[name] = value;
  }
  const known = new Set(fields.map((field) => field.name as string));
  for (const key of Object.keys(data)
    .filter((key) => !known.has(key))
    .sort(collator.compare))
    out[key] = data[key];
  return out;
}

/** A content file's text in the admin's form. */
export function formatContent(data: unknown, fields: Field[], options: Options): string {
  const ordered = isRecord(data) ? formatObject(data, fields, options) : data;
  return `${stringify(ordered, {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: 'PLAIN',
    defaultStringType: 'PLAIN',
    singleQuote: true,
  }).trim()}\n`;
}
