/**
 * The interface texts of the page bodies and templates (section headings and labels, hub labels,
 * calls to action, dates, JSON-LD strings), English and Arabic. Server components import this file
 * and index it by locale; no client module does, so only the page's language reaches the browser.
 */
import { defineText } from './text';

export const pagesText = defineText({
  en: {
    home: {
      viewMore: 'View more',
      viewMoreHidden: ' about us',
      heroLabel: 'Highlights',
      requestQuote: 'Request a Quote',
      quoteSubject: 'Request a Quote',
      serviceCardsLabel: 'Service cards',
      projectsLabel: 'Project gallery',
      logosLabel: 'Client logos',
      testimonialsLabel: 'Client testimonials',
      rated: 'Rated {rating} out of 5',
      learnMore: 'Learn more',
      /** Heard after "Learn more", before the card's title. */
      learnMoreHidden: ' about our ',
      sectors: { 'Oil & Gas': 'Oil & Gas', Construction: 'Construction' },
    },
    career: {
      applyNow: 'Apply Now',
      applySubject: 'Application: {title}',
      applyBody: 'Dear {company} team,\n\nPlease find my CV attached for the {title} position.\n\n',
      noJobsBefore:
        'We have no open positions right now, but we are always glad to hear from good engineers and technicians. Send your CV to ',
      noJobsAfter: ' and we will keep it on file.',
    },
    detail: { requestQuote: 'Request a Quote' },
    article: { related: 'Related', relatedPages: 'Related pages', next: 'Next article' },
    /** The blog's numbered pages: the nav under the list, and the name and title of page 2 and on. */
    blogPages: {
      label: 'Article pages',
      page: 'Page {n}',
      previous: 'Previous',
      next: 'Next',
      suffix: ' – page {n}',
    },
    legal: { updated: 'Last updated ', contents: 'Contents' },
    schema: { areaServed: 'United Arab Emirates' },
  },
  ar: {
    home: {
      viewMore: 'اعرفوا المزيد',
      viewMoreHidden: ' عنّا',
      heroLabel: 'أبرز ما نقدّمه',
      requestQuote: 'اطلبوا عرض سعر',
      quoteSubject: 'طلب عرض سعر',
      serviceCardsLabel: 'بطاقات الخدمات',
      projectsLabel: 'معرض المشاريع',
      logosLabel: 'شعارات العملاء',
      testimonialsLabel: 'أقوال العملاء',
      rated: 'التقييم {rating} من 5',
      learnMore: 'اعرفوا المزيد',
      learnMoreHidden: ' عن ',
      sectors: { 'Oil & Gas': 'النفط والغاز', Construction: 'الإنشاءات' },
    },
    career: {
      applyNow: 'قدّموا الآن',
      applySubject: 'طلب توظيف: {title}',
      applyBody:
        'فريق {company} المحترم،\n\nتجدون مرفقًا سيرتي الذاتية للتقدّم إلى وظيفة {title}.\n\n',
      noJobsBefore:
        'لا توجد لدينا وظائف شاغرة حاليًا، لكننا نرحّب دائمًا بالمهندسين والفنيين الأكفاء. أرسلوا سيرتكم الذاتية إلى ',
      noJobsAfter: ' وسنحتفظ بها في سجلاتنا.',
    },
    detail: { requestQuote: 'اطلبوا عرض سعر' },
    article: { related: 'ذو صلة', relatedPages: 'صفحات ذات صلة', next: 'المقال التالي' },
    blogPages: {
      label: 'صفحات المقالات',
      page: 'الصفحة {n}',
      previous: 'السابقة',
      next: 'التالية',
      suffix: ' – الصفحة {n}',
    },
    legal: { updated: 'آخر تحديث: ', contents: 'المحتويات' },
    schema: { areaServed: 'الإمارات العربية المتحدة' },
  },
});
