import type { Locale } from '@/lib/i18n/locales';
import { getPage } from '@/lib/content/pages';
import { DetailPage } from '@/components/templates/DetailPage';
import { GlandSelectorSection } from '@/components/selector/GlandSelectorSection';

/**
 * The glands page: the product template with the gland selector above its tables. Its own route
 * file in each language, so only this page loads the selector's code.
 */
export function GlandsPage({ locale }: { locale: Locale }) {
  const data = getPage('detail', '/GlandsAccessories', locale);
  return (
    <DetailPage
      data={data}
      beforeTables={
        data.selector && (
          <GlandSelectorSection selector={data.selector} path={data.path} locale={locale} />
        )
      }
    />
  );
}
