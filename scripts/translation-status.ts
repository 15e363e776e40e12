// Writes out-admin/admin/translations/index.html (the admin's own site): the Arabic texts the site still shows in English, by
// page and field, each with a link to its entry in the admin. Run by `npm run build` after postbuild;
// the content check prints the same list as warnings.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readContent } from '../lib/content/load';
import { statusPage } from '../lib/content/translation-status';
import { attr, selectOne } from './html.mjs';

const outDir = join(process.cwd(), process.env.ADMIN_EXPORT_DIR ?? 'out-admin');
/** The admin's own policy, as postbuild wrote it into out-admin/admin/index.html. */
const policy = attr(
  selectOne(
    readFileSync(join(outDir, 'admin/index.html'), 'utf8'),
    'meta[http-equiv="Content-Security-Policy"]',
  ),
  'content',
);
if (!policy)
  throw new Error(
    'translation-status: out-admin/admin/index.html has no policy; run postbuild first',
  );

const { untranslated } = readContent(undefined, 'ar');
mkdirSync(join(outDir, 'admin/translations'), { recursive: true });
writeFileSync(join(outDir, 'admin/translations/index.html'), statusPage(untranslated, policy));
console.log(
  `translation-status: ${untranslated.length} Arabic text(s) to translate, listed at /admin/translations/`,
);
