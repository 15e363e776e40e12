import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      'server-only': fileURLToPath(new URL('./tests/unit/server-only.ts', import.meta.url)),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // The export-scanning tests gzip and validate every page; a loaded 2-core machine needs more than 5 s.
    testTimeout: 120_000,
    reporters: ['default', ['json', { outputFile: 'test-results/unit.json' }]],
  },
});
