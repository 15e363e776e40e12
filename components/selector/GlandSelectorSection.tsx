import type { Locale } from '@/lib/i18n/locales';
import type { DetailPageData } from '@/lib/content/pages';
import { LazyGlandSelector } from './LazyGlandSelector';
import { SELECTOR_ID } from './ids';
import { SelectorFrame } from './SelectorFrame';

/** The gland selector of a page whose content has one: its texts and table data, read at build. */
export function GlandSelectorSection({
  selector,
  path,
  locale,
}: {
  selector: NonNullable<DetailPageData['selector']>;
  path: string;
  locale: Locale;
}) {
  const { text, data } = selector;
  return (
    <SelectorFrame>
      <h2 id={`${SELECTOR_ID}-heading`}>{text.heading}</h2>
      <p>{text.intro}</p>
      <LazyGlandSelector text={text} data={data} path={path} locale={locale} />
    </SelectorFrame>
  );
}
