/**
 * Every content file with the admin fields that describe it: what the formatter and its test walk.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defaultLocale, locales } from '../i18n/locales';
import { adminConfig, type Field } from './admin-config';
import { isEnglishFile } from './routes';

interface ContentFile {
  /** Absolute path. */
  path: string;
  /** As the build reports it: content/products/GlandsAccessories.ar.yml */
  shown: string;
  locale: string;
  fields: Field[];
}

type Collection = {
  folder?: string;
  files?: { file: string; fields: Field[] }[];
  fields?: Field[];
};

export function contentFiles(
  dir = join(process.cwd(), 'content'),
  config = adminConfig(dir) as unknown as { collections: Collection[] },
): ContentFile[] {
  const root = join(dir, '..');
  const files: ContentFile[] = [];
  const add = (path: string, locale: string, fields: Field[]) => {
    if (existsSync(path)) files.push({ path, shown: relative(root, path), locale, fields });
  };
  for (const collection of config.collections) {
    for (const file of collection.files ?? [])
      for (const locale of locales)
        add(
          join(
            root,
            file.file.replace('.{{locale}}', locale === defaultLocale ? '' : `.${locale}`),
          ),
          locale,
          file.fields,
        );
    if (collection.folder && existsSync(join(root, collection.folder))) {
      const folder = join(root, collection.folder);
      for (const entry of readdirSync(folder).filter(isEnglishFile))
        for (const locale of locales)
          add(
            join(
              folder,
              locale === defaultLocale ? entry : entry.replace(/\.yml$/, `.${locale}.yml`),
            ),
            locale,
            collection.fields ?? [],
          );
    }
  }
  return files;
}
