/**
 * The carousels' and strips' interface texts (components/carousel): their controls and the WAI-ARIA
 * carousel pattern's role descriptions and slide labels. Client carousels read them with
 * useText('motion'); the server-rendered strip (Marquee) indexes them by locale.
 */
import { defineText } from './text';

export const motionText = defineText({
  en: {
    carousel: 'carousel',
    slide: 'slide',
    /** A slide's label: "2 of 4". */
    slideLabel: '{index} of {count}',
    goToSlide: 'Go to slide {index} of {count}',
    previous: 'Previous slide',
    next: 'Next slide',
    play: 'Play carousel',
    pause: 'Pause carousel',
  },
  ar: {
    carousel: 'عرض متتابع',
    slide: 'شريحة',
    slideLabel: '{index} من {count}',
    goToSlide: 'الانتقال إلى الشريحة {index} من {count}',
    previous: 'الشريحة السابقة',
    next: 'الشريحة التالية',
    play: 'تشغيل العرض',
    pause: 'إيقاف العرض مؤقتًا',
  },
});

export type MotionText = (typeof motionText)['en'];
