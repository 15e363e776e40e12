import { bidiParts } from '@/lib/i18n/bidi';
import type { Locale } from '@/lib/i18n/locales';

/** A text on an Arabic page with its Latin runs (M25 × 1.5, IIB, 23 mm) isolated in <bdi>. */
export function Isolated({ text, locale }: { text: string; locale: Locale }) {
  if (locale !== 'ar') return <>{text}</>;
  return (
    <>
      {bidiParts(text).map((part, index) =>
        part.isolate ? <bdi key={index}>{part.text}</bdi> : part.text,
      )}
    </>
  );
}
