import type { Locale } from '@/lib/i18n/locales';
import { getProductIn } from '@/lib/content/products';
import { LazyGlandSelector } from './LazyGlandSelector';
import { SELECTOR_ID } from './ids';
import { SelectorFrame } from './SelectorFrame';

/**
 * The gland selector of a page whose content has one: its heading and introduction here, its form's
 * words and the tables' figures fetched with its code (app/gland-selector/[file]/route.ts).
 */
export function GlandSelectorSection({ path, locale }: { path: string; locale: Locale }) {
  const text = getProductIn(path, locale).selector;
  if (!text) return null;
  return (
    <SelectorFrame>
      <h2 id={`${SELECTOR_ID}-heading`}>{text.heading}</h2>
      <p>{text.intro}</p>
      <LazyGlandSelector path={path} locale={locale} />
    </SelectorFrame>
  );
}
