import Link from 'next/link';
import { useText } from '@/components/i18n/LocaleProvider';
import type { SearchResult } from './pagefind';
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
}

/** One result of the listbox: a real link to the page, so it also opens in a new tab. */
export function SearchOption({ id, result, selected, onChoose, onHover }: Props) {
  const { kinds } = useText('forms').search;
  return (
    <Link
      id={id}
      role="option"
      aria-selected={selected}
      href={result.url}
      prefetch={false}
      tabIndex={-1}
      className={styles.option}
      onClick={onChoose}
      onMouseMove={onHover}
    >
      <span className={styles.title}>{result.title}</span>
      <span className={styles.kind}>{kinds[result.kind] ?? kinds.page}</span>
      <Excerpt html={result.excerpt} />
    </Link>
  );
}
