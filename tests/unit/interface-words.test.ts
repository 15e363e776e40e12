import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parse, stringify } from 'yaml';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { interfaceWords } from '@/lib/content/interface-schema';
import { editedContentCopy } from './content-copy';

/**
 * The interface words are content (content/interface.yml, interface.ar.yml): the English file has
 * every text the schema asks for, an Arabic word left empty shows in English marked as English, and
 * a text that drops a slot the page fills is refused in one line (in Arabic, the English stands in).
 * Each case runs on a copy of content/ edited for it, so it holds whatever today's words are.
 */
const copy = vi.hoisted(() => ({ dir: '' }));

vi.mock('@/lib/content/load', async (importOriginal) =>
  (await import('./load-from-copy')).loadingFrom(await importOriginal(), copy),
);

type Words = Record<string, Record<string, unknown>>;
/** A copy of content/ with the words of `file` changed by `edit` (on the parsed YAML). */
const wordsCopy = (file: string, edit: (words: Words) => void) =>
  editedContentCopy(file, (source) => {
    const words = parse(source) as Words;
    edit(words);
    return stringify(words);
  });

const english = parse(readFileSync(join(process.cwd(), 'content/interface.yml'), 'utf8')) as Words;

// The Arabic footer banner left empty; the quick links heading and the search button in Arabic.
const ARABIC_LINKS = 'روابط للتجربة';
const ARABIC_SEARCH = 'ابحثوا للتجربة';
copy.dir = wordsCopy('interface.ar.yml', (words) => {
  words.frame!.footerBanner = '';
  words.frame!.quickLinks = ARABIC_LINKS;
  words.search!.button = '';
  words.search!.title = ARABIC_SEARCH;
});

const { readContent } = await import('@/lib/content/load');
const { Footer } = await import('@/components/layout/Footer');
const { SearchButton } = await import('@/components/search/SearchButton');
const { SearchDialog } = await import('@/components/search/SearchDialog');
const { LocaleProvider } = await import('@/components/i18n/LocaleProvider');
const { clientTextIn, untranslatedWordsIn } = await import('@/lib/content/client-text');

/** A text as renderToStaticMarkup writes it. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

type Props = Parameters<typeof LocaleProvider>[0];
type Json = { properties?: Record<string, Json>; required?: string[] };

describe('the interface words', () => {
  it('are all in the English file: every text the schema asks for', () => {
    const missing: string[] = [];
    const walk = (schema: Json, data: unknown, path: string) => {
      for (const key of schema.required ?? []) {
        const value = (data as Record<string, unknown> | undefined)?.[key];
        if (value === undefined || value === '') missing.push(`${path}${key}`);
        else if (schema.properties?.[key]?.properties)
          walk(schema.properties[key], value, `${path}${key}.`);
      }
    };
    walk(z.toJSONSchema(interfaceWords, { io: 'input' }) as Json, english, '');
    expect(missing).toEqual([]);
    expect(Object.keys(english)).toEqual(Object.keys(interfaceWords.shape));
  });

  it('show an Arabic word left empty in English, marked lang="en" dir="ltr", on the server and in the browser', () => {
    const { frame, search } = english as {
      frame: Record<string, string>;
      search: Record<string, string>;
    };
    const footer = renderToStaticMarkup(createElement(Footer, { locale: 'ar' }));
    expect(footer).toContain(`<span lang="en" dir="ltr">${html(frame.footerBanner!)}</span>`);
    expect(footer).toContain(`>${ARABIC_LINKS}</h2>`);

    const untranslated = untranslatedWordsIn('ar');
    expect(untranslated).toEqual(expect.arrayContaining([frame.footerBanner, search.button]));
    const props: Omit<Props, 'children'> = { locale: 'ar', text: clientTextIn('ar'), untranslated };
    const page = renderToStaticMarkup(
      createElement(
        LocaleProvider,
        props as Props,
        createElement(SearchButton, { variant: 'header' }),
        createElement(SearchDialog),
      ),
    );
    expect(page).toContain(`<span lang="en" dir="ltr">${html(search.button!)}</span>`);
    expect(page).toContain(`>${ARABIC_SEARCH}</h2>`);
    // Nothing is marked on a page whose words are all translated: the English page, here.
    expect(untranslatedWordsIn('en')).toEqual([]);
  });

  it('refuse an English text that drops a slot the page fills, in one line naming file and field', () => {
    const dir = wordsCopy('interface.yml', (words) => {
      words.quoteList!.added = String(words.quoteList!.added).replace('{what}', '');
    });
    const { problems } = readContent(dir, 'en');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/interface\.yml: quoteList\.added: keep \{what\} .+$/);
  });

  it('show the English text where an Arabic one drops a slot, and list it as untranslated', () => {
    const dir = wordsCopy('interface.ar.yml', (words) => {
      words.quoteList!.added = String(words.quoteList!.added).replace('{what}', '');
    });
    const { content, problems, untranslated, notes } = readContent(dir, 'ar');
    expect(problems).toEqual([]);
    expect(content!.interface.quoteList.added).toBe(english.quoteList!.added);
    expect(untranslated.map((entry) => entry.where)).toContain(
      'content/interface.ar.yml: quoteList.added',
    );
    expect(notes.join('\n')).toMatch(/interface\.ar\.yml: quoteList\.added: keep \{what\}/);
  });
});
