import { formTextIn } from '@/lib/content/client-text';
import { locales } from '@/lib/i18n/locales';
import { formWordsFile } from '@/components/quote/form-words';

/*
 * The quote form's words in each language, as files of the export (/words/quote-form.en.json): the
 * site-wide quote dialog fetches them with the form's code, so every page's document is lighter
 * (issue 44). The contact and quote list pages give them with their forms.
 */

export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = () =>
  locales.map((locale) => ({ file: formWordsFile(locale) }));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const locale = locales.find((entry) => formWordsFile(entry) === file);
  if (!locale) return new Response(null, { status: 404 });
  return Response.json(formTextIn(locale));
}
