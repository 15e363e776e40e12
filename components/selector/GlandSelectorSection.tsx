import type { Locale } from '@/lib/i18n/locales';
import { glandSelectorFor } from '@/lib/content/gland-selector';
import { LazyGlandSelector } from './LazyGlandSelector';

/** The gland selector of a page whose content has one: its texts and table data, read at build. */
export function GlandSelectorSection({ path, locale }: { path: string; locale: Locale }) {
  const selector = glandSelectorFor(path, locale);
  if (!selector) return null;
  return (
    <LazyGlandSelector text={selector.text} data={selector.data} path={path} locale={locale} />
  );
}
