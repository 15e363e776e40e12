import { localePath, type Locale } from '@/lib/i18n/locales';
import { chromeText } from '@/lib/i18n/chrome';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { ErrorPanel } from './ErrorPanel';

/** The body of the branded 404 page: what happened and the ways back. */
export function NotFoundPanel({ locale }: { locale: Locale }) {
  const text = chromeText[locale];
  return (
    <ErrorPanel
      title={text.notFoundHeading}
      actions={
        <>
          <ButtonLink href={localePath('/', locale)}>{text.notFoundHome}</ButtonLink>
          <ButtonLink href={localePath('/product', locale)} variant="outline">
            {text.notFoundProducts}
          </ButtonLink>
          <ButtonLink href={localePath('/contact-us', locale)} variant="outline">
            {text.notFoundContact}
          </ButtonLink>
        </>
      }
    >
      <p>{text.notFoundText}</p>
    </ErrorPanel>
  );
}
