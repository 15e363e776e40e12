import type { Locale } from '@/lib/i18n/locales';
import { homeIn } from '@/lib/content/home';
import { pagesText } from '@/lib/i18n/pages';
import { Marquee } from '@/components/carousel/Marquee';
import { Img } from '@/components/ui/Img';
import { bidi } from '@/components/ui/Text';
import styles from './ProjectsStrip.module.css';

export function ProjectsStrip({ locale }: { locale: Locale }) {
  const text = pagesText[locale].home;
  const sectors: Record<string, string> = text.sectors;
  const slides = homeIn(locale).projects.map((project) => (
    <figure key={project.caption} className={`card-surface ${styles.project}`}>
      <Img image={project.image} className="card-image" />
      <figcaption>
        <span className={styles.sector}>{sectors[project.sector] ?? project.sector}</span>
        {bidi(project.caption, locale)}
      </figcaption>
    </figure>
  ));
  return <Marquee name="projects" label={text.projectsLabel} slides={slides} locale={locale} />;
}
