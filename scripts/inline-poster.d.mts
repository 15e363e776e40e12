/** The page's HTML with its high-priority 828 px poster inlined; a page without one is returned as is. */
export declare function inlinePoster(html: string, outDir: string): string;
