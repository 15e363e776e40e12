/** Types of deploy/security.mjs for the tests (the module itself is plain JavaScript for the postbuild). */
export declare function pagePolicy(
  scriptHashes: string[],
  options?: { styleHashes?: string[] },
): string;
export declare const headerPolicy: string;
export declare const assetPolicy: string;
export declare const searchBundlePolicy: string;
export declare function adminPolicy(options: { forHeader: boolean }): string;
export declare const securityHeaders: Record<string, string>;
export declare const adminHeaders: Record<string, string>;
