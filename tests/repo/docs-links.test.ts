import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];

/** The Markdown outside code blocks and code spans (a path in code is not a link). */
const prose = (markdown: string) =>
  markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** The targets of the inline and reference links of `markdown` that stay in the repository. */
function relativeLinks(markdown: string) {
  const text = prose(markdown);
  const targets = [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!),
    ...[...text.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/gm)].map((match) => match[1]!),
  ];
  return targets.filter((target) => !/^[a-z][a-z\d+.-]*:/i.test(target));
}

/** The anchors GitHub gives the headings of `markdown` ("## The quote list" → "the-quote-list"). */
function anchors(markdown: string) {
  const seen = new Map<string, number>();
  return [...markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map(
    (match) => {
      const slug = match[1]!
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-');
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      return count === 0 ? slug : `${slug}-${count}`;
    },
  );
}

/** What is wrong with each relative link of the document at `path` (relative to the root). */
function brokenLinks(path: string) {
  const markdown = readFileSync(join(root, path), 'utf8');
  return relativeLinks(markdown).flatMap((target) => {
    const [file = '', fragment] = target.split('#');
    const resolved = file ? normalize(join(dirname(path), decodeURIComponent(file))) : path;
    if (!existsSync(join(root, resolved))) return [`${target}: no file ${resolved}`];
    if (fragment && resolved.endsWith('.md')) {
      const headings = anchors(readFileSync(join(root, resolved), 'utf8'));
      if (!headings.includes(fragment.toLowerCase()))
        return [`${target}: no heading #${fragment} in ${relative('.', resolved)}`];
    }
    return [];
  });
}

describe('links in the README and docs/', () => {
  it('finds the links of a page and the anchors of its headings', () => {
    const page = [
      '# The Arabic site',
      'See [arabic](docs/arabic.md#right-to-left), [site](https://example.ae), [mail](mailto:a@b.ae),',
      '[top](#the-arabic-site) and [`PLACEHOLDERS`](content/PLACEHOLDERS.md "register").',
      '`[not](a-link.md)`',
      '```',
      '[not](either.md)',
      '```',
      '[ref]: docs/testing.md',
      '## Units & typography (`mm`)',
    ].join('\n');
    expect(relativeLinks(page)).toEqual([
      'docs/arabic.md#right-to-left',
      '#the-arabic-site',
      'content/PLACEHOLDERS.md',
      'docs/testing.md',
    ]);
    expect(anchors(page)).toEqual(['the-arabic-site', 'units--typography-mm']);
  });

  it.each(documents)('%s links only to files and headings that exist', (path) => {
    expect(brokenLinks(path)).toEqual([]);
  });
});
