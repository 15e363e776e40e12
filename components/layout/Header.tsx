import { mainNav, productsMenu } from '@/content/routes';
import { QuoteButton } from '@/components/quote/QuoteButton';
import { SearchButton } from '@/components/search/SearchButton';
import { QuoteListButton } from '@/components/basket/QuoteListButton';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { SideMenu } from './SideMenu';
import styles from './Header.module.css';

export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo className={styles.logo} />
        <nav aria-label="Main" className={styles.nav}>
          <MainNav links={mainNav} products={productsMenu} />
        </nav>
        <SearchButton variant="header" />
        <QuoteListButton className={styles.quoteList} />
        <QuoteButton className={styles.quote} />
        <SideMenu links={mainNav} />
      </div>
    </header>
  );
}
