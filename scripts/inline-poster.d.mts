/** The pages that must have the poster: the home page in each language. */
export declare const pagesWithPoster: string[];
/**
 * The page's HTML with its high-priority 828 px poster inlined; a page without one is returned as is,
 * but a page of `pagesWithPoster` (`file`, relative to outDir) without one stops the build.
 */
export declare function inlinePoster(html: string, outDir: string, file?: string): string;
