// The publish workflow's browser check of the pages a content change reaches (.ci/fast): only
// tests/e2e/changed-pages.spec.ts, one desktop browser, and only the static server of the export
// (not the second export nor nginx, which the whole suite starts).
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testMatch: /changed-pages\.spec\.ts/,
  projects: (base.projects ?? []).filter((project) => project.name === 'desktop'),
  webServer: [base.webServer ?? []].flat().filter((server) => /\bserve out\b/.test(server.command)),
});
