import Link from 'next/link';
import { getRoute, type RoutePath } from '@/content/routes';
import { breadcrumbSchema, breadcrumbTrail } from '@/components/seo/schema';
import { JsonLd } from '@/components/seo/JsonLd';
import { searchKindAttributes } from '@/components/search/search-kind';
import styles from './PageBanner.module.css';

interface Props {
  path: RoutePath;
  /** The listing page a detail page sits under, for the breadcrumb trail. */
  parent?: RoutePath;
}

/** Every page's first screen: breadcrumbs, the h1 and the tagline, all from the route table. */
export function PageBanner({ path, parent }: Props) {
  const route = getRoute(path);
  const trail = breadcrumbTrail(path, parent);
  return (
    <section className={styles.banner}>
      <div className={styles.inner}>
        <nav aria-label="Breadcrumb" data-pagefind-ignore>
          <ol className={styles.crumbs}>
            {trail.map((item, index) =>
              index === trail.length - 1 ? (
                <li key={item.path} aria-current="page">
                  {item.name}
                </li>
              ) : (
                <li key={item.path}>
                  <Link prefetch={false} href={item.path}>
                    {item.name}
                  </Link>
                </li>
              ),
            )}
          </ol>
        </nav>
        <h1 {...searchKindAttributes(path)}>{route.heading}</h1>
        <p className={styles.tagline}>{route.tagline}</p>
      </div>
      <JsonLd data={breadcrumbSchema(path, parent)} />
    </section>
  );
}
