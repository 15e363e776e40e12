/**
 * What the admin preview knows of the site besides the entry it previews, read from the content files
 * at build: `npm run build` → scripts/admin-preview.mjs runs this file with tsx and embeds what it
 * prints into out-admin/admin/preview.js (the browser stand-in of lib/content/load.ts serves it).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { contentIn, routeTextsIn, untranslatedIn } from '@/lib/content/load';
import { shellTextIn } from '@/lib/content/client-text';
import { locales, type Locale } from '@/lib/i18n/locales';
import { publicDir } from '@/lib/content/schema';
import type { ShellText } from '@/lib/content/client-text';
import type { Content } from '@/lib/content/load';
import type { RouteText } from '@/lib/content/schema';
import type { RoutePath } from '@/lib/content/routes';

/** One language's part: the interface words, identity and datasheet texts the templates read. */
export interface EmbeddedLocale {
  content: Pick<Content, 'interface' | 'site' | 'datasheet'>;
  /** The picture of an article that has none of its own (content/hubs.yml). */
  blogImage: Content['hubs']['blog']['image'];
  routeTexts: Record<string, RouteText>;
  untranslated: string[];
  clientText: ShellText;
}

export interface Embedded {
  locales: Record<Locale, EmbeddedLocale>;
  /** The articles' addresses in the site's order (each article's "next" link). */
  articles: RoutePath[];
  /** Width and height of every image a page shows, by its src (an entry names only src and alt). */
  images: Record<string, [number, number]>;
}

function localeOf(locale: Locale): EmbeddedLocale {
  const { interface: words, site, datasheet, hubs } = contentIn(locale);
  return {
    content: { interface: words, site, datasheet },
    blogImage: hubs.blog.image,
    routeTexts: routeTextsIn(locale),
    untranslated: [...untranslatedIn(locale)],
    clientText: shellTextIn(locale),
  };
}

/** Every image under public/images, with its size. */
function images(): Embedded['images'] {
  const dir = join(publicDir, 'images');
  const sizes: Embedded['images'] = {};
  if (!existsSync(dir)) return sizes;
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = entry.split('\\').join('/');
    if (!/\.(svg|webp|png|jpe?g|avif)$/i.test(file)) continue;
    const { width, height } = imageSize(readFileSync(join(dir, file)));
    if (width && height) sizes[`/images/${file}`] = [width, height];
  }
  return sizes;
}

export function embedded(): Embedded {
  return {
    locales: Object.fromEntries(locales.map((locale) => [locale, localeOf(locale)])) as Record<
      Locale,
      EmbeddedLocale
    >,
    articles: contentIn('en').articles.map((article) => article.path),
    images: images(),
  };
}
