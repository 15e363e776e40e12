import Link from 'next/link';
import { useText } from '@/components/i18n/LocaleProvider';
import { Word } from '@/components/i18n/Word';
import type { Language, SearchResult } from './pagefind';
import styles from './SearchOption.module.css';

/** Pagefind's excerpt is escaped text with the matches in <mark>: rebuild it without innerHTML. */
function Excerpt({ html }: { html: string }) {
  const nodes = new DOMParser().parseFromString(html, 'text/html').body.childNodes;
  return (
    <span className={styles.excerpt}>
      {Array.from(nodes, (node, index) =>
        node.nodeName === 'MARK' ? <mark key={index}>{node.textContent}</mark> : node.textContent,
      )}
    </span>
  );
}

interface Props {
  id: string;
  result: SearchResult;
  selected: boolean;
  onChoose: () => void;
  onHover: () => void;
  /** A result in the other language: its text is marked with that language and direction. */
  language?: Language;
}

/**
 * Whether a result needs a full page load: a row (the browser's own jump to a #fragment is what
 * scrolls to the row and marks it :target; a client-side navigation does neither) or a page in
 * the other language (its own root layout).
 */
export const loadsPage = (result: SearchResult, language?: Language) =>
  result.row !== undefined || language !== undefined;

/** One result of the listbox: a real link to the page (or the table row), so it also opens in a new tab. */
export function SearchOption({ id, result, selected, onChoose, onHover, language }: Props) {
  const { kinds, rowOf } = useText('search');
  const content = (
    <>
      <span className={styles.title}>{result.title}</span>
      <span className={styles.kind}>
        <Word of={kinds[result.kind as keyof typeof kinds] ?? kinds.page} />
      </span>
      {result.row && (
        <span className={styles.row}>
          <span className="visually-hidden">
            <Word of={rowOf} />:{' '}
          </span>
          {result.row}
        </span>
      )}
      <Excerpt html={result.excerpt} />
    </>
  );
  const props = {
    id,
    role: 'option',
    'aria-selected': selected,
    href: result.url,
    tabIndex: -1,
    className: styles.option,
    onClick: onChoose,
    onMouseMove: onHover,
    lang: language,
    dir: language ? (language === 'ar' ? 'rtl' : 'ltr') : undefined,
  } as const;
  return loadsPage(result, language) ? (
    <a {...props}>{content}</a>
  ) : (
    <Link {...props} prefetch={false}>
      {content}
    </Link>
  );
}
