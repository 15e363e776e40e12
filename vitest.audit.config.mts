import unit from './vitest.config.mts';

/**
 * The spec audit (`npm run audit:spec`, scripts/audit-spec.mjs): today's content against
 * ../shared/SPEC.md (counts, dates, card lists, exact clauses, wording rules). Each check that
 * differs is reported as information; it never blocks a publish. The content folder it reads is
 * AUDIT_CONTENT_DIR, or content/.
 */
const audit = {
  ...unit,
  test: {
    ...unit.test,
    include: ['tests/audit/**/*.audit.ts'],
    reporters: ['default', ['json', { outputFile: 'test-results/spec-audit.json' }]],
  },
};

export default audit;
