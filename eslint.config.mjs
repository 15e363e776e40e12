import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier/flat';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Layers point one way: app → components → lib. Nothing in lib/ imports components/ or app/,
    // nothing in components/ imports app/ (tests/repo/layers.test.ts breaks this once on purpose).
    files: ['**/*.{ts,tsx,mts,mjs}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './lib',
              from: ['./components', './app'],
              message: 'lib/ is the bottom layer: move the shared code into lib/ instead.',
            },
            {
              target: './components',
              from: './app',
              message:
                'components/ must not import app/: move the shared code into components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Inline styles name no physical side either (stylelint checks the stylesheets): the site reads
    // right to left in Arabic. Fails on style={{ marginLeft }}, { textAlign: 'left' } and a
    // horizontal move or flip written in a string ('translateX(...)', 'scaleX(-1)').
    files: ['**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXAttribute[name.name='style'] Property > Identifier.key[name=/^((margin|padding|border|scrollMargin|scrollPadding)(Left|Right)|left$|right$)/]",
          message:
            'An inline style names a side: use a logical property (marginInlineStart ...) or mirror it in CSS.',
        },
        {
          selector:
            "JSXAttribute[name.name='style'] Property[key.name=/^(textAlign|float|clear)$/] > Literal[value=/^(left|right)$/]",
          message: 'An inline style names a side: use start/end.',
        },
        {
          selector:
            'Literal[value=/translateX\\(|scaleX\\(\\s*-/], TemplateElement[value.raw=/translateX\\(|scaleX\\(\\s*-/]',
          message:
            'A horizontal move or flip in a component does not mirror right to left: do it in CSS with var(--inline-sign).',
        },
      ],
    },
  },
  {
    // Playwright fixtures call a parameter named `use`; it is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  prettier,
  {
    ignores: [
      '.next/**',
      'out/**',
      'out-admin/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
    ],
  },
];

export default config;
