import { certifications } from '@/content/home';
import { Img } from '@/components/ui/Img';

export function Certifications({ className }: { className?: string }) {
  return (
    <ul className={className} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {certifications.map((certification) => (
        <li key={certification.name}>
          <Img image={certification.logo} />
        </li>
      ))}
    </ul>
  );
}
