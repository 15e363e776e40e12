import type { Job } from '@/content/types';
import { site } from '@/content/site';
import { buttonClass } from '@/components/ui/ButtonLink';
import styles from './JobList.module.css';

function applyHref(job: Job) {
  const subject = `Application: ${job.title}`;
  const body = `Dear ${site.name} team,\n\nPlease find my CV attached for the ${job.title} position.\n\n`;
  return `mailto:${site.careersEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function JobList({ jobs }: { jobs: Job[] }) {
  if (jobs.length === 0) {
    return (
      <p className={styles.empty}>
        We have no open positions right now, but we are always glad to hear from good engineers and
        technicians. Send your CV to <a href={`mailto:${site.careersEmail}`}>{site.careersEmail}</a>{' '}
        and we will keep it on file.
      </p>
    );
  }
  return (
    <ul className="card-grid">
      {jobs.map((job) => (
        <li key={job.title} className={styles.card}>
          <h3>{job.title}</h3>
          <p className={styles.meta}>
            {job.location} · {job.type}
          </p>
          <p>{job.summary}</p>
          <a href={applyHref(job)} className={buttonClass('outline')}>
            Apply Now<span className="visually-hidden">: {job.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
