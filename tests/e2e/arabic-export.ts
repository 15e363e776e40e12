import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { contentIn } from '@/lib/content/load';

/**
 * The Arabic pages (/ar/...) exist once the export has them (issue 19's routing). The Arabic variants
 * of the quote, basket, search and catalogue tests run against them and are skipped only when the
 * export being tested has no `ar/` folder; the reason says which folder was looked for.
 */
const exportDir = join(process.cwd(), process.env.EXPORT_DIR ?? 'out');
export const arabicExported = existsSync(join(exportDir, 'ar'));
export const noArabicPages = `no Arabic pages in the export: ${join(exportDir, 'ar')} does not exist`;

/** The Arabic interface words the pages must show (content/interface.ar.yml). */
export const ar = contentIn('ar').interface;

/** Arabic letters: a text shown in Arabic has some. */
export const ARABIC = /[\u0600-\u06ff]/;
