import { selectorFiles, selectorPayloadFor } from '@/lib/content/gland-selector';

/*
 * The gland selector's words and figures for one page in one language, as a file of the export
 * (/gland-selector/GlandsAccessories.en.json): the selector's code fetches it once the page is
 * interactive, so the page's document does not carry them in React's payload (issue 44).
 */

export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = () => selectorFiles().map(({ file }) => ({ file }));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const page = selectorFiles().find((entry) => entry.file === file);
  const payload = page && selectorPayloadFor(page.path, page.locale);
  if (!payload) return new Response(null, { status: 404 });
  return Response.json(payload);
}
