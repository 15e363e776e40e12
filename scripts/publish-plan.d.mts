/** The pages besides its own that show each folder's entries. */
export declare const listedOn: Record<string, string[]>;
/** Pages that one root content file feeds, by its name without `.ar` and `.yml`. */
export declare const pagesOf: Record<string, string[]>;
/** The spec's articles, which keep their own path. */
export declare const specArticles: string[];
/** The page of the entry content/<folder>/<name>.yml (an added article's is /blog/<name>). */
export declare function pageOf(folder: string, name: string): string;
/** Every template once, for a change that reaches every page. */
export declare const fixedPages: string[];
/** A route in both languages. */
export declare function bothLanguages(route: string): string[];
/** Pages to check for a site-wide change, from the repository's content files. */
export declare function representativeRoutes(files: string[]): string[];
export interface Repository {
  /** The content files now in the repository, as repository paths. */
  files: string[];
  read(path: string): string;
}
export interface PublishPlan {
  fast: boolean;
  reason: string;
  routes: string[];
}
/** The plan for a push: fast with the pages the change reaches, or the whole suite. */
export declare function publishPlan(changed: string[], repository: Repository): PublishPlan;
