import type { Locale } from '@/lib/i18n/locales';
import { contentIn } from '@/lib/content/load';
import { Img } from '@/components/ui/Img';

export function Certifications({ className, locale }: { className?: string; locale: Locale }) {
  return (
    <ul className={className} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {contentIn(locale).home.certifications.map((certification, index) => (
        <li key={index}>
          <Img image={certification.logo} />
        </li>
      ))}
    </ul>
  );
}
