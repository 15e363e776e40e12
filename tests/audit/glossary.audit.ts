import { describe, expect, it } from 'vitest';
import { contentIn, routeTextsIn } from '@/lib/content/load';
import { locales } from '@/lib/i18n/locales';
import { allDictionaries, arabicSources } from './arabic-sources';
import { arabicPattern } from '../text';

/**
 * One vocabulary (issue 29): content/glossary.yml names each thing once per language, the pages
 * named after it use that word, and the menus, the footer and the quote form's service list show
 * the page names, never other words. And the Arabic never uses the false friends below.
 */

const uses = (text: string, term: string, locale: string) =>
  locale === 'ar'
    ? arabicPattern(term).test(text)
    : text.toLowerCase().includes(term.toLowerCase());

describe('the glossary', () => {
  it('has one entry per id, and an Arabic word for every entry', () => {
    const english = contentIn('en').glossary.terms;
    const arabic = contentIn('ar').glossary.terms;
    expect(new Set(english.map((term) => term.id)).size).toBe(english.length);
    expect(arabic.map((term) => term.id)).toEqual(english.map((term) => term.id));
    for (const term of arabic) expect(term.term).toMatch(/[\u0600-\u06ff]/);
    for (const term of arabic) expect(term.english).toMatch(/^[A-Za-z&/ -]+$/);
  });

  it.each(locales)('is the word of the pages named after each term (%s)', (locale) => {
    const names = routeTextsIn(locale);
    for (const term of contentIn(locale).glossary.terms)
      for (const page of term.pages)
        expect({
          page,
          name: names[page].name,
          uses: uses(names[page].name, term.term, locale),
        }).toEqual({ page, name: names[page].name, uses: true });
  });
});

/**
 * Words a UAE engineer reads as something else, with what to write instead. `only` limits a word to
 * the files where it is wrong (المحوّلات are transformers, rightly, on the cables page).
 */
const falseFriends: { word: RegExp; write: string; only?: RegExp }[] = [
  { word: /حاوي(?:ة|ات|تها|اتها)/, write: 'علبة / علب كهربائية (Enclosures)' },
  { word: /بالجملة/, write: 'مواد الأعمال الكهربائية … (Bulk Materials)' },
  { word: /شهادات العملاء/, write: 'آراء العملاء (testimonials)' },
  { word: /تقدير (?:ال)?كميات/, write: 'مهندس تسعير (estimation engineer)' },
  {
    word: /محو[ّ]?لات/,
    write: 'المهايئات (adaptors)',
    only: /GlandsAccessories|InstrumentationBulk/,
  },
  { word: /الإهمال الجسيم/, write: 'الخطأ الجسيم (UAE civil law)' },
  {
    word: /(?:الاختيار|التركيب|التخزين) أو [^،.]*الاستخدام غير الصحيح/,
    write: 'سوء الاختيار أو التركيب أو التخزين أو الاستخدام',
  },
  { word: /المدفوعات الواردة/, write: 'the customer bears the charges on payments to us' },
];

describe('the Arabic text', () => {
  const sources = arabicSources(allDictionaries());

  it.each(falseFriends.map((friend) => [String(friend.word), friend] as const))(
    'has no false friend %s',
    (_, { word, write, only }) => {
      const found = sources
        .filter((source) => !only || only.test(source.file))
        .filter((source) => word.test(source.text))
        .map((source) => `${source.file}: ${source.text.match(word)![0]} → ${write}`);
      expect(found).toEqual([]);
    },
  );

  it('reads every source it checks', () => {
    expect(sources.length).toBeGreaterThan(40);
    expect(sources.some((source) => source.file === 'content/glossary.ar.yml')).toBe(true);
  });
});
