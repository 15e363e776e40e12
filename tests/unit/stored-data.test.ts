import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@/components/i18n/LocaleProvider';
import { composeList } from '@/components/basket/compose';
import { QuoteLine } from '@/components/basket/QuoteLine';
import { RequestCopy } from '@/components/basket/RequestCopy';
import { parseRequest } from '@/components/basket/request';
import { limits, parseBasket, parseLines, type BasketLine } from '@/components/basket/store';
import { quoteLimits } from '@/components/quote/quote-rules';
import { parseDraft } from '@/components/quote/use-draft';
import { clientTextIn } from '@/lib/content/client-text';
import { contact } from '@/lib/content/site';
import { listWords as words } from './list-words';
import { anyDraft, anyLines, anyRequest, deep, lineKeys, raw } from './stored-values';

/**
 * Everything the site keeps in the visitor's browser is read back through one parser per structure
 * (the list and its lines: store.ts; the request, the kept contact details and the sent copy:
 * request.ts; the quote form's draft: use-draft.ts). Storage is the visitor's to change (by hand,
 * another tab, an extension, an older version of the site): whatever it holds, reading it never
 * throws, and what comes back is what the pages can show.
 */

const runs = { numRuns: 300, seed: 45 };

/** Every line read back is one the list can hold and show. */
function expectLine(line: BasketLine) {
  expect(Object.getPrototypeOf(line)).toBe(Object.prototype);
  expect(Object.keys(line).every((key) => (lineKeys as readonly string[]).includes(key))).toBe(
    true,
  );
  expect(typeof line.id).toBe('string');
  expect(line.product.trim()).not.toBe('');
  expect(line.product.length).toBeLessThanOrEqual(limits.text);
  expect(line.path).toMatch(/^\/(?:[\w-]+(?:\/[\w-]+)*)?$/);
  expect(Number.isInteger(line.quantity) && line.quantity >= 1).toBe(true);
  expect(line.quantity).toBeLessThanOrEqual(limits.quantity);
  expect(typeof line.note).toBe('string');
  expect(line.note.length).toBeLessThanOrEqual(limits.note);
  for (const { name, value } of [...(line.attributes ?? []), ...(line.english?.attributes ?? [])]) {
    expect(typeof name).toBe('string');
    expect(value.trim()).not.toBe('');
  }
  if (line.options !== undefined) expect(typeof line.options).toBe('string');
  if (line.row !== undefined) expect(line.row).toMatch(/^[a-z0-9][a-z0-9.-]*$/);
  if (line.english !== undefined) expect(line.english.product.trim()).not.toBe('');
}

type Props = Parameters<typeof LocaleProvider>[0];
const inPage = (child: ReactNode) =>
  renderToStaticMarkup(
    createElement(LocaleProvider, { locale: 'ar', text: clientTextIn('ar') } as Props, child),
  );

describe('the quote list as stored: any value', () => {
  it('reads as lines the list can hold, never an error, and reads back the same once saved', () => {
    fc.assert(
      fc.property(raw(fc.record({ v: fc.constant(1), lines: anyLines })), (stored) => {
        const lines = parseBasket(stored);
        expect(lines.length).toBeLessThanOrEqual(limits.lines);
        expect(new Set(lines.map((line) => line.id)).size).toBe(lines.length);
        lines.forEach(expectLine);
        expect(parseBasket(JSON.stringify({ v: 1, lines }))).toEqual(lines);
        // What is sent and what is shown are made from these lines.
        composeList(lines, contact, '', words);
        for (const line of lines)
          inPage(
            createElement(QuoteLine, {
              line,
              removeRef: null,
              onRemove: () => {},
              onAnnounce: () => {},
            }),
          );
      }),
      runs,
    );
  });

  it('repairs what only helps (a note, a row, the English), drops a line that names nothing', () => {
    const line = { id: 'a', product: 'Gland', path: '/GlandsAccessories', quantity: 2 };
    expect(
      parseLines([{ ...line, row: 'Not A Row', english: { product: {} }, extra: 'x' }]),
    ).toEqual([{ ...line, note: '' }]);
    expect(parseLines([{ ...line, note: 'n'.repeat(limits.note + 9) }])[0]?.note).toHaveLength(
      limits.note,
    );
    for (const bad of [{ product: {} }, { attributes: {} }, { attributes: [7] }, { path: 7 }])
      expect(parseLines([{ ...line, ...bad }]), JSON.stringify(bad)).toEqual([]);
  });

  it('survives a huge array, deep nesting and strings that are not JSON', () => {
    const line = { id: 'a', product: 'Gland', path: '/GlandsAccessories', quantity: 2, note: '' };
    const huge = Array.from({ length: 100_000 }, (_, i) => ({ ...line, id: `l${i}` }));
    expect(parseBasket(JSON.stringify({ v: 1, lines: huge }))).toHaveLength(limits.lines);
    expect(parseBasket(JSON.stringify({ v: 1, lines: Array(100_000).fill(7) }))).toEqual([]);
    expect(parseBasket(JSON.stringify({ v: 1, lines: [deep(1000, line), line] }))).toEqual([line]);
    for (const text of ['['.repeat(100_000), '{"v":1,"lines":[', '\u0000', 'undefined'])
      expect(parseBasket(text)).toEqual([]);
  });
});

