/**
 * The content the spec audit reads: AUDIT_CONTENT_DIR (a copy, in the audit's own test) or the
 * repository's content/, in either language, and the built pages in out/ where a check reads them.
 */
import { loadContent, contentDir, routeTextsIn } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';

export const auditDir = process.env.AUDIT_CONTENT_DIR ?? contentDir;

export const audited = (locale: Locale = 'en') => loadContent(auditDir, locale);

export const auditedRouteTexts = (locale: Locale = 'en') => routeTextsIn(locale, auditDir);
