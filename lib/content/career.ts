/** /career page content, read from content/career.yml: 'What We Offer You' tabs, perks and the Latest Careers cards. */
import 'server-only';
import { contentIn } from './load';
import type { Locale } from '../i18n/locales';

export const careerIn = (locale: Locale) => contentIn(locale).career;
