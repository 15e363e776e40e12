// Builds every brand and illustration SVG. Run from the project root:
//   node tools/art/brand/build.mjs            (all files)
//   node tools/art/brand/build.mjs harbour    (only files whose path contains "harbour")
import { writeGenerated } from '../../guard.mjs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFile } from './lib.mjs';
import { brandFiles } from './brand.mjs';
import { projectFiles } from './projects.mjs';
import { peopleFiles } from './people.mjs';
import { blogFiles } from './blog.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const pub = resolve(here, '../../../public');
const filter = process.argv[2] || '';

const all = [...brandFiles, ...projectFiles, ...peopleFiles, ...blogFiles];
let total = 0;
for (const [rel, make] of all) {
  if (filter && !rel.includes(filter)) continue;
  setFile(basename(rel, '.svg'));
  const svg = make();
  const out = join(pub, rel);
  writeGenerated(out, svg + '\n');
  const kb = Buffer.byteLength(svg) / 1024;
  total += kb;
  const flag = kb > 40 ? '  <-- OVER 40 KB' : '';
  console.log(`${rel.padEnd(44)} ${kb.toFixed(1).padStart(6)} KB${flag}`);
}
console.log(`total ${total.toFixed(1)} KB`);
