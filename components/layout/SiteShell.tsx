import type { ReactNode } from 'react';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { siteIn } from '@/lib/content/site';
import { shellTextIn, untranslatedWordsIn } from '@/lib/content/client-text';
import { interfaceIn } from '@/lib/content/interface';
import { markWord } from '@/components/ui/Text';
import { LocaleProvider } from '@/components/i18n/LocaleProvider';
import { QuoteDialog } from '@/components/quote/QuoteDialog';
import { Toaster } from '@/components/quote/Toaster';
import { SearchDialog } from '@/components/search/SearchDialog';
import { ContactProvider } from './ContactContext';
import { Header, HEADER_END } from './Header';
import { Footer } from './Footer';
import { SmoothRouteScroll } from './SmoothRouteScroll';
import styles from './SiteShell.module.css';

/**
 * A font of the page (next/font's): its variable class goes on <html>. With a sample (a letter the
 * face draws: a face is fetched only for text in its unicode-range), it is one of the faces fetched
 * on the load event, before the page swaps to them; without, the page asks for it as its text needs.
 */
interface PageFont {
  font: { variable: string; style: { fontFamily: string } };
  sample?: string;
}

/**
 * `lift()`: the blocks off the screen keep the fallbacks for now (the body's families, read while the
 * page is still marked, as their inline font-family), then the mark becomes `lifting` and what is on
 * the screen swaps. After each frame the next screen with blocks follows, one task each, by their
 * distance from the screen (below it, or above it on a page scrolled down); the mark goes with the
 * last. A block is an element set in the page's faces and wholly off the screen, found by descending
 * only into elements that cross its lower edge, or that are taller than it and hold elements only
 * (never into one drawn only when near, `.render-when-near`, wholly off the screen: reading a size
 * inside it would lay it out). An element set in other faces (the tables' system faces) is left
 * alone, and so is a block drawn only when near that is still skipped (2.5 screens down and more:
 * Chrome draws 1.5 screens ahead): it swaps at once, at no cost until drawn. Without a screen's
 * height (a window not shown), everything swaps at once.
 */
const liftInSteps =
  'function lift(){var h=innerHeight,ff=getComputedStyle(document.body).fontFamily,later=[];' +
  'if(!h)return delete d.dataset.fonts;' +
  'function mark(p){for(var c=p.firstElementChild;c;c=c.nextElementSibling){' +
  "var r=c.getBoundingClientRect(),n=c.classList.contains('render-when-near');" +
  'if(!r.height||getComputedStyle(c).fontFamily!=ff||n&&r.top>=2.5*h)continue;' +
  'if(r.top<h&&r.bottom>h||r.top>=h&&r.height>h&&c.childNodes.length==c.children.length' +
  '&&!n)mark(c);' +
  'else if(r.top>=h||r.bottom<=0){c.style.fontFamily=ff;later.push([r.top>=h?r.top:h-r.bottom,c])}}}' +
  "mark(document.body);d.dataset.fonts='lifting';" +
  "function step(s){later=later.filter(function(b){return b[0]<s*h?(b[1].style.fontFamily='',0):1});" +
  'if(!later.length)return delete d.dataset.fonts;' +
  'next(Math.max(s+1,Math.floor(Math.min.apply(0,later.map(function(b){return b[0]}))/h)+1))}' +
  'function next(s){requestAnimationFrame(function(){setTimeout(step,0,s)})}next(2)}';

/**
 * The brand faces wait for the page's load event (issue 44): marked late before anything is drawn,
 * the page paints in the system fonts sized to them (app/fonts/fallbacks.css) while the document,
 * its styles and scripts have the link to themselves. On load the faces are fetched
 * (`document.fonts.load`), and only once they are here (or have failed) is the mark lifted, so the
 * page is not relaid out in the fallbacks it already shows and again as each face arrives. They swap
 * in without moving a line. Without JavaScript nothing marks them late: the faces load as the
 * stylesheet asks. The rule is in app/globals.css (`data-fonts`).
 *
 * The swap is done a screen at a time (`liftInSteps`): setting a long page's text again in new faces
 * was one style and layout pass of 70 to 110 ms on a phone at 4x CPU, the page's longest task.
 */
function lateFontsScript(fonts: readonly PageFont[]) {
  const loads = fonts
    .flatMap(({ font, sample }) => (sample ? [{ family: font.style.fontFamily, sample }] : []))
    .map(
      ({ family, sample }) =>
        `f.load(${JSON.stringify(`1em ${family}`)},${JSON.stringify(sample)})`,
    )
    .join(',');
  return (
    "var d=document.documentElement,f=document.fonts;d.dataset.fonts='late';" +
    `addEventListener('load',function(){${liftInSteps}` +
    `f&&f.load?Promise.all([${loads}]).then(lift,lift):lift()})`
  );
}

interface Props {
  locale: Locale;
  /** The language's fonts (app/fonts): each root layout imports only its own. */
  fonts: readonly PageFont[];
  children: ReactNode;
  /** The English route the language switch offers (the 404 page offers the home page). */
  switchPath?: string;
  /** False where a first screen shows the footer (the short 404 page): it then renders at once. */
  footerRenderWhenNear?: boolean;
}

/**
 * The document of every page in one language: <html lang dir>, the providers, the skip link, header,
 * main, footer and the site-wide dialogs. Each language's root layout (and the 404 page) renders it.
 */
export function SiteShell({
  locale,
  fonts,
  children,
  switchPath,
  footerRenderWhenNear = true,
}: Props) {
  const { lang, dir } = localeInfo[locale];
  const { contact } = siteIn(locale);
  const untranslated = untranslatedWordsIn(locale);
  const { skipToContent, previewBanner } = interfaceIn(locale).frame;
  // A preview deploy (scripts/launch-check.ts --deploy preview) says so on every page.
  const preview = process.env.NEXT_PUBLIC_DEPLOY_TARGET === 'preview';
  return (
    // The script below marks <html> before React hydrates it: the attribute is not React's.
    <html
      lang={lang}
      dir={dir === 'rtl' ? dir : undefined}
      className={fonts.map(({ font }) => font.variable).join(' ')}
      suppressHydrationWarning
    >
      <body>
        <script dangerouslySetInnerHTML={{ __html: lateFontsScript(fonts) }} />
        {/* No paint shows the header in part: on a slow link the parser could stop between its
            tools, and the ones already drawn moved when the rest came (CLS 0.0016 on / at 412 px,
            slow 4G). React puts the link in <head>; a browser without rel="expect" draws as before. */}
        <link rel="expect" href={`#${HEADER_END}`} blocking="render" />
        <LocaleProvider
          locale={locale}
          text={shellTextIn(locale)}
          // Only when a word is untranslated: a page with all its words carries nothing for it.
          {...(untranslated.length > 0 ? { untranslated } : {})}
        >
          <a href="#main" className={styles.skip}>
            {markWord(skipToContent, locale)}
          </a>
          <Header locale={locale} switchPath={switchPath} />
          <main id="main" tabIndex={-1} className={styles.main} data-pagefind-body>
            <ContactProvider contact={contact}>{children}</ContactProvider>
          </main>
          <Footer locale={locale} renderWhenNear={footerRenderWhenNear} />
          {preview && (
            <p role="status" className={styles.preview}>
              {markWord(previewBanner, locale)}
            </p>
          )}
          <QuoteDialog contact={contact} />
          <SearchDialog />
          <Toaster />
          <SmoothRouteScroll />
        </LocaleProvider>
      </body>
    </html>
  );
}
