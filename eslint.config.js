// Lint rules that catch real defects; formatting is Prettier's job (.prettierrc).
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const importX = require('eslint-plugin-import-x');
const boundaries = require('./scripts/lint/feature-boundaries');

module.exports = tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'console/public/**', 'test/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      // Document and list parsers match control characters (AAMVA separators, OFAC's Ctrl-Z) on purpose.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    // Server texts are catalogue keys from where they are made (docs/architecture.md, "Languages"):
    // errors take a `Localized`, which an English string is not, and these rules close the ways
    // around that: an English `message` on a DTO rule (give it `keyed(...)`), and a cast that makes a
    // string pass for a key or a text.
    files: ['services/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        {
          selector: "Decorator CallExpression > ObjectExpression > Property[key.name='message']",
          message:
            "A DTO rule's text is a catalogue key: keyed('error.…') (shared/http/keyed-validation.ts).",
        },
        {
          selector:
            'TSAsExpression > TSTypeReference.typeAnnotation[typeName.name=/^(MessageKey|Localized|NotFoundKey|FieldError|Params)$/]',
          message: 'Texts are catalogue keys: use localized(...) or hasMessage(...), not a cast.',
        },
        {
          selector:
            ':matches(NewExpression[callee.name=/Error$/], CallExpression[callee.name=/^(localized|keyed|fieldError|ok)$/]) > TSAsExpression',
          message: 'An error or a text takes a key as it is: no cast in its arguments.',
        },
      ],
    },
  },
  {
    // No import circles in the product's code (issue 13): a circle hides which module depends on
    // which and breaks start-up order. Type-only imports do not count (they vanish when compiled).
    // Imports are relative and the TypeScript files are resolved by extension; node_modules is not
    // walked (ignoreExternal), which keeps the rule cheap.
    files: ['services/src/**/*.ts', 'console/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.json'] }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Feature boundaries (scripts/lint/feature-boundaries.js, docs/architecture.md): a feature imports
    // only what another publishes and names in SQL only its own tables.
    files: ['services/src/**/*.ts'],
    ignores: ['services/src/**/*.spec.ts', 'services/src/**/*.int-spec.ts'],
    plugins: { verifydesk: boundaries.plugin },
    rules: {
      'verifydesk/no-foreign-table': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaries.importZones() }],
    },
  },
  {
    // Blueprint stays behind the console's own components: pages import them from ui/index.ts.
    files: ['console/src/**/*.{ts,tsx}'],
    ignores: ['console/src/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@blueprintjs/*'],
              message:
                'Use the console components from ui/ (ui/index.ts); Blueprint is imported only inside console/src/ui.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      '**/*.js',
      'test/support/global-*.ts',
      'console/vite.config.ts',
      'console/vite.capture.config.ts',
    ],
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      'no-restricted-syntax': 'off',
      'no-undef': 'off',
    },
  },
);
