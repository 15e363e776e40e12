/** Every string of the site's content, with the key it sits under and where it stands. */
import { loadContent } from '@/lib/content/load';

const { home, about, career, products, services, industries, articles, legal } = loadContent();
const modules = { home, about, career, products, services, industries, articles, legal };

interface Found {
  where: string;
  value: unknown;
  key: string;
}

/** Every string value in a content module, with the key it sits under and a readable location. */
function walk(value: unknown, where: string, key = '', out: Found[] = []): Found[] {
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${where}[${i}]`, key, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) walk(v, `${where}.${k}`, k, out);
  else out.push({ where, value, key });
  return out;
}

export const strings = Object.entries(modules).flatMap(([name, module]) =>
  walk(module, name).filter((found) => typeof found.value === 'string'),
);
