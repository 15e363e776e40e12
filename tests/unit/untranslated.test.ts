import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { editedContentCopy } from './content-copy';

/**
 * A text an editor has not translated yet: the Arabic page shows the English, marked as English
 * (lang="en", left to right), and the build lists it; nothing stops the publish.
 */
const copy = vi.hoisted(() => ({ dir: '' }));

vi.mock('@/lib/content/load', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/content/load')>();
  return {
    ...actual,
    contentIn: (locale: 'en' | 'ar') => actual.loadContent(copy.dir, locale),
    untranslatedIn: (locale: 'en' | 'ar') => actual.untranslatedIn(locale, copy.dir),
    routeTextsIn: (locale: 'en' | 'ar') => actual.routeTextsIn(locale, copy.dir),
  };
});

// The glands page's second intro paragraph loses its Arabic.
copy.dir = editedContentCopy('products/GlandsAccessories.ar.yml', (source) =>
  source.replace(/^(intro:\n  - .*\n)  - .*\n/m, '$1'),
);

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
    expect(arabic[1]).toBe(english[1]);
    expect(arabic[0]).not.toBe(english[0]);
    const html = renderToStaticMarkup(
      createElement(
        LocaleProvider,
        { locale: 'ar', text: clientText('ar') } as Parameters<typeof LocaleProvider>[0],
        createElement(PageBody, { path: '/GlandsAccessories', locale: 'ar' }),
      ),
    );
    expect(html).toContain(`<p><span lang="en" dir="ltr">${english[1]}</span></p>`);
    expect(html).not.toContain(`<span lang="en" dir="ltr">${english[0]}`);
  });
});

describe('the admin page of texts to translate', () => {
  it('lists each untranslated field under its file, with a link to its entry', async () => {
    const { readContent } = await import('@/lib/content/load');
    const { statusPage } = await import('@/lib/content/translation-status');
    const { untranslated } = readContent(copy.dir, 'ar');
    expect(untranslated.map((entry) => entry.where)).toEqual([
      'content/products/GlandsAccessories.ar.yml: intro[1]',
    ]);
    const html = statusPage(untranslated, '<meta name="x" />');
    expect(html).toContain('href="/admin/#/collections/products/entries/GlandsAccessories"');
    expect(html).toContain('<code>intro[1]</code>');
    expect(statusPage([], '')).toContain('Every text has its Arabic translation.');
  });
});
