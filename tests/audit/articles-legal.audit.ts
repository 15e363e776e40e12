import { describe, expect, it } from 'vitest';
import { isRoute, specRoutes } from '@/lib/content/routes';
import { typeset } from '../unit/typography';
import { audited } from './content';
import { blockText } from '../text';

/** Spec §2 (/blog, Terms and Privacy, /career): the articles, clauses and career content of today. */
const { articles, legal, career } = audited();
const terms = legal.find((page) => page.path === '/terms-condition')!;
const privacy = legal.find((page) => page.path === '/privacy-policy')!;
const careerTopics = career.offer.topics;
const perks = career.perks.cards;
const jobs = career.jobs.openings;

const specArticles = new Set<string>(
  specRoutes.filter((route) => route.kind === 'article').map((route) => route.path),
);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('articles', () => {
  it('hold the five spec articles in order (and any an editor added)', () => {
    expect(
      articles.map((article) => article.path).filter((path) => specArticles.has(path)),
    ).toEqual([...specArticles]);
  });

  // The spec's articles are held to its length and parts; one an editor adds only to the schema's.
  for (const article of articles.filter(({ path }) => specArticles.has(path))) {
    it(`${article.path} has every part and at least 500 words`, () => {
      expect(article.headerImage.src).toMatch(/^\/images\//);
      expect(article.sideImage?.src).toMatch(/^\/images\//);
      expect(article.subtitle?.length).toBeGreaterThan(20);
      expect(article.excerpt.length).toBeGreaterThan(40);
      expect(article.intro.length).toBeGreaterThan(0);
      expect(article.list.length).toBeGreaterThanOrEqual(4);
      expect(article.listHeading).toMatch(/benefit|application/i);
      expect(article.published).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.related.length).toBeGreaterThan(0);
      expect(article.related.every(isRoute)).toBe(true);
      const text = [
        ...article.intro,
        ...article.sections.flatMap(blockText),
        ...article.list.flatMap((p) => [p.title, p.text]),
      ].join(' ');
      expect(words(text)).toBeGreaterThanOrEqual(500);
    });
  }

  it('the cable gland article covers types, armour, ratings, threads and mistakes', () => {
    const text = JSON.stringify(articles.find((article) => article.path === '/blogdetail'));
    for (const topic of [/armour/i, /IP6[68]/, /Ex d|hazardous/i, /M16 to M75/, /mistake/i])
      expect(text).toMatch(topic);
  });
});

describe('legal pages', () => {
  it('terms have the 14 spec clauses in order', () => {
    const expected = [
      /accept/i,
      /scope/i,
      /quotation/i,
      /order|payment/i,
      /delivery/i,
      /return|warranty/i,
      /third-party/i,
      /intellectual/i,
      /liability/i,
      /confidential/i,
      /law/i,
      /force majeure/i,
      /jurisdiction|court/i,
      /update|change/i,
    ];
    expect(terms.clauses).toHaveLength(14);
    terms.clauses.forEach((clause, index) =>
      expect(clause.heading, `clause ${index + 1}`).toMatch(expected[index]!),
    );
    const text = JSON.stringify(terms);
    for (const fact of ['AED', '5%', 'VAT', '7 working days', 'Sharjah'])
      expect(text).toContain(typeset(fact));
    expect(terms.updated).toBe('July 2025');
    expect(new Set(terms.clauses.map((clause) => clause.id)).size).toBe(14);
  });

  it('privacy covers every section the spec lists', () => {
    expect(privacy.clauses.map((clause) => clause.id)).toEqual([
      'purpose',
      'data-we-collect',
      'how-we-use-data',
      'sharing',
      'storage-and-security',
      'your-rights',
      'cookies',
      'policy-updates',
    ]);
    expect(privacy.updated).toBe('July 2025');
    const text = JSON.stringify(privacy);
    expect(text).toMatch(/EmailJS/);
    expect(text).toMatch(/no cookies of its own|does not set any cookies|sets no cookies/i);
  });
});

describe('career content', () => {
  it('has the four topics, four perks and six openings', () => {
    expect(careerTopics.map((topic) => topic.title)).toEqual([
      expect.stringMatching(/^Life At /),
      'Shaping Impactful Solutions',
      'Learning That Fuels Growth',
      'Every Voice Matters',
    ]);
    expect(perks.map((perk) => perk.title)).toEqual([
      'Flexible Work Schedule',
      'International Collaborations',
      'Top of the Line Resources',
      'Support and Benefits',
    ]);
    expect(jobs).toHaveLength(6);
  });
});
