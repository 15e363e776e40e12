import { mainNav } from '@/lib/content/routes';
import { productsMenuIn } from '@/lib/content/hubs';
import type { Locale } from '@/lib/i18n/locales';
import { localLinks } from '@/lib/content/route-text';
import { interfaceIn } from '@/lib/content/interface';
import { QuoteButton } from '@/components/quote/QuoteButton';
import { SearchButton } from '@/components/search/SearchButton';
import { QuoteListButton } from '@/components/basket/QuoteListButton';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { SideMenu } from './SideMenu';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './Header.module.css';

interface Props {
  locale: Locale;
  /** The English route the language switch offers; the current page's when not given. */
  switchPath?: string;
}

/**
 * The id of an empty element at the end of the header: the page holds its first paint until the
 * parser has reached it, so no paint shows the header in part (SiteShell's `<link rel="expect">`).
 * Chrome lets the paint go once the element is in the document, the spec once it is fully parsed:
 * an empty last child is both at the same moment.
 */
export const HEADER_END = 'header-end';

export function Header({ locale, switchPath }: Props) {
  const text = interfaceIn(locale).frame;
  const links = localLinks(mainNav, locale);
  const products = localLinks(productsMenuIn(locale), locale);
  const languageSwitch = <LanguageSwitch path={switchPath} description={text.switchTo} />;
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo className={styles.logo} locale={locale} />
        <nav aria-label={text.mainNav} className={styles.nav}>
          <MainNav links={links} products={products} productsLabel={text.productCategories} />
        </nav>
        <SearchButton variant="header" />
        <LanguageSwitch path={switchPath} description={text.switchTo} className={styles.language} />
        <QuoteListButton />
        <QuoteButton className={styles.quote} />
        <SideMenu
          links={links}
          products={products}
          languageSwitch={languageSwitch}
          labels={{
            open: text.openMenu,
            close: text.closeMenu,
            menu: text.sideMenu,
            nav: text.mobileNav,
            products: text.productCategories,
          }}
        />
      </div>
      <span id={HEADER_END} hidden />
    </header>
  );
}
