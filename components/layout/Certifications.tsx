import type { Locale } from '@/content/i18n';
import { contentIn } from '@/content/load';
import { Img } from '@/components/ui/Img';

export function Certifications({ className, locale }: { className?: string; locale: Locale }) {
  return (
    <ul className={className} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {contentIn(locale).home.certifications.map((certification) => (
        <li key={certification.name}>
          <Img image={certification.logo} />
        </li>
      ))}
    </ul>
  );
}
