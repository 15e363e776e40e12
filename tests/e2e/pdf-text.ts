import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One printed sheet: its size in points and its text, a line per text run that ends one. */
export interface PdfPage {
  width: number;
  height: number;
  text: string;
}

/** The pages of a PDF (Chromium's page.pdf), read with pdf.js, Firefox's own PDF reader. */
export async function pdfPages(pdf: Buffer): Promise<PdfPage[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      const { items } = await page.getTextContent();
      const text = items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('');
      pages.push({ width, height, text });
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
