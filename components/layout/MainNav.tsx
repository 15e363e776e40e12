'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { NavLink } from '@/content/routes';
import { ProductsMenu } from './ProductsMenu';
import styles from './MainNav.module.css';

interface Props {
  links: NavLink[];
  products: NavLink[];
}

export function MainNav({ links, products }: Props) {
  const pathname = usePathname();
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
            {link.href === '/product' ? <ProductsMenu trigger={anchor} links={products} /> : anchor}
          </li>
        );
      })}
    </ul>
  );
}
