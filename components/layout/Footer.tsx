import { footerLinks } from '@/content/routes';
import { fullAddress, phoneText, site, whatsappUrl } from '@/content/site';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { BackgroundVideo } from '@/components/ui/BackgroundVideo';
import { Logo } from './Logo';
import { SocialIcon } from './SocialIcon';
import { Certifications } from './Certifications';
import { LinkList } from './LinkList';
import styles from './Footer.module.css';

export function Footer() {
  const year = new Date().getFullYear();
  const phones = [site.phones.office, site.phones.mobile];
  return (
    <footer className={styles.footer}>
      <section className={styles.banner} aria-labelledby="footer-banner-heading">
        <BackgroundVideo name="footer" />
        <div className={styles.bannerInner}>
          <h2 id="footer-banner-heading">
            Your One-Stop Technical Partner in Cable Management &amp; Termination Solutions
          </h2>
          <ButtonLink href="/contact-us" variant="light">
            Let&apos;s Connect
          </ButtonLink>
        </div>
      </section>

      <div className={styles.main}>
        <div className={styles.brand}>
          <Logo tone="light" />
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
          <h2 className={styles.heading}>Get in touch</h2>
          <address className={styles.contact}>
            <p>{fullAddress}</p>
            <p>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
            {phones.map((phone) => (
              <p key={phone.tel}>
                {phone.label}: <a href={`tel:${phone.tel}`}>{phoneText(phone.display)}</a>
              </p>
            ))}
            <p>
              <a href={whatsappUrl()} rel="noopener noreferrer">
                Chat on WhatsApp
              </a>
            </p>
          </address>
        </div>

        <nav aria-label="Quick links">
          <h2 className={styles.heading}>Quick links</h2>
          <LinkList className={styles.links} links={footerLinks} />
        </nav>

        <div>
          <h2 className={styles.heading}>Certifications</h2>
          <Certifications className={styles.certs} />
        </div>
      </div>

      <p className={styles.copyright}>
        © {year} {site.legalName}, {site.registrationShort}. All rights reserved. Website by{' '}
        <a href={site.developer.href} rel="noopener noreferrer">
          {site.developer.name}
        </a>
        .
      </p>
    </footer>
  );
}
