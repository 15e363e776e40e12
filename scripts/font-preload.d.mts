/** The page's HTML with a preload of its own language's fonts (Inter; and Noto Sans Arabic in Arabic). */
export declare function preloadFonts(html: string): string;
