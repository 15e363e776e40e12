import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { editFile, translatedCopy } from './translated-copy';
import { NodeType } from 'node-html-parser';
import { select, textOf, type Element } from '../html';

/**
 * A text an editor has not translated yet: the Arabic page shows the English, marked as English
 * (lang="en", left to right), and the build lists it; nothing stops the publish.
 */
const copy = vi.hoisted(() => ({ dir: '' }));

vi.mock('@/lib/content/load', async (importOriginal) =>
  (await import('./load-from-copy')).loadingFrom(await importOriginal(), copy),
);

// A whole translation made by the test, then the glands page's first paragraph loses its Arabic.
copy.dir = translatedCopy();
editFile(copy.dir, 'products/GlandsAccessories.ar.yml', (data) => {
  data.intro[0] = '';
});
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const { loadContent } = await import('@/lib/content/load');
const { PageBody } = await import('@/components/pages/PageBody');
const { LocaleProvider } = await import('@/components/i18n/LocaleProvider');
const { clientTextIn: clientText } = await import('@/lib/content/client-text');

describe('an untranslated text', () => {
  it('shows in English on the Arabic page, marked lang="en", the rest in Arabic', () => {
    const english = loadContent(copy.dir, 'en').products.find(
      (page) => page.path === '/GlandsAccessories',
    )!.intro;
    const arabic = loadContent(copy.dir, 'ar').products.find(
      (page) => page.path === '/GlandsAccessories',
    )!.intro;
    expect(arabic[0]).toBe(english[0]);
    const html = renderToStaticMarkup(
      createElement(
        LocaleProvider,
        { locale: 'ar', text: clientText('ar') } as Parameters<typeof LocaleProvider>[0],
        createElement(PageBody, { path: '/GlandsAccessories', locale: 'ar' }),
      ),
    );
    expect(html).toContain(`<p><span lang="en" dir="ltr">${escape(english[0]!)}</span></p>`);
    // Everything else is the test's Arabic, unmarked.
    // A paragraph of it: a bare <p> whose first node is the Arabic text itself.
    const arabicParagraph = (p: Element) =>
      Object.keys(p.attributes).length === 0 &&
      p.firstChild?.nodeType === NodeType.TEXT_NODE &&
      textOf(p).startsWith('نص عربي ');
    expect(select(html, 'p').filter(arabicParagraph)).not.toEqual([]);
    expect(select(html, '[lang="en"]')).toHaveLength(1);
  });
});

describe('the admin page of texts to translate', () => {
  it('lists each untranslated field under its file, with a link to its entry', async () => {
    const { readContent } = await import('@/lib/content/load');
    const { statusPage } = await import('@/lib/content/translation-status');
    const { untranslated } = readContent(copy.dir, 'ar');
    expect(untranslated.map((entry) => entry.where)).toEqual([
      'content/products/GlandsAccessories.ar.yml: intro[0]',
    ]);
    const html = statusPage(untranslated, "default-src 'none'");
    expect(html).toContain('href="/admin/#/collections/products/entries/GlandsAccessories"');
    expect(html).toContain('<code>intro[0]</code>');
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'" />`,
    );
    expect(statusPage([], "default-src 'none'")).toContain(
      'Every text has its Arabic translation.',
    );
  });
});