describe('the request as stored (its fields, contact details and sent copy): any value', () => {
  it('reads as strings within their limits, never an error; a sent copy renders', () => {
    fc.assert(
      fc.property(raw(anyRequest), (stored) => {
        const { fields, contact: details, reference, sent } = parseRequest(stored);
        for (const value of Object.values(fields)) expect(typeof value).toBe('string');
        expect(fields.requiredBy).toMatch(/^(?:\d{4}-\d{2}-\d{2})?$/);
        if (details) {
          expect(details.user_name.length).toBeLessThanOrEqual(quoteLimits.user_name);
          expect(details.user_mobile.length).toBeLessThanOrEqual(quoteLimits.user_mobile);
          expect(details.user_email.length).toBeLessThanOrEqual(quoteLimits.user_email);
          expect(details.message.length).toBeLessThanOrEqual(quoteLimits.user_message);
        }
        if (reference) expect(reference).toMatch(/^RFQ-\d{8}-\d{4}$/);
        if (!sent) return;
        expect(Number.isNaN(Date.parse(sent.on))).toBe(false);
        sent.lines.forEach(expectLine);
        expect(inPage(createElement(RequestCopy, { sent, locale: 'ar' }))).toContain(
          sent.reference,
        );
      }),
      runs,
    );
  });

  it('reads the sent copy of issue 45 (a line without a note, attributes not a list, an object as product) without breaking', () => {
    const line = { id: 'a', product: 'Gland', path: '/GlandsAccessories', quantity: 2 };
    const sent = {
      on: '2026-11-25T10:00:00.000Z',
      reference: 'RFQ-20261125-4821',
      lines: [line, { ...line, id: 'b', attributes: 'Brass' }, { ...line, id: 'c', product: {} }],
    };
    const at = new Date().toISOString();
    const request = parseRequest(JSON.stringify({ v: 1, at, sent }));
    expect(request.sent?.lines).toEqual([{ ...line, note: '' }]);
    expect(parseRequest(JSON.stringify({ v: 1, at, sent: deep(1000, sent) })).sent).toBeUndefined();
    expect(
      parseRequest(JSON.stringify({ v: 1, at, fields: { requiredBy: '2027-02-30' } })).fields,
    ).toEqual({ company: '', project: '', site: '', requiredBy: '' });
  });
});

describe("the quote form's draft as stored: any value", () => {
  it('reads as the form’s five fields, strings within their limits, never an error', () => {
    fc.assert(
      fc.property(raw(anyDraft), (stored) => {
        const draft = parseDraft(stored);
        expect(Object.keys(draft).sort()).toEqual(
          ['user_email', 'user_message', 'user_mobile', 'user_name', 'user_service'].sort(),
        );
        for (const value of Object.values(draft)) expect(typeof value).toBe('string');
        expect(draft.user_message.length).toBeLessThanOrEqual(quoteLimits.user_message);
      }),
      runs,
    );
    expect(parseDraft('{"user_name":{"toString":1},"user_email":"a@b.ae"}')).toMatchObject({
      user_name: '',
      user_email: 'a@b.ae',
    });
  });
});
