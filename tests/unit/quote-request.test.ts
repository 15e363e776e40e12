import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatList, composeList, requestTitle } from '@/components/basket/compose';
import { parseQuantity } from '@/components/basket/quantity';
import {
  KEEP_DAYS,
  REQUEST_KEY,
  detailsOf,
  emptyFields,
  forgetDetails,
  makeReference,
  markSent,
  parseRequest,
  readRequest,
  saveDetails,
  tidyRequest,
} from '@/components/basket/request';
import { limits, type BasketLine } from '@/components/basket/store';
import { selectionTable } from '@/lib/content/schema';
import { contentIn } from '@/lib/content/load';

import { listWords as words } from './list-words';

const origin = 'https://example.ae';

const gland: BasketLine = {
  id: 'g',
  product: 'Cable gland size 25S, M25 × 1.5',
  attributes: [
    { name: 'Type', value: 'E1W, double seal' },
    { name: 'Material', value: 'Brass' },
  ],
  path: '/GlandsAccessories',
  quantity: 200,
  note: '',
};

describe('the request reference', () => {
  it('is made from the day and four digits: RFQ-yyyymmdd-nnnn', () => {
    expect(makeReference(new Date(2026, 10, 25), 0.4821)).toBe('RFQ-20261125-4821');
    expect(makeReference(new Date(2027, 0, 3), 0)).toBe('RFQ-20270103-0000');
    expect(makeReference(new Date(2027, 0, 3), 0.99999)).toBe('RFQ-20270103-9999');
    expect(makeReference()).toMatch(/^RFQ-\d{8}-\d{4}$/);
  });
});

describe('the stored request (company, project, delivery, date, sent copy)', () => {
  const stored = (data: unknown) =>
    JSON.stringify({ v: 1, at: new Date().toISOString(), ...(data as object) });

  it('reads what was stored, cut to the limits', () => {
    const request = parseRequest(
      stored({
        fields: {
          company: 'ACME',
          project: 'x'.repeat(500),
          site: 'Ruwais',
          requiredBy: '2027-01-31',
        },
        reference: 'RFQ-20261125-4821',
      }),
    );
    expect(request.fields).toEqual({
      company: 'ACME',
      project: 'x'.repeat(limits.text),
      site: 'Ruwais',
      requiredBy: '2027-01-31',
    });
    expect(request.reference).toBe('RFQ-20261125-4821');
    expect(request.sent).toBeUndefined();
  });

  it('drops what is not a date, a reference or a sent copy, and never throws', () => {
    const request = parseRequest(
      stored({
        fields: { requiredBy: 'tomorrow', company: 42 },
        reference: 'javascript:alert(1)',
        sent: { reference: 'RFQ-1', on: 'x', lines: [] },
      }),
    );
    expect(request).toMatchObject({
      fields: { company: '', project: '', site: '', requiredBy: '' },
      reference: undefined,
      sent: undefined,
    });
    for (const raw of [null, '', '{', '[]', JSON.stringify({ v: 2, fields: { company: 'A' } })])
      expect(parseRequest(raw).fields.company, String(raw)).toBe('');
    expect(REQUEST_KEY).not.toBe('quote-basket');
  });
});

