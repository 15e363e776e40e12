import type { Block } from '@/content/types';

interface Props {
  block: Block;
  /** Heading level of this block; nested blocks go one deeper. */
  level?: 2 | 3 | 4;
  id?: string;
}

/** Long-form text from content: heading, paragraphs, bullets, then nested blocks. */
export function BlockView({ block, level = 2, id }: Props) {
  const Heading = `h${level}` as const;
  const childLevel = Math.min(level + 1, 4) as 3 | 4;
  return (
    <section aria-labelledby={id}>
      <Heading id={id}>{block.heading}</Heading>
      {block.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {block.bullets && (
        <ul>
          {block.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      )}
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
