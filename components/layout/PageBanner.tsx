import Link from 'next/link';
import type { RoutePath } from '@/lib/content/routes';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { routeText } from '@/lib/content/route-text';
import { interfaceIn } from '@/lib/content/interface';
import { breadcrumbSchema, breadcrumbTrail } from '@/components/seo/schema';
import { JsonLd } from '@/components/seo/JsonLd';
import { bidi } from '@/components/ui/Text';
import { searchKindAttributes } from '@/components/search/search-kind';
import styles from './PageBanner.module.css';

interface Props {
  path: RoutePath;
  /** The listing page a detail page sits under, for the breadcrumb trail. */
  parent?: RoutePath;
  locale?: Locale;
}

/** Every page's first screen: breadcrumbs, the h1 and the tagline, all from the route texts. */
export function PageBanner({ path, parent, locale = 'en' }: Props) {
  const route = routeText(path, locale);
  const trail = breadcrumbTrail(path, parent).map((item) => ({
    href: localePath(item.path, locale),
    name: bidi(routeText(item.path, locale).name, locale),
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
        <h1 {...searchKindAttributes(path)}>{bidi(route.heading, locale)}</h1>
        <p className={styles.tagline}>{bidi(route.tagline, locale)}</p>
      </div>
      <JsonLd data={breadcrumbSchema(path, parent, locale)} />
    </section>
  );
}
