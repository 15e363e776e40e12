// Writes admin/config.yml, the content admin's description of every collection and field, from
// lib/content/admin-config.ts (made from the zod schemas and what content/ holds: page names, table
// captions and columns become labels). `npm run build` runs it after the content check, so a page an
// editor renames or a table caption they change reads the same in the admin after the next publish;
// the file is generated, never committed.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminConfigText } from '../lib/content/admin-config-text';

const text = adminConfigText();
writeFileSync(join(__dirname, '..', 'admin/config.yml'), text);
console.log(`admin-config: wrote admin/config.yml (${text.split('\n').length} lines)`);
