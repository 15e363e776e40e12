/** fast-check arbitraries for an editor's session in the admin: see model.ts. */
import fc from 'fast-check';
import { ARABIC_WORDS, SAMPLE_WORDS, type Operation } from './model';

/** What editors type that YAML or the pages might trip on. */
const AWKWARD = [
  'key: value',
  '# not a comment',
  "it's",
  '"quoted"',
  '- dash first',
  '123',
  '1.50',
  'true',
  'null',
  '2025-01-01',
  '*star',
  '&anchor',
  '!tag',
  '@handle',
  '50%',
  '{braces}',
  'a | b > c',
  'line one\nline two',
  'ü ß é ñ',
  '€ 1,200',
  '½ → ✓',
  'emoji 🙂',
];

const text = fc.oneof(
  fc.constantFrom(...SAMPLE_WORDS, ...ARABIC_WORDS, ...AWKWARD),
  fc
    .array(fc.constantFrom(...SAMPLE_WORDS, ...ARABIC_WORDS, ...AWKWARD), {
      minLength: 1,
      maxLength: 8,
    })
    .map((words) => words.join(' ')),
);

const pick = fc.nat({ max: 100_000 });

export const operation: fc.Arbitrary<Operation> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('set'), pick, text, n: pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('clear-arabic'), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear-arabic-file'), pick }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('add'), pick, at: pick, text, n: pick }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('remove'), pick, at: pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('move'), pick, from: pick, to: pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('add-article'), text, n: pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete-article'), pick }) },
) as fc.Arbitrary<Operation>;

/** An editor's month: a sequence of operations. */
export const session = fc.array(operation, { minLength: 1, maxLength: 16 });
