// node:fs in the admin preview's bundle: lib/content/routes.ts looks for the articles added in the
// admin in content/blog/ when it loads; the preview knows those from the build (embedded.ts).
export const existsSync = () => false;
export const readdirSync = (): string[] => [];
export const readFileSync = (): never => {
  throw new Error('no files in the admin preview');
};