describe('the list as sent (e-mail, WhatsApp, mailto)', () => {
  it('heads the text with the reference and the sender, and lists every attribute, quantity and row', () => {
    const text = composeList([{ ...gland, row: 'gland-sizes-25s' }], { origin }, '', words, {
      reference: 'RFQ-20261125-4821',
      name: 'Sara Khan',
      company: 'ACME Contracting',
      site: 'Ruwais',
      requiredBy: '2027-01-31',
    });
    expect(text).toBe(`RFQ, 1 line
Ref: RFQ-20261125-4821
By: Sara Khan
Co: ACME Contracting
Site: Ruwais
Due: 2027-01-31

1. Cable gland size 25S, M25 × 1.5
   Type: E1W, double seal
   Material: Brass
   Qty: 200
   Link: ${origin}/GlandsAccessories#gland-sizes-25s`);
  });

  it('puts the reference in the title, the e-mail subject', () => {
    expect(requestTitle(3, words.list, 'RFQ-20261125-4821')).toBe('RFQ RFQ-20261125-4821, 3 lines');
    expect(requestTitle(3, words.list)).toBe('RFQ, 3 lines');
  });

  it('writes a line added on the Arabic site in English, the Arabic the buyer read beside it, with no control characters', () => {
    const label = 'جلبة كابل مقاس 20S، M20 × 1.5، مانع التسرّب الداخلي 6.1–11.6 mm';
    const line: BasketLine = {
      ...gland,
      path: '/ar/GlandsAccessories',
      product: label,
      attributes: [
        { name: 'المادة', value: 'فولاذ مقاوم للصدأ 316' },
        { name: 'Thread', value: 'M20' },
      ],
      english: {
        product: 'Cable gland size 20S, M20 × 1.5, inner seal 6.1–11.6 mm',
        attributes: [
          { name: 'Material', value: '316 stainless steel' },
          { name: 'Thread', value: 'M20' },
        ],
      },
    };
    const text = composeList([line], { origin }, '', words, { name: 'سارة خان' });
    expect(text).toBe(`RFQ, 1 line
By: سارة خان

1. Cable gland size 20S, M20 × 1.5, inner seal 6.1–11.6 mm
   Read as: ${label}
   Material (المادة): 316 stainless steel (فولاذ مقاوم للصدأ 316)
   Thread: M20
   Qty: 200
   Link: ${origin}/ar/GlandsAccessories`);
    // Nothing invisible: no bidi controls (LRM, RLM, ALM, embeddings, isolates) in what is sent.
    expect(text).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
  });
});

describe('personal data (issue 45)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const details = {
    name: 'Sara Khan',
    phone: '+971501234567',
    email: 'sara@acme.example',
    message: 'Call me after 4',
  };
  const fields = {
    company: 'ACME Contracting',
    project: 'Ruwais substation',
    site: 'Ruwais',
    requiredBy: '2027-01-31',
  };

  it('never goes into the WhatsApp text: the list and the reference only, no note', () => {
    const text = chatList(
      [{ ...gland, note: 'ask for Sara on 050 123 4567' }],
      { origin },
      words,
      'RFQ-20261125-4821',
    );
    expect(text).toBe(
      composeList([gland], { origin }, '', words, { reference: 'RFQ-20261125-4821' }),
    );
    for (const typed of [...Object.values(details), ...Object.values(fields), 'ask for Sara'])
      expect(text, typed).not.toContain(typed);
    expect(text).toContain('RFQ-20261125-4821');
    expect(text).toContain(gland.product);
  });

  it('leaves the storage once sent: the copy keeps the list, its reference and the project, the tab the details', () => {
    const storage = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    });
    const reference = 'RFQ-20261125-4821';
    saveDetails({
      fields,
      reference,
      contact: {
        user_name: details.name,
        user_mobile: details.phone,
        user_email: details.email,
        message: details.message,
      },
    });
    const sent = { on: '2026-11-25T10:00:00.000Z', reference, fields, lines: [gland] };
    markSent(sent, details);
    const raw = storage.get(REQUEST_KEY) ?? '';
    for (const value of Object.values(details)) expect(raw, value).not.toContain(value);
    expect(readRequest()).toEqual({
      fields,
      reference,
      contact: undefined,
      sent,
      at: expect.any(String),
    });
    // The copy on screen (this tab) still shows who sent it; another reference shows no one.
    expect(detailsOf(readRequest().sent!)).toEqual(details);
    expect(detailsOf({ ...sent, reference: 'RFQ-20261125-0001' }).name).toBe('');
  });

  it('is not read back from a sent copy stored by an earlier version', () => {
    const sent = {
      on: '2026-11-25T10:00:00.000Z',
      reference: 'RFQ-20261125-4821',
      lines: [gland],
      ...details,
    };
    const request = parseRequest(JSON.stringify({ v: 1, at: new Date().toISOString(), sent }));
    expect(request.sent).toEqual({
      on: sent.on,
      reference: sent.reference,
      fields: { company: '', project: '', site: '', requiredBy: '' },
      lines: [gland],
    });
  });
});

