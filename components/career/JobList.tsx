import type { Job } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { siteIn } from '@/lib/content/site';
import { fill } from '@/lib/i18n/text';
import { pagesText } from '@/lib/i18n/pages';
import { buttonClass } from '@/components/ui/ButtonLink';
import { bidi } from '@/components/ui/Text';
import styles from './JobList.module.css';

function applyHref(job: Job, locale: Locale) {
  const { site } = siteIn(locale);
  const text = pagesText[locale].career;
  const subject = fill(text.applySubject, { title: job.title });
  const body = fill(text.applyBody, { company: site.name, title: job.title });
  return `mailto:${site.careersEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function JobList({ jobs, locale }: { jobs: Job[]; locale: Locale }) {
  const { site } = siteIn(locale);
  const text = pagesText[locale].career;
  if (jobs.length === 0) {
    return (
      <p className={styles.empty}>
        {text.noJobsBefore}
        <a href={`mailto:${site.careersEmail}`} dir={locale === 'ar' ? 'ltr' : undefined}>
          {site.careersEmail}
        </a>
        {text.noJobsAfter}
      </p>
    );
  }
  return (
    <ul className="card-grid">
      {jobs.map((job) => (
        <li key={job.title} className={styles.card}>
          <h3>{bidi(job.title, locale)}</h3>
          <p className={styles.meta}>
            {bidi(job.location, locale)} · {bidi(job.type, locale)}
          </p>
          <p>{bidi(job.summary, locale)}</p>
          <a href={applyHref(job, locale)} className={buttonClass('outline')}>
            {text.applyNow}
            <span className="visually-hidden">: {bidi(job.title, locale)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
