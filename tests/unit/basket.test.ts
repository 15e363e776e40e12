import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASKET_KEY, addLine, limits, parseBasket, readBasket } from '@/components/basket/store';
import { clearBasket, removeLine, updateLine } from '@/components/basket/edit';
import { composeList, normalisePhone, requestTitle } from '@/components/basket/compose';
import { contact, site, whatsappNumber, whatsappUrl } from '@/lib/content/site';
import { listWords as words } from './list-words';

const line = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  product: `Product ${id}`,
  path: '/GlandsAccessories',
  quantity: 2,
  note: '',
  ...extra,
});
const stored = (lines: unknown, v: unknown = 1) => JSON.stringify({ v, lines });

describe('quote list storage: validated on read', () => {
  it('reads a valid stored list', () => {
    const lines = [line('a'), line('b', { options: 'M20, brass', note: 'with shrouds' })];
    expect(parseBasket(stored(lines))).toEqual(lines);
  });

  it('gives an empty list, never an error, for corrupt or foreign data', () => {
    for (const raw of [
      null,
      '',
      '{not json',
      'null',
      '42',
      '"text"',
      '[]',
      '{}',
      stored([line('a')], 2),
      stored([line('a')], '1'),
      stored('lines'),
      JSON.stringify({ version: 1, items: [line('a')] }),
    ])
      expect(parseBasket(raw), String(raw)).toEqual([]);
  });

  it('drops damaged or repeated lines and keeps the rest (a damaged note is emptied)', () => {
    const bad = [
      line('q0', { quantity: 0 }),
      line('q1', { quantity: 1.5 }),
      line('q2', { quantity: '3' }),
      line('q3', { quantity: limits.quantity + 1 }),
      line('p0', { product: '   ' }),
      line('p1', { product: 'x'.repeat(limits.text + 1) }),
      line('u0', { path: 'https://evil.example/' }),
      line('u1', { path: '//evil.example/x' }),
      line('u2', { path: '/\\evil.example/x' }),
      line('u3', { path: '/a//b' }),
      line('o0', { options: ['a'] }),
      { ...line('m0'), id: undefined },
      'a string',
      null,
    ];
    expect(parseBasket(stored([line('a'), ...bad, line('a', { quantity: 9 }), line('b')]))).toEqual(
      [line('a'), line('b')],
    );
  });

  it('never reads more than the line limit', () => {
    const many = Array.from({ length: limits.lines + 5 }, (_, i) => line(`l${i}`));
    expect(parseBasket(stored(many))).toHaveLength(limits.lines);
  });
});

