import { formTextIn, searchTextIn } from '@/lib/content/client-text';
import { locales, type Locale } from '@/lib/i18n/locales';
import { wordsFile, type WordsFile } from '@/components/i18n/fetch-words';

/*
 * Interface words that only a dialog's lazily loaded part shows, in each language, as files of the
 * export (/words/quote-form.en.json, /words/search.ar.json): the dialog fetches them with its code,
 * so every page's document is lighter (issue 44). The contact and quote list pages give the form's
 * words with their forms.
 */

export const dynamic = 'force-static';
export const dynamicParams = false;

const groups: Record<WordsFile, (locale: Locale) => object> = {
  'quote-form': formTextIn,
  search: searchTextIn,
};
const files = locales.flatMap((locale) =>
  (Object.keys(groups) as WordsFile[]).map((name) => ({
    name,
    locale,
    file: wordsFile(name, locale),
  })),
);

export const generateStaticParams = () => files.map(({ file }) => ({ file }));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const found = files.find((entry) => entry.file === file);
  if (!found) return new Response(null, { status: 404 });
  return Response.json(groups[found.name](found.locale));
}
