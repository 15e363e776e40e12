import type { Block } from '@/content/types';

interface Props {
  block: Block;
  /** Heading level of this block; nested blocks go one deeper. */
  level?: 2 | 3 | 4;
  id?: string;
}

/** Paragraphs, then a bulleted list: the body of a content block or of a legal clause. */
export function BlockText({ paragraphs, bullets }: Pick<Block, 'paragraphs' | 'bullets'>) {
  return (
    <>
      {paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {bullets && (
        <ul>
          {bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Long-form text from content: heading, paragraphs, bullets, then nested blocks. */
export function BlockView({ block, level = 2, id }: Props) {
  const Heading = `h${level}` as const;
  const childLevel = Math.min(level + 1, 4) as 3 | 4;
  return (
    <section aria-labelledby={id}>
      <Heading id={id}>{block.heading}</Heading>
      <BlockText paragraphs={block.paragraphs} bullets={block.bullets} />
      {block.subsections?.map((sub, index) => (
        <BlockView
          key={sub.heading}
          block={sub}
          level={childLevel}
          id={id ? `${id}-${index + 1}` : undefined}
        />
      ))}
    </section>
  );
}
