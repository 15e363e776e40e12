import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      'server-only': fileURLToPath(new URL('./tests/unit/server-only.ts', import.meta.url)),
    },
  },
  test: {
    // tests/unit: the publish gate, true for any content the schema accepts (a content save runs
    // only these: .ci/fast); tests/repo: the repository's own form (content files as the admin
    // writes them, links in the docs, waits in the browser tests), run on a code change.
    include: ['tests/unit/**/*.test.ts', 'tests/repo/**/*.test.ts'],
    environment: 'node',
    // The export-scanning tests gzip and validate every page; a loaded 2-core machine needs more than 5 s.
    testTimeout: 120_000,
    // Vitest's default leaves one core to the main process: a single worker on the 2-core CI
    // machine. Its files spend most of their time importing and reading files, so two run in
    // parallel there (37 s instead of 52 s for the unit suite).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ['default', ['json', { outputFile: 'test-results/unit.json' }]],
  },
});
