import type { GlandSelectorText } from '@/lib/content/schema';
import type { Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/text';
import type { NoFit } from '@/lib/gland/match';
import { Isolated } from '@/components/ui/Isolated';

interface Props {
  text: GlandSelectorText;
  noFit: NoFit;
  /** The measurement's name: 'Outer sheath diameter'. */
  field: string;
  locale: Locale;
}

/** Why no size fits, in one sentence: which measurement, and the range it exceeds. */
export function NoFitReason({ text, noFit, field, locale }: Props) {
  const { kind, value, limit, fitting } = noFit;
  const template =
    kind === 'between'
      ? text.between
      : kind === 'above'
        ? fitting.length > 0
          ? text.aboveFitting
          : text.aboveAll
        : fitting.length > 0
          ? text.belowFitting
          : text.belowAll;
  const sentence = fill(template, {
    field,
    value,
    limit: limit ?? '',
    sizes: fitting.join(', '),
  });
  return <Isolated text={sentence} locale={locale} />;
}
