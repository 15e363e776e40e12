// Builds the product, service and industry illustrations (SVG, 800x600).
// Usage: node tools/art/products/build.mjs [name ...]
import { mkdirSync, statSync } from 'node:fs';
import { writeGenerated } from '../../guard.mjs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { products } from './products.mjs';
import { services } from './services.mjs';
import { industries } from './industries.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const sets = { products, services, industries };
const only = process.argv.slice(2);

for (const [folder, items] of Object.entries(sets)) {
  const dir = join(root, 'public', 'images', folder);
  mkdirSync(dir, { recursive: true });
  for (const [name, draw] of Object.entries(items)) {
    if (only.length && !only.includes(name)) continue;
    const file = join(dir, `${name}.svg`);
    writeGenerated(file, draw().render());
    const kb = statSync(file).size / 1024;
    console.log(`${folder}/${name}.svg ${kb.toFixed(1)} KB${kb > 40 ? '  (over 40 KB!)' : ''}`);
  }
}
