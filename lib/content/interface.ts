/**
 * The interface words in one language (content/interface.yml, interface.ar.yml): the frame, the
 * forms and the labels around the content. Server components read them here; client components get
 * theirs through LocaleProvider (client-text.ts).
 */
import 'server-only';
import { contentIn } from './load';
import type { Locale } from '../i18n/locales';

export const interfaceIn = (locale: Locale) => contentIn(locale).interface;
