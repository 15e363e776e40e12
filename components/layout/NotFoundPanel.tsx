import { localePath, type Locale } from '@/lib/i18n/locales';
import { interfaceIn } from '@/lib/content/interface';
import { markWord } from '@/components/ui/Text';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { ErrorPanel } from './ErrorPanel';

/** The body of the branded 404 page: what happened and the ways back. */
export function NotFoundPanel({ locale }: { locale: Locale }) {
  const text = interfaceIn(locale).notFound;
  const word = (value: string) => markWord(value, locale);
  return (
    <ErrorPanel
      title={word(text.heading)}
      actions={
        <>
          <ButtonLink href={localePath('/', locale)}>{word(text.home)}</ButtonLink>
          <ButtonLink href={localePath('/product', locale)} variant="outline">
            {word(text.products)}
          </ButtonLink>
          <ButtonLink href={localePath('/contact-us', locale)} variant="outline">
            {word(text.contact)}
          </ButtonLink>
        </>
      }
    >
      <p>{word(text.text)}</p>
    </ErrorPanel>
  );
}
