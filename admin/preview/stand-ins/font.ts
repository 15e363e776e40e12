/**
 * next/font/local in the admin preview's bundle (app/fonts/*.ts, their file given by
 * scripts/admin-preview.mjs as a URL the bundle ships, and their family's name): each face as
 * next/font declares it, and a class that sets its variable, as next/font's `variable` class does.
 */
interface Options {
  /** The family's name: next/font's, the name of the constant (scripts/admin-preview.mjs). */
  family: string;
  src: string;
  weight: string;
  style: string;
  display: string;
  variable: string;
  declarations?: { prop: string; value: string }[];
}

const faces: string[] = [];

/** The @font-face rules and variable classes of every font the preview's modules declared. */
export const fontFaces = () => faces.join('\n');

export default function localFont(options: Options) {
  const { family, src, weight, style, display, variable, declarations } = options;
  const className = `preview-font-${family}`;
  // The preview is a document of its own (a blob: URL, no base for a path): the file's full URL.
  const url = new URL(src, self.location.href).href;
  const extra = (declarations ?? []).map(({ prop, value }) => `${prop}:${value};`).join('');
  faces.push(
    `@font-face{font-family:${family};src:url(${JSON.stringify(url)}) format('woff2');font-weight:${weight};font-style:${style};font-display:${display};${extra}}`,
    `.${className}{${variable}:${family}}`,
  );
  return { className, variable: className, style: { fontFamily: family } };
}
