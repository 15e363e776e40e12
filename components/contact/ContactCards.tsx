import type { Locale } from '@/lib/i18n/locales';
import { directionsUrl, phoneText, siteIn } from '@/lib/content/site';
import { fill } from '@/lib/i18n/text';
import { pagesText } from '@/lib/i18n/pages';
import { bidi } from '@/components/ui/Text';
import styles from './ContactCards.module.css';

export function ContactCards({ locale }: { locale: Locale }) {
  const { site, fullAddress } = siteIn(locale);
  const text = pagesText[locale].contact;
  const ltr = locale === 'ar' ? 'ltr' : undefined;
  const cards = [
    {
      title: text.phoneTitle,
      text: fill(text.phoneText, { days: site.openingDays }),
      link: {
        href: `tel:${site.phones.tollFree.tel}`,
        label: phoneText(site.phones.tollFree.display),
        dir: ltr,
      },
    },
    {
      title: text.emailTitle,
      text: text.emailText,
      link: { href: `mailto:${site.email}`, label: site.email, dir: ltr },
    },
    {
      title: text.visitTitle,
      text: fullAddress,
      link: { href: directionsUrl, label: text.directions, dir: undefined },
    },
  ];
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.title} className={styles.card}>
          <h3>{card.title}</h3>
          <p>{bidi(card.text, locale)}</p>
          <a
            href={card.link.href}
            rel={card.link.href.startsWith('http') ? 'noopener noreferrer' : undefined}
            dir={card.link.dir}
          >
            {card.link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
