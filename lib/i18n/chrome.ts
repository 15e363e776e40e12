/**
 * The texts of the site's frame in both languages: header, menus, footer, skip link, breadcrumbs,
 * the language switch, the 404 page and the metadata strings. Server components index `chromeText`
 * by locale; the error boundaries (client components without props) read `chromeClientText` through
 * useText('chrome'). Company names stay in Latin letters (slots such as {name}).
 */
import { defineText } from './text';

export const chromeText = defineText({
  en: {
    skipToContent: 'Skip to content',
    mainNav: 'Main',
    mobileNav: 'Mobile',
    logoHome: '{name} home',
    productCategories: 'Product categories',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    breadcrumb: 'Breadcrumb',
    /** The language switch names the other language in that language (see localeInfo). */
    switchTo: 'Read this page in Arabic',
    footerBanner: 'Your One-Stop Technical Partner in Cable Management & Termination Solutions',
    letsConnect: "Let's Connect",
    getInTouch: 'Get in touch',
    whatsapp: 'Chat on WhatsApp',
    quickLinks: 'Quick links',
    certifications: 'Certifications',
    copyright: '© {year} {legalName}, {registration}. All rights reserved. Website by {developer}.',
    notFoundTitle: 'Page not found',
    notFoundDescription:
      'The page you asked for does not exist. Find our products, services and contact details here.',
    notFoundHeading: "We couldn't find that page",
    notFoundText:
      'The link may be old or mistyped. Our product range, services and contact details are one click away.',
    notFoundHome: 'Home',
    notFoundProducts: 'Products',
    notFoundContact: 'Contact',
  },
  ar: {
    skipToContent: 'انتقلوا إلى المحتوى',
    mainNav: 'القائمة الرئيسية',
    mobileNav: 'قائمة التنقل',
    logoHome: 'الصفحة الرئيسية لـ {name}',
    productCategories: 'فئات المنتجات',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    menu: 'القائمة',
    breadcrumb: 'مسار التنقل',
    switchTo: 'اقرؤوا هذه الصفحة بالإنجليزية',
    footerBanner: 'شريككم التقني المتكامل في حلول إدارة الكابلات وتوصيل أطرافها',
    letsConnect: 'تواصلوا معنا',
    getInTouch: 'معلومات التواصل',
    whatsapp: 'راسلونا عبر واتساب',
    quickLinks: 'روابط سريعة',
    certifications: 'الشهادات',
    copyright:
      '© {year} {legalName}، {registration}. جميع الحقوق محفوظة. تصميم الموقع: {developer}.',
    notFoundTitle: 'الصفحة غير موجودة',
    notFoundDescription:
      'الصفحة التي طلبتموها غير موجودة. تجدون هنا منتجاتنا وخدماتنا وبيانات التواصل معنا.',
    notFoundHeading: 'لم نعثر على هذه الصفحة',
    notFoundText:
      'ربما يكون الرابط قديمًا أو فيه خطأ في الكتابة. منتجاتنا وخدماتنا وبيانات التواصل على بُعد نقرة واحدة.',
    notFoundHome: 'الرئيسية',
    notFoundProducts: 'المنتجات',
    notFoundContact: 'اتصلوا بنا',
  },
});

/** The texts client components of the frame need without a server parent: the error boundaries. */
export const chromeClientText = defineText({
  en: {
    errorTitle: 'Something went wrong',
    reload: 'Reload the page',
    chunkFailed:
      'Part of this page could not be downloaded, perhaps because the connection dropped or the site was just updated.',
    renderFailed: 'This page hit an unexpected problem while loading.',
    reloadHint: 'Reloading usually fixes it.',
    helpCall: 'Need help now? Call {phone} or e-mail {email}.',
    helpContact: 'Need help now? Reach us through {link}.',
    contactPage: 'our contact page',
  },
  ar: {
    errorTitle: 'حدث خطأ ما',
    reload: 'أعيدوا تحميل الصفحة',
    chunkFailed: 'تعذّر تنزيل جزء من هذه الصفحة، ربما لانقطاع الاتصال أو لأن الموقع حُدِّث للتو.',
    renderFailed: 'واجهت هذه الصفحة مشكلة غير متوقعة أثناء التحميل.',
    reloadHint: 'إعادة التحميل تحل المشكلة عادةً.',
    helpCall: 'تحتاجون إلى مساعدة الآن؟ اتصلوا على {phone} أو راسلونا على {email}.',
    helpContact: 'تحتاجون إلى مساعدة الآن؟ تواصلوا معنا عبر {link}.',
    contactPage: 'صفحة التواصل',
  },
});
