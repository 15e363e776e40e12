import Link from 'next/link';
import { localePath, type Locale } from '@/lib/i18n/locales';
import type { Banner } from '@/lib/content/pages';
import { interfaceIn } from '@/lib/content/interface';
import { breadcrumbSchema } from '@/components/seo/structured-data';
import { JsonLd } from '@/components/seo/JsonLd';
import { bidi } from '@/components/ui/Text';
import { searchKindAttributes } from '@/components/search/search-kind';
import styles from './PageBanner.module.css';

interface Props {
  /** The page's banner from getPage: its trail (Home, the listing page, the page), h1 and tagline. */
  banner: Banner;
  locale: Locale;
}

/** Every page's first screen: breadcrumbs, the h1 and the tagline, all from the route texts. */
export function PageBanner({ banner, locale }: Props) {
  const { path, heading, tagline } = banner;
  const trail = banner.trail.map((item) => ({
    href: localePath(item.path, locale),
    name: bidi(item.name, locale),
  }));
  return (
    <section className={styles.banner}>
      <div className={styles.inner}>
        <nav aria-label={interfaceIn(locale).frame.breadcrumb} data-pagefind-ignore>
          <ol className={styles.crumbs}>
            {trail.map((item, index) =>
              index === trail.length - 1 ? (
                <li key={item.href} aria-current="page">
                  {item.name}
                </li>
              ) : (
                <li key={item.href}>
                  <Link prefetch={false} href={item.href}>
                    {item.name}
                  </Link>
                </li>
              ),
            )}
          </ol>
        </nav>
        <h1 {...searchKindAttributes(path)}>{bidi(heading, locale)}</h1>
        <p className={styles.tagline}>{bidi(tagline, locale)}</p>
      </div>
      <JsonLd data={breadcrumbSchema(banner.trail, locale)} />
    </section>
  );
}