describe('stored details expire (issue 45)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const contactDraft = {
    user_name: 'Sara Khan',
    user_mobile: '+971501234567',
    user_email: 'sara@acme.example',
    message: 'Call me after 4',
  };
  const fields = { company: 'ACME', project: 'Ruwais', site: 'Ruwais', requiredBy: '2027-01-31' };
  const reference = 'RFQ-20261125-4821';
  const sent = { on: '2026-11-25T10:00:00.000Z', reference, fields, lines: [gland] };
  const day = 24 * 60 * 60 * 1000;

  function stubStorage() {
    const storage = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    });
    return storage;
  }

  it(`are read for ${KEEP_DAYS} days after they were last typed or sent, then gone; the reference stays`, () => {
    const at = Date.parse('2026-11-25T10:00:00.000Z');
    const raw = JSON.stringify({
      v: 1,
      at: new Date(at).toISOString(),
      fields,
      contact: contactDraft,
      reference,
      sent,
    });
    const within = parseRequest(raw, at + KEEP_DAYS * day - 1);
    expect(within).toMatchObject({ fields, contact: contactDraft, reference, sent });
    const after = parseRequest(raw, at + KEEP_DAYS * day + 1);
    expect(after).toEqual({ fields: emptyFields, reference });
    // Without a time (an earlier version's), or a time ahead of the clock: gone too.
    const untimed = JSON.parse(raw) as Record<string, unknown>;
    delete untimed.at;
    expect(parseRequest(JSON.stringify(untimed), at)).toEqual({ fields: emptyFields, reference });
    expect(parseRequest(raw, at - 2 * day)).toEqual({ fields: emptyFields, reference });
  });

  it('leave the storage when /quote opens after their time (faked clock), and typing starts it again', () => {
    const storage = stubStorage();
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T10:00:00.000Z'));
    saveDetails({ fields, contact: contactDraft, reference });
    vi.setSystemTime(new Date(Date.now() + 10 * day));
    tidyRequest();
    expect(storage.get(REQUEST_KEY)).toContain('Sara Khan');
    vi.setSystemTime(new Date(Date.now() + KEEP_DAYS * day));
    tidyRequest();
    expect(JSON.parse(storage.get(REQUEST_KEY) ?? 'null')).toEqual({
      v: 1,
      fields: emptyFields,
      reference,
    });
    saveDetails({ ...readRequest(), fields: { ...emptyFields, company: 'ACME' } });
    expect(JSON.parse(storage.get(REQUEST_KEY) ?? 'null').at).toBe(new Date().toISOString());
  });

  it('"forget my details" removes the fields, the contact details and the sent copy at once; the reference stays', () => {
    const storage = stubStorage();
    saveDetails({ fields, contact: contactDraft, reference });
    markSent(sent, { name: 'Sara Khan', phone: '', email: '', message: '' });
    forgetDetails();
    expect(JSON.parse(storage.get(REQUEST_KEY) ?? 'null')).toEqual({
      v: 1,
      fields: emptyFields,
      reference,
    });
    expect(readRequest().sent).toBeUndefined();
    expect(detailsOf(sent).name).toBe('');
  });
});

describe('a quantity typed on a row', () => {
  it('accepts whole numbers from 1 to the limit only', () => {
    expect(parseQuantity('200')).toBe(200);
    expect(parseQuantity(' 1000 ')).toBe(1000);
    expect(parseQuantity(String(limits.quantity))).toBe(limits.quantity);
    for (const bad of ['', '0', '-5', '1.5', '1e3', String(limits.quantity + 1), 'ten', '0x10'])
      expect(parseQuantity(bad), bad).toBeNull();
  });
});

describe('table options (content)', () => {
  const base = {
    id: 'a-table',
    caption: 'A table',
    item: 'Thing',
    columns: [{ key: 'size', label: 'Size' }],
    rows: [{ size: 'S' }],
  };

  it('take a name and at least two values; none is allowed', () => {
    expect(selectionTable.safeParse(base).success).toBe(true);
    const ok = { ...base, options: [{ name: 'Material', values: ['Brass', 'Steel'] }] };
    expect(selectionTable.safeParse(ok).success).toBe(true);
    for (const options of [
      [{ name: 'Material', values: ['Brass'] }],
      [{ name: 'Material' }],
      [{ values: ['a', 'b'] }],
      [{ name: 'Material', values: ['a', 'b'], default: 'a' }],
    ])
      expect(selectionTable.safeParse({ ...base, options }).success, JSON.stringify(options)).toBe(
        false,
      );
  });

  it('fit the quote list: a line’s options are within its limit of attributes, in both languages', () => {
    for (const locale of ['en', 'ar'] as const)
      for (const page of contentIn(locale).products)
        for (const table of page.tables ?? [])
          expect((table.options ?? []).length, `${page.path} ${table.id}`).toBeLessThanOrEqual(
            limits.attributes,
          );
  });
});
