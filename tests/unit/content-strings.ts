/** Every string of the site's content, with the key it sits under and where it stands. */
import * as home from '@/lib/content/home';
import * as about from '@/lib/content/about';
import * as career from '@/lib/content/career';
import * as products from '@/lib/content/products';
import * as services from '@/lib/content/services';
import * as industries from '@/lib/content/industries';
import * as articles from '@/lib/content/articles';
import * as legal from '@/lib/content/legal';

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
