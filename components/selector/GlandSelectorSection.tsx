import type { Locale } from '@/lib/i18n/locales';
import type { DetailPageData } from '@/lib/content/pages';
import { LazyGlandSelector } from './LazyGlandSelector';
import { SELECTOR_ID } from './ids';
import { SelectorFrame } from './SelectorFrame';

/**
 * The gland selector of a page whose content has one: its heading and introduction here, its form's
 * words and the tables' figures fetched with its code (app/gland-selector/[file]/route.ts).
 */
export function GlandSelectorSection({
  selector,
  path,
  locale,
}: {
  selector: NonNullable<DetailPageData['selector']>;
  path: string;
  locale: Locale;
}) {
  const { text } = selector;
  return (
    <SelectorFrame>
      <h2 id={`${SELECTOR_ID}-heading`}>{text.heading}</h2>
      <p>{text.intro}</p>
      <LazyGlandSelector path={path} locale={locale} />
    </SelectorFrame>
  );
}
