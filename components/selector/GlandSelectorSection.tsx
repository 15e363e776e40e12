import type { Locale } from '@/lib/i18n/locales';
import { glandSelectorFor } from '@/lib/content/gland-selector';
import { LazyGlandSelector } from './LazyGlandSelector';
import { SELECTOR_ID } from './ids';
import { SelectorFrame } from './SelectorFrame';

/** The gland selector of a page whose content has one: its texts and table data, read at build. */
export function GlandSelectorSection({ path, locale }: { path: string; locale: Locale }) {
  const selector = glandSelectorFor(path, locale);
  if (!selector) return null;
  const { text, data } = selector;
  return (
    <SelectorFrame>
      <h2 id={`${SELECTOR_ID}-heading`}>{text.heading}</h2>
      <p>{text.intro}</p>
      <LazyGlandSelector text={text} data={data} path={path} locale={locale} />
    </SelectorFrame>
  );
}
