import type { Locale } from '@/lib/i18n/locales';
import type { Home } from '@/lib/content/schema';
import { interfaceIn } from '@/lib/content/interface';
import { Marquee } from '@/components/carousel/Marquee';
import { Img } from '@/components/ui/Img';
import { bidi, markWord } from '@/components/ui/Text';
import styles from './ProjectsStrip.module.css';

export function ProjectsStrip({
  projects,
  locale,
}: {
  projects: Home['projects'];
  locale: Locale;
}) {
  const text = interfaceIn(locale).home;
  const sectors = { 'Oil & Gas': text.sectors.oilGas, Construction: text.sectors.construction };
  const slides = projects.map((project) => (
    <figure key={project.caption} className={`card-surface ${styles.project}`}>
      <Img image={project.image} className="card-image" />
      <figcaption>
        <span className={styles.sector}>{markWord(sectors[project.sector], locale)}</span>
        {bidi(project.caption, locale)}
      </figcaption>
    </figure>
  ));
  return <Marquee name="projects" label={text.projectsLabel} slides={slides} locale={locale} />;
}
