'use client';

import { usePathname } from 'next/navigation';
import { localeInfo, localePath, otherLocale, splitLocale } from '@/lib/i18n/locales';
import { useLocale } from '@/components/i18n/LocaleProvider';
import styles from './LanguageSwitch.module.css';

interface Props {
  /** The English route path to offer in the other language; the current page's by default. */
  path?: string;
  /** What the link says to screen readers besides the language's name, in the page's language. */
  description: string;
  className?: string;
}

/**
 * The same page in the other language: a plain link (the two languages have separate root layouts,
 * so the switch is a full page load), named in the language it leads to and marked as such.
 */
export function LanguageSwitch({ path, description, className }: Props) {
  const pathname = usePathname();
  const target = localeInfo[otherLocale(useLocale())];
  const href = localePath(path ?? splitLocale(pathname).path, target.lang);
  return (
    <a
      href={href}
      hrefLang={target.lang}
      className={[styles.switch, className].filter(Boolean).join(' ')}
      title={description}
    >
      <span lang={target.lang} dir={target.dir}>
        {target.name}
      </span>
    </a>
  );
}
