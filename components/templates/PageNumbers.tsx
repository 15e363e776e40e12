import Link from 'next/link';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/text';
import { interfaceIn } from '@/lib/content/interface';
import { markWord } from '@/components/ui/Text';
import { blogPagePath } from '@/lib/content/blog-pages';
import styles from './PageNumbers.module.css';

interface Props {
  /** The page shown, from 1. */
  current: number;
  count: number;
  locale: Locale;
}

/**
 * The blog's numbered pages under its list: plain links (no script), the current page marked, the
 * previous and next pages where there are. In a right-to-left page the row runs right to left.
 */
export function PageNumbers({ current, count, locale }: Props) {
  const text = interfaceIn(locale).blogPages;
  const href = (page: number) => localePath(blogPagePath(page), locale);
  const numbers = Array.from({ length: count }, (_, index) => index + 1);
  return (
    <nav aria-label={text.label} className={styles.nav} data-pagefind-ignore>
      <ul className={styles.list}>
        {current > 1 && (
          <li>
            <Link prefetch={false} href={href(current - 1)} rel="prev" className={styles.step}>
              {markWord(text.previous, locale)}
            </Link>
          </li>
        )}
        {numbers.map((page) => (
          <li key={page}>
            <Link
              prefetch={false}
              href={href(page)}
              aria-label={fill(text.page, { n: page })}
              aria-current={page === current ? 'page' : undefined}
              className={styles.number}
            >
              {page}
            </Link>
          </li>
        ))}
        {current < count && (
          <li>
            <Link prefetch={false} href={href(current + 1)} rel="next" className={styles.step}>
              {markWord(text.next, locale)}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
