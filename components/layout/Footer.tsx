import clsx from 'clsx';
import { footerLinks } from '@/lib/content/routes';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { contentIn, fullAddressOf } from '@/lib/content/load';
import { localLinks } from '@/lib/content/route-text';
import { phoneText, whatsappUrl } from '@/lib/content/site';
import { chromeText } from '@/lib/i18n/chrome';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { BackgroundVideo } from '@/components/ui/BackgroundVideo';
import { Logo } from './Logo';
import { SocialIcon } from './SocialIcon';
import { Certifications } from './Certifications';
import { LinkList } from './LinkList';
import { fillNodes } from './fill-nodes';
import styles from './Footer.module.css';

/**
 * `renderWhenNear`: below every first screen, so rendered only as it nears the viewport
 * (globals.css); off on the short 404 page, whose footer a first screen shows.
 */
export function Footer({
  locale,
  renderWhenNear = true,
}: {
  locale: Locale;
  renderWhenNear?: boolean;
}) {
  const { site } = contentIn(locale);
  const text = chromeText[locale];
  const year = new Date().getFullYear();
  const fullAddress = fullAddressOf(site, locale);
  const phones = [site.phones.office, site.phones.mobile];
  return (
    <footer className={clsx(styles.footer, renderWhenNear && 'render-when-near')}>
      <section className={styles.banner} aria-labelledby="footer-banner-heading">
        <BackgroundVideo name="footer" />
        <div className={styles.bannerInner}>
          <h2 id="footer-banner-heading">{text.footerBanner}</h2>
          <ButtonLink href={localePath('/contact-us', locale)} variant="light">
            {text.letsConnect}
          </ButtonLink>
        </div>
      </section>

      <div className={styles.main}>
        <div className={styles.brand}>
          <Logo tone="light" locale={locale} />
          <p>{site.tagline}</p>
          {site.social.length > 0 && (
            <ul className={styles.social}>
              {site.social.map((social) => (
                <li key={social.label}>
                  <a href={social.href} aria-label={social.label} rel="noopener noreferrer">
                    <SocialIcon label={social.label} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div>
          <h2 className={styles.heading}>{text.getInTouch}</h2>
          <address className={styles.contact}>
            <p>{fullAddress}</p>
            <p>
              <a href={`mailto:${site.email}`} dir="ltr">
                {site.email}
              </a>
            </p>
            {phones.map((phone) => (
              <p key={phone.tel}>
                {phone.label}:{' '}
                <a href={`tel:${phone.tel}`} dir="ltr">
                  {phoneText(phone.display)}
                </a>
              </p>
            ))}
            <p>
              <a href={whatsappUrl()} rel="noopener noreferrer">
                {text.whatsapp}
              </a>
            </p>
          </address>
        </div>

        <nav aria-label={text.quickLinks}>
          <h2 className={styles.heading}>{text.quickLinks}</h2>
          <LinkList className={styles.links} links={localLinks(footerLinks, locale)} />
        </nav>

        <div>
          <h2 className={styles.heading}>{text.certifications}</h2>
          <Certifications className={styles.certs} locale={locale} />
        </div>
      </div>

      <p className={styles.copyright}>
        {fillNodes(text.copyright, {
          year,
          legalName: site.legalName,
          registration: site.registrationShort,
          developer: (
            <a href={site.developer.href} rel="noopener noreferrer">
              {site.developer.name}
            </a>
          ),
        })}
      </p>
    </footer>
  );
}
