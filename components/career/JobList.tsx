import type { Job } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { siteIn } from '@/lib/content/site';
import { fill } from '@/lib/i18n/text';
import { interfaceIn } from '@/lib/content/interface';
import { buttonClass } from '@/components/ui/ButtonLink';
import { bidi, markWord } from '@/components/ui/Text';
import { fillNodes } from '@/components/ui/fill-nodes';
import styles from './JobList.module.css';

function applyHref(job: Job, locale: Locale) {
  const { site } = siteIn(locale);
  const text = interfaceIn(locale).career;
  const subject = fill(text.applySubject, { title: job.title });
  // The visitor writes below the start of the letter.
  const body = `${fill(text.applyBody, { company: site.name, title: job.title })}\n\n`;
  return `mailto:${site.careersEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function JobList({ jobs, locale }: { jobs: Job[]; locale: Locale }) {
  const { site } = siteIn(locale);
  const text = interfaceIn(locale).career;
  if (jobs.length === 0) {
    return (
      <p className={styles.empty}>
        {markWord(
          text.noJobs,
          locale,
          fillNodes(text.noJobs, {
            email: (
              <a href={`mailto:${site.careersEmail}`} dir={locale === 'ar' ? 'ltr' : undefined}>
                {site.careersEmail}
              </a>
            ),
          }),
        )}
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
            {markWord(text.applyNow, locale)}
            <span className="visually-hidden">: {bidi(job.title, locale)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
