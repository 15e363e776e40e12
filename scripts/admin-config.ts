// Writes admin/config.yml, the content admin's description of every collection and field, from
// lib/content/admin-config.ts (made from the zod schemas and the selection tables of content/).
// Run `npm run admin:config` after changing the schema or adding a table;
// tests/unit/admin-config.test.ts fails while config.yml is stale.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminConfigText } from '../lib/content/admin-config-text';

const text = adminConfigText();
writeFileSync(join(__dirname, '..', 'admin/config.yml'), text);
console.log(`admin-config: wrote admin/config.yml (${text.split('\n').length} lines)`);
