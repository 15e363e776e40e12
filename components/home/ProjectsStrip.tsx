import { projects } from '@/content/home';
import { Marquee } from '@/components/carousel/Marquee';
import { Img } from '@/components/ui/Img';
import styles from './ProjectsStrip.module.css';

export function ProjectsStrip() {
  const slides = projects.map((project) => (
    <figure key={project.caption} className={`card-surface ${styles.project}`}>
      <Img image={project.image} className="card-image" />
      <figcaption>
        <span className={styles.sector}>{project.sector}</span>
        {project.caption}
      </figcaption>
    </figure>
  ));
  return <Marquee name="projects" label="Project gallery" slides={slides} />;
}
