import { directionsUrl, fullAddress, phoneText, site } from '@/content/site';
import styles from './ContactCards.module.css';

export function ContactCards() {
  const cards = [
    {
      title: 'Free phone line',
      text: `Sales and technical questions, ${site.openingDays}.`,
      link: {
        href: `tel:${site.phones.tollFree.tel}`,
        label: phoneText(site.phones.tollFree.display),
      },
    },
    {
      title: 'Email',
      text: 'Send drawings, schedules or a bill of materials.',
      link: { href: `mailto:${site.email}`, label: site.email },
    },
    {
      title: 'Visit us',
      text: fullAddress,
      link: { href: directionsUrl, label: 'Get directions' },
    },
  ];
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.title} className={styles.card}>
          <h3>{card.title}</h3>
          <p>{card.text}</p>
          <a
            href={card.link.href}
            rel={card.link.href.startsWith('http') ? 'noopener noreferrer' : undefined}
          >
            {card.link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
