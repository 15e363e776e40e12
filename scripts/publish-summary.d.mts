/** The content check's problem lines in a log, in order, once each. */
export declare function contentProblems(log: string): string[];
interface AdminConfig {
  collections?: {
    label: string;
    folder?: string;
    files?: { label: string; file: string }[];
  }[];
}
/** Where a content file is edited in the admin, and in which language. */
export declare function adminEntry(
  file: string,
  config: AdminConfig | undefined,
): { entry: string; language: 'English' | 'Arabic' } | undefined;
/** Failed test titles from the Vitest and Playwright JSON reports. */
export declare function failedTests(reports: { unit?: unknown; e2e?: unknown }): string[];
/** The Markdown of the run's summary for a failed stage. */
export declare function summary(args: {
  stage: string;
  log: string;
  config: AdminConfig | undefined;
  tests?: string[];
}): string;
