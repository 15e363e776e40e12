// `npm run lint` runs stylelint on every stylesheet for one rule: no physical left or right (the site
// reads right to left in Arabic). The rule is scripts/stylelint-logical-sides.mjs, which applies
// stylelint-plugin-logical-css and the checks the plugin does not make.
const config = {
  plugins: ['stylelint-plugin-logical-css', './scripts/stylelint-logical-sides.mjs'],
  rules: { 'site/logical-sides': true },
  ignoreFiles: ['node_modules/**', 'out/**', '.next/**', 'public/**', 'test-results/**'],
};

export default config;
