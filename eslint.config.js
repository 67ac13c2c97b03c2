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
    // One read path (docs/architecture.md, "Read side"): a controller asks the QueryBus for a
    // per-use-case Query and sends commands on the CommandBus; a read model is an inner part of its
    // feature's query and command handlers, never something a controller imports.
    files: ['services/src/**/*.controller.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.read-model(\\.|$)',
              message:
                "A controller reads through the QueryBus: execute the use case's Query (its @QueryHandler owns or delegates the read), never a *.read-model file.",
            },
            {
              // The product's own files (relative imports): a class named *ReadModel, wherever it lives.
              regex: '^\\.\\.?/',
              importNamePattern: 'ReadModel$',
              message:
                "A controller reads through the QueryBus: execute the use case's Query, never a read-model class.",
            },
          ],
        },
      ],
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