describe('quote list edits', () => {
  const storage = new Map<string, string>();
  beforeEach(() => {
    storage.clear();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('adds a line once, then counts it up; saves under the versioned key', () => {
    expect(
      addLine({ product: ' M20 brass gland ', options: 'Armoured' }, '/GlandsAccessories'),
    ).toEqual({ count: 1, quantity: 1 });
    expect(
      addLine({ product: 'M20 brass gland', options: 'Armoured' }, '/GlandsAccessories'),
    ).toEqual({ count: 1, quantity: 2 });
    expect(addLine({ id: 'ties', product: 'Cable ties', path: '/Cableties' }, '/x')).toEqual({
      count: 2,
      quantity: 1,
    });
    expect(JSON.parse(storage.get(BASKET_KEY) ?? '')).toEqual({
      v: 1,
      lines: [
        {
          id: '/GlandsAccessories|M20 brass gland|Armoured',
          product: 'M20 brass gland',
          options: 'Armoured',
          path: '/GlandsAccessories',
          quantity: 2,
          note: '',
        },
        { id: 'ties', product: 'Cable ties', path: '/Cableties', quantity: 1, note: '' },
      ],
    });
  });

  it("keeps a configured line's attributes and quantity; the same configuration adds up", () => {
    const gland = {
      product: '25 (M25)',
      attributes: [
        { name: 'Type', value: ' E1W ' },
        { name: 'Material', value: 'Brass' },
        { name: 'Thread', value: '' },
      ],
      quantity: 200,
    };
    expect(addLine(gland, '/GlandsAccessories')).toEqual({ count: 1, quantity: 200 });
    expect(addLine({ ...gland, quantity: 5 }, '/GlandsAccessories')).toEqual({
      count: 1,
      quantity: 205,
    });
    const other = [
      { name: 'Type', value: 'E1W' },
      { name: 'Material', value: 'Stainless steel 316' },
    ];
    expect(addLine({ ...gland, attributes: other }, '/GlandsAccessories')).toEqual({
      count: 2,
      quantity: 200,
    });
    const [first] = readBasket();
    expect(first?.attributes).toEqual([
      { name: 'Type', value: 'E1W' },
      { name: 'Material', value: 'Brass' },
    ]);
    expect(parseBasket(storage.get(BASKET_KEY) ?? null)).toHaveLength(2);
    const bad = { ...readBasket()[0], attributes: [{ name: 'Type' }] };
    expect(parseBasket(JSON.stringify({ v: 1, lines: [bad] }))).toEqual([]);
  });

  it('refuses a line without a name, and any line beyond the limit', () => {
    expect(addLine({ product: '  ' }, '/Cableties')).toBeNull();
    for (let i = 0; i < limits.lines; i += 1) addLine({ product: `P${i}` }, '/Cableties');
    expect(addLine({ product: 'one too many' }, '/Cableties')).toBeNull();
    expect(readBasket()).toHaveLength(limits.lines);
  });

  it('edits quantity (a whole number from 1) and note, removes and clears', () => {
    addLine({ id: 'a', product: 'A' }, '/HeatShrink');
    addLine({ id: 'b', product: 'B' }, '/HeatShrink');
    updateLine('a', { quantity: 250 });
    updateLine('b', { quantity: 0, note: 'black, 25/12' });
    expect(readBasket().map(({ quantity, note }) => ({ quantity, note }))).toEqual([
      { quantity: 250, note: '' },
      { quantity: 1, note: 'black, 25/12' },
    ]);
    removeLine('a');
    expect(readBasket().map((item) => item.id)).toEqual(['b']);
    clearBasket();
    expect(readBasket()).toEqual([]);
    expect(storage.has(BASKET_KEY)).toBe(false);
  });

  it('keeps working in the tab when storage is blocked', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(addLine({ product: 'Gel 1 litre' }, '/enterable')).toEqual({ count: 1, quantity: 1 });
    expect(readBasket()).toHaveLength(1);
    clearBasket();
  });
});

describe('the list as text', () => {
  const lines = [
    line('a', { product: 'M20 brass gland', options: 'Armoured, IP68', quantity: 200 }),
    line('b', { product: 'Heat shrink 25/12', path: '/HeatShrink', quantity: 1 }),
  ];
  lines[0]!.note = '  with shrouds ';

  it('names the request by its number of lines', () => {
    expect(requestTitle(1, words.list)).toBe('RFQ, 1 line');
    expect(requestTitle(3, words.list)).toBe('RFQ, 3 lines');
  });

  it('lists every line with options, quantity, note and page, then the message', () => {
    expect(composeList(lines, contact, '  Deliver to Jebel Ali.  ', words)).toBe(`RFQ, 2 lines

1. M20 brass gland
   Opts: Armoured, IP68
   Qty: 200
   Note: with shrouds
   Link: ${site.origin}/GlandsAccessories

2. Heat shrink 25/12
   Qty: 1
   Link: ${site.origin}/HeatShrink

Msg:
Deliver to Jebel Ali.`);
    expect(composeList(lines, contact, '   ', words)).not.toContain('Msg:');
  });

  it('makes a wa.me link to the mobile in digits only, with the text encoded', () => {
    expect(whatsappNumber).toMatch(/^971\d{8,9}$/);
    expect(whatsappNumber).toBe(site.phones.mobile.tel.replace('+', ''));
    const url = new URL(whatsappUrl(composeList(lines, contact, '', words)));
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${whatsappNumber}`);
    expect(url.searchParams.get('text')).toBe(composeList(lines, contact, '', words));
    expect(whatsappUrl('a & b #1\n')).toBe(
      `https://wa.me/${whatsappNumber}?text=a%20%26%20b%20%231%0A`,
    );
  });
});

describe('phone numbers', () => {
  it.each([
    ['050 123 4567', '+971501234567'],
    ['0501234567', '+971501234567'],
    ['00971 50 123 4567', '+971501234567'],
    ['+971 50 123 4567', '+971501234567'],
    ['+971-50-123-4567', '+971501234567'],
    ['971 50 123 4567', '+971501234567'],
    ['971501234567', '+971501234567'],
    ['(06) 557 2180', '+97165572180'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 20 7946 0958', '+442079460958'],
  ])('accepts %s as %s', (input, normalised) => {
    expect(normalisePhone(input)).toBe(normalised);
  });

  it.each([
    '',
    'call me maybe',
    '12345',
    '050 123',
    '+0 123 456 789',
    '05012345678901',
    'O50 123 4567',
  ])('refuses %j', (input) => {
    expect(normalisePhone(input)).toBeNull();
  });
});
