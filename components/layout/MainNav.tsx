'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { localePath } from '@/lib/i18n/locales';
import { useLocale } from '@/components/i18n/LocaleProvider';
import type { SiteLink } from './LinkList';
import { ProductsMenu } from './ProductsMenu';
import styles from './MainNav.module.css';

interface Props {
  links: SiteLink[];
  products: SiteLink[];
  /** The accessible name of the button that opens the products dropdown. */
  productsLabel: string;
}

export function MainNav({ links, products, productsLabel }: Props) {
  const pathname = usePathname();
  const productsHref = localePath('/product', useLocale());
  return (
    <ul className={styles.list}>
      {links.map((link) => {
        const current = pathname === link.href;
        const anchor = (
          <Link
            prefetch={false}
            href={link.href}
            className={styles.link}
            aria-current={current ? 'page' : undefined}
          >
            {link.label}
          </Link>
        );
        return (
          <li key={link.href} className={styles.item}>
            {link.href === productsHref ? (
              <ProductsMenu trigger={anchor} links={products} label={productsLabel} />
            ) : (
              anchor
            )}
          </li>
        );
      })}
    </ul>
  );
}
