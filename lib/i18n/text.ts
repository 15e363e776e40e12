/**
 * Helpers for the interface words (content/interface.yml): filling a text's `{name}` slots and
 * choosing a counted text's plural form. No content is read here, so client components may import it.
 */
import type { Locale } from './locales';

/** fill('{count} of {total} rows', { count: 3, total: 9 }) → '3 of 9 rows'. An unknown slot stays. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) =>
    name in values ? String(values[name]) : slot,
  );
}

/** The plural forms Intl.PluralRules knows, `other` last (the one every counted text has). */
export const pluralCategories = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/**
 * The plural forms of one counted text. English uses `one` and `other`; Arabic also `zero`, `two`,
 * `few` and `many` (Intl.PluralRules picks the form; a missing form falls back to `other`).
 */
type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** plural('ar', 3, forms) picks the form for 3 in Arabic and fills its {count} slot. */
export function plural(locale: Locale, count: number, forms: PluralForms): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return fill(forms[rules.select(count)] ?? forms.other, { count });
}
