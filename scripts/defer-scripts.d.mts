/** The boot script's source: one line, the same on every page (so one hash pins it everywhere). */
export declare const bootSource: string;
/** The page's HTML with its chunk scripts handed to the boot script; throws on a page without any. */
export declare function deferScripts(html: string, file?: string): string;
