import type { Page } from '@playwright/test';
import fc from 'fast-check';
import { contentIn } from '@/lib/content/load';
import { BASKET_KEY } from '@/components/basket/store';
import { REQUEST_KEY } from '@/components/basket/request';
import { anyDraft, anyLines, anyRequest, deep, raw } from '../unit/stored-values';
import { test, expect } from './fixtures';
import { GLANDS } from './content';
import { visit } from './helpers';

/**
 * Whatever the visitor's browser holds under the site's keys (changed by hand, by an extension, by
 * an older version of the site), the pages that read it render: /quote (the list, the request, the
 * sent copy), a product page (the header's count, the add buttons) and the contact page (the quote
 * form's draft), in both languages. The values are generated (tests/unit/stored-values.ts), with a
 * fixed seed so a failure is found again; the unit test (stored-data.test.ts) runs many more.
 */

const words = contentIn('en').interface;
const arabicWords = contentIn('ar').interface;
const errorTitles = [words.errors.errorTitle, arabicWords.errors.errorTitle];

/** The sent copy of issue 45: a line without a note, attributes not a list, an object as product. */
const line = { id: 'a', product: 'Gland', path: GLANDS, quantity: 2 };
const issueSent = {
  on: '2026-11-25T10:00:00.000Z',
  reference: 'RFQ-20261125-4821',
  lines: [line, { ...line, id: 'b', attributes: 'Brass' }, { ...line, id: 'c', product: {} }],
};

interface Stored {
  basket: string | null;
  request: string | null;
  draft: string | null;
}

const samples: Stored[] = [
  {
    // A list of one valid line, so /quote shows the sent copy beside it.
    basket: JSON.stringify({
      v: 1,
      lines: [
        { ...line, note: '' },
        { ...line, id: 'x', note: 7 },
      ],
    }),
    request: JSON.stringify({ v: 1, at: new Date().toISOString(), sent: issueSent }),
    draft: JSON.stringify({ user_name: { a: 1 }, user_message: ['x'] }),
  },
  {
    basket: JSON.stringify({ v: 1, lines: deep(500, line) }),
    request: JSON.stringify({
      v: 1,
      at: new Date().toISOString(),
      sent: { ...issueSent, lines: Array(20_000).fill(line) },
    }),
    draft: '[[[[',
  },
  ...fc.sample(
    fc.record({
      basket: raw(fc.record({ v: fc.constant(1), lines: anyLines })),
      request: raw(anyRequest),
      draft: raw(anyDraft),
    }),
    { numRuns: 6, seed: 45 },
  ),
];

async function store(page: Page, { basket, request, draft }: Stored) {
  await page.evaluate(
    (values) => {
      const areas = { local: localStorage, session: sessionStorage };
      for (const [area, key, value] of values)
        if (value === null) areas[area].removeItem(key);
        else areas[area].setItem(key, value);
    },
    [
      ['local', BASKET_KEY, basket],
      ['local', REQUEST_KEY, request],
      ['session', 'quote-draft:contact', draft],
    ] as ['local' | 'session', string, string | null][],
  );
}

/** The page rendered: its heading, no error page, nothing thrown. */
async function expectRendered(page: Page, path: string, errors: string[]) {
  await visit(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const title of errorTitles)
    await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  expect(errors, path).toEqual([]);
}

test.describe('stored values the site did not write', () => {
  for (const [index, sample] of samples.entries())
    test(`leave /quote, a product page and the contact form rendering (sample ${index})`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/about');
      await store(page, sample);
      for (const path of ['/quote', GLANDS, '/contact-us', '/ar/quote'])
        await expectRendered(page, path, errors);
    });
});
