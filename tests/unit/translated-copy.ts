import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Field } from '@/lib/content/admin-config';
import { contentFiles } from '@/lib/content/content-files';
import { formatContent } from '@/lib/content/file-format';
import { defaultLocale } from '@/lib/i18n/locales';
import { editedContentCopy } from './content-copy';

/**
 * A copy of content/ whose every Arabic file is a whole translation made by the test: each text the
 * admin translates (its `i18n` fields) becomes «نص عربي N» with the English text's slots, nothing
 * else is written. A test of the
 * fallback plants its own gap in it, so it never depends on what today's content has translated.
 */
export function translatedCopy(): string {
  const dir = editedContentCopy('site.yml', (source) => `${source}\n`);
  let count = 0;
  const translate = (value: unknown, field: Field): unknown => {
    if (field.i18n === false || value === undefined || value === null) return undefined;
    // The slots a text has ({} of a quote label, {count} of an interface word) stay in it.
    if (typeof value === 'string')
      return [`نص عربي ${++count}`, ...(value.match(/\{\w*\}/g) ?? [])].join(' ');
    if (Array.isArray(value))
      return value.map((item) => {
        if (Array.isArray(field.types)) {
          const typeKey = (field.typeKey as string | undefined) ?? 'type';
          const type = (field.types as Field[]).find(
            (candidate) => candidate.name === (item as Record<string, unknown>)[typeKey],
          );
          return {
            [typeKey]: (item as Record<string, unknown>)[typeKey],
            ...object(item, type?.fields as Field[]),
          };
        }
        if (field.fields) return object(item, field.fields as Field[]);
        return translate(item, { ...(field.field as Field), i18n: true });
      });
    if (field.fields) return object(value, field.fields as Field[]);
    return undefined;
  };
  const object = (value: unknown, fields: Field[] = []) =>
    Object.fromEntries(
      fields.flatMap((field) => {
        const translated = translate(
          (value as Record<string, unknown>)[field.name as string],
          field,
        );
        return translated === undefined ? [] : [[field.name, translated]];
      }),
    );
  for (const file of contentFiles(dir).filter((entry) => entry.locale === defaultLocale)) {
    const english = parse(readFileSync(file.path, 'utf8'));
    const arabic = object(english, file.fields);
    writeFileSync(
      file.path.replace(/\.yml$/, '.ar.yml'),
      formatContent(arabic, file.fields, { locale: 'ar', defaultLocale }),
    );
  }
  return dir;
}

/** The content copy's file `file` (under content/), parsed, changed by `edit` and written back. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any YAML an editor can write
export function editFile(dir: string, file: string, edit: (data: any) => void) {
  const path = join(dir, file);
  const data = parse(readFileSync(path, 'utf8'));
  edit(data);
  writeFileSync(path, JSON.stringify(data));
}
