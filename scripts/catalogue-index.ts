// Writes out/pagefind/catalogue-<lang>.json: the selection tables' rows and the buyers' words
// (content/synonyms.yml), which site search and the pasted material list read in the browser
// (lib/search/). Run by `npm run build` after the Pagefind index (which empties out/pagefind/).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { locales } from '../lib/i18n/locales';
import { catalogueIndex } from '../lib/search/catalogue-data';

const outDir = join(process.cwd(), process.env.EXPORT_DIR ?? 'out');
for (const locale of locales) {
  const index = catalogueIndex(locale);
  const json = JSON.stringify(index);
  writeFileSync(join(outDir, 'pagefind', `catalogue-${locale}.json`), json);
  const rows = index.tables.reduce((sum, table) => sum + table.rows.length, 0);
  console.log(
    `catalogue-index: ${locale} ${rows} rows, ${json.length} B (${gzipSync(json, { level: 9 }).length} B gzip)`,
  );
}
