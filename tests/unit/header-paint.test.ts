import { beforeAll, describe, expect, it } from 'vitest';
import { attr, parseHtml, select, selectOne } from '../html';
import { files, readText, rel, requireExport } from './export';

/*
 * No paint shows the header in part (issue 44): on a slow link the parser could stop between the
 * header's tools, and the ones already drawn moved when the rest came (CLS 0.0016 on / at 412 px,
 * slow 4G, in 2 of 4 loads). Each page holds its first paint with `<link rel="expect"
 * blocking="render">` until the parser reaches an empty element at the very end of the header.
 */

beforeAll(requireExport);

describe('the first paint waits for the whole header', () => {
  const pages = files();

  it('has pages to check', () => expect(pages.length).toBeGreaterThan(0));

  it.each(pages.map((file) => [rel(file), file]))('%s', (_, file) => {
    const document = parseHtml(readText(file));
    const expects = select(document, 'head link[rel="expect"]');
    expect(expects, 'one render-blocking expect link in <head>').toHaveLength(1);
    const [link] = expects;
    expect(attr(link, 'blocking')).toBe('render');
    const id = (attr(link, 'href') ?? '').replace(/^#/, '');
    const target = selectOne(document, `[id="${id}"]`);
    const header = selectOne(document, 'body header');
    expect(target, `#${id} in the page`).toBeDefined();
    // Empty, and the header's last child: parsed only when the whole header is.
    expect(target!.childNodes, `#${id} is empty`).toHaveLength(0);
    expect(target!.parentNode, `#${id} is in the header`).toBe(header);
    expect(header!.lastElementChild, `#${id} ends the header`).toBe(target);
  });
});
