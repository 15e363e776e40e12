import fc from 'fast-check';
import { limits } from '@/components/basket/store';

/**
 * Values a visitor's browser may hold under the site's storage keys, for the tests that read them
 * back (tests/unit/stored-data.test.ts, tests/e2e/stored-data.spec.ts): valid ones damaged field by
 * field, other types, hostile strings, deep nesting, text that is not JSON.
 */

/** A valid line, the base that a generated line damages field by field. */
const validLine = fc.record({
  id: fc.string({ minLength: 1, maxLength: 20 }),
  product: fc.string({ minLength: 1, maxLength: 30 }).filter((value) => value.trim() !== ''),
  path: fc.constantFrom('/GlandsAccessories', '/ar/HeatShrink', '/'),
  quantity: fc.integer({ min: 1, max: limits.quantity }),
  note: fc.string({ maxLength: 40 }),
});

/** Values a stored field may hold instead of the right one. */
const hostile = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'javascript:alert(1)',
    '//evil.example/x',
    '<img src=x onerror=alert(1)>',
    'x'.repeat(limits.note + 1),
    -1,
    0,
    1.5,
    Number.MAX_SAFE_INTEGER,
    true,
    null,
    [],
    {},
    [{ name: 'Type' }],
    [{ name: 'Type', value: 7 }],
    { product: {} },
  ),
);

export const lineKeys = [
  'id',
  'product',
  'options',
  'attributes',
  'path',
  'row',
  'english',
  'quantity',
  'note',
] as const;

/** A line whose fields are each kept, left out or replaced by a hostile value. */
const damagedLine = fc
  .tuple(
    validLine,
    fc.dictionary(fc.constantFrom(...lineKeys, '__proto__', 'extra'), hostile, { maxKeys: 3 }),
    fc.subarray([...lineKeys], { maxLength: 2 }),
  )
  .map(([line, changes, missing]) => {
    const damaged: Record<string, unknown> = { ...line, ...changes };
    for (const key of missing) delete damaged[key];
    return damaged;
  });

/** Nested a thousand deep: what a hand-made or hostile value may be. */
export const deep = (depth: number, inner: unknown) => {
  let value: unknown = inner;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { lines: value };
  return value;
};

export const anyLines = fc.oneof(
  fc.array(damagedLine, { maxLength: 8 }),
  fc.array(fc.oneof(damagedLine, hostile), { maxLength: 8 }),
  hostile,
);

/** Mostly the right value, sometimes a hostile one: the parser is tried past its first check. */
const mostly = <T>(value: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: value, weight: 5 }, { arbitrary: hostile, weight: 1 });

/** A stored request: the right version, its parts valid, damaged or of another type. */
export const anyRequest = fc.record(
  {
    v: mostly(fc.constant(1)),
    // Typed now: details are read only within KEEP_DAYS of their time (request.ts).
    at: mostly(fc.constant(new Date().toISOString())),
    reference: mostly(fc.constant('RFQ-20261125-4821')),
    fields: fc.oneof(
      fc.record({ company: hostile, project: hostile, site: hostile, requiredBy: hostile }),
      fc.record({ requiredBy: fc.constantFrom('2027-01-31', '2027-02-30', '9999-99-99') }),
      hostile,
    ),
    contact: fc.oneof(
      fc.record({
        user_name: hostile,
        user_mobile: hostile,
        user_email: hostile,
        message: hostile,
      }),
      hostile,
    ),
    sent: mostly(
      fc.record({
        on: mostly(fc.constant('2026-11-25T10:00:00.000Z')),
        reference: mostly(fc.constant('RFQ-20261125-4821')),
        name: hostile,
        phone: hostile,
        email: hostile,
        message: hostile,
        fields: hostile,
        lines: anyLines,
      }),
    ),
  },
  { requiredKeys: ['v', 'at', 'sent'] },
);

/** What a stored value may be as text: JSON of anything above, or not JSON at all. */
export const raw = (value: fc.Arbitrary<unknown>) =>
  fc.oneof(
    value.map((data) => JSON.stringify(data) ?? null),
    fc.jsonValue().map((data) => JSON.stringify(data)),
    fc.string(),
    fc.constant(null),
  );

/** A stored draft of the quote form: its five fields, each valid, missing or hostile. */
export const anyDraft = fc.record(
  {
    user_name: fc.oneof(fc.string(), hostile),
    user_mobile: fc.oneof(fc.string(), hostile),
    user_email: fc.oneof(fc.string(), hostile),
    user_service: fc.oneof(fc.string(), hostile),
    user_message: fc.oneof(fc.string(), hostile),
  },
  { requiredKeys: [] },
);
