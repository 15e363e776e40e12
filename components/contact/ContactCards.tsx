import type { Locale } from '@/lib/i18n/locales';
import { directionsUrl, phoneText, siteIn } from '@/lib/content/site';
import { fill } from '@/lib/i18n/text';
import type { ContactPageText } from '@/lib/content/schema';
import { bidi } from '@/components/ui/Text';
import styles from './ContactCards.module.css';

export function ContactCards({ text, locale }: { text: ContactPageText; locale: Locale }) {
  const { site, fullAddress } = siteIn(locale);
  const ltr = locale === 'ar' ? 'ltr' : undefined;
  const cards = [
    {
      title: text.phoneCard.title,
      text: fill(text.phoneCard.text, { days: site.openingDays }),
      link: {
        href: `tel:${site.phones.tollFree.tel}`,
        label: phoneText(site.phones.tollFree.display),
        dir: ltr,
      },
    },
    {
      title: text.emailCard.title,
      text: text.emailCard.text,
      link: { href: `mailto:${site.email}`, label: site.email, dir: ltr },
    },
    {
      title: text.visitCard.title,
      text: fullAddress,
      link: { href: directionsUrl, label: text.visitCard.directions, dir: undefined },
    },
  ];
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.title} className={styles.card}>
          <h3>{bidi(card.title, locale)}</h3>
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
