import type { Block } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { bidi } from '@/components/ui/Text';

interface Props {
  block: Block;
  /** Heading level of this block; nested blocks go one deeper. */
  level?: 2 | 3 | 4;
  id?: string;
  locale: Locale;
}

/** Paragraphs, then a bulleted list: the body of a content block or of a legal clause. */
export function BlockText({
  paragraphs,
  bullets,
  locale,
}: Pick<Block, 'paragraphs' | 'bullets'> & { locale: Locale }) {
  return (
    <>
      {paragraphs?.map((paragraph, index) => (
        <p key={index}>{bidi(paragraph, locale)}</p>
      ))}
      {bullets && (
        <ul>
          {bullets.map((bullet, index) => (
            <li key={index}>{bidi(bullet, locale)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Long-form text from content: heading, paragraphs, bullets, then nested blocks. */
export function BlockView({ block, level = 2, id, locale }: Props) {
  const Heading = `h${level}` as const;
  const childLevel = Math.min(level + 1, 4) as 3 | 4;
  return (
    <section aria-labelledby={id}>
      <Heading id={id}>{bidi(block.heading, locale)}</Heading>
      <BlockText paragraphs={block.paragraphs} bullets={block.bullets} locale={locale} />
      {block.subsections?.map((sub, index) => (
        <BlockView
          key={index}
          block={sub}
          level={childLevel}
          id={id ? `${id}-${index + 1}` : undefined}
          locale={locale}
        />
      ))}
    </section>
  );
}
