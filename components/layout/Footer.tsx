import clsx from 'clsx';
import { footerLinks } from '@/lib/content/routes';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { contentIn, fullAddressOf } from '@/lib/content/load';
import { localLinks } from '@/lib/content/route-text';
import { phoneText, whatsappUrl } from '@/lib/content/site';
import { interfaceIn } from '@/lib/content/interface';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { markWord } from '@/components/ui/Text';
import { BackgroundVideo } from '@/components/ui/BackgroundVideo';
import { Logo } from './Logo';
import { SocialIcon } from './SocialIcon';
import { Certifications } from './Certifications';
import { LinkList } from './LinkList';
import { fillNodes } from '@/components/ui/fill-nodes';
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
  const text = interfaceIn(locale).frame;
  const year = new Date().getFullYear();
  const fullAddress = fullAddressOf(site, locale);
  const phones = [site.phones.office, site.phones.mobile];
  return (
    <footer className={clsx(styles.footer, renderWhenNear && 'render-when-near')}>
      <section className={styles.banner} aria-labelledby="footer-banner-heading">
        <BackgroundVideo name="footer" />
        <div className={styles.bannerInner}>
          <h2 id="footer-banner-heading">{markWord(text.footerBanner, locale)}</h2>
          <ButtonLink href={localePath('/contact-us', locale)} variant="light">
            {markWord(text.letsConnect, locale)}
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
          <h2 className={styles.heading}>{markWord(text.getInTouch, locale)}</h2>
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
                {markWord(text.whatsapp, locale)}
              </a>
            </p>
          </address>
        </div>

        <nav aria-label={text.quickLinks}>
          <h2 className={styles.heading}>{markWord(text.quickLinks, locale)}</h2>
          <LinkList className={styles.links} links={localLinks(footerLinks, locale)} />
        </nav>

        <div>
          <h2 className={styles.heading}>{markWord(text.certifications, locale)}</h2>
          <Certifications className={styles.certs} locale={locale} />
        </div>
      </div>

      <p className={styles.copyright}>
        {markWord(
          text.copyright,
          locale,
          fillNodes(text.copyright, {
            year,
            legalName: site.legalName,
            registration: site.registrationShort,
            developer: (
              <a href={site.developer.href} rel="noopener noreferrer">
                {site.developer.name}
              </a>
            ),
          }),
        )}
      </p>
    </footer>
  );
}
