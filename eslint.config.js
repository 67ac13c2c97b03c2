// Lint rules that catch real defects; formatting is Prettier's job (.prettierrc).
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const importX = require('eslint-plugin-import-x');
const boundaries = require('./scripts/lint/feature-boundaries');

// The console's folders in layers, lowest first (docs/architecture.md): app/ (store, HTTP, storage,
// the signed-in user, the language in use), i18n/ (dictionaries, the provider), ui/ (Blueprint
// wrapped, form and list hooks), features/, then the entry files (routes, App, main, capture-*).
// A folder imports only from the layers below it, so no two folders can import each other.
const CONSOLE_LAYERS = [
  ['app', 'console/src/app/**'],
  ['i18n', 'console/src/i18n/**'],
  ['ui', 'console/src/ui/**'],
  ['features', 'console/src/features/**'],
  ['the entry files', 'console/src/*.{ts,tsx}'],
];
const consoleLayerZones = CONSOLE_LAYERS.flatMap(([name, target], index) =>
  CONSOLE_LAYERS.slice(index + 1).map(([above, from]) => ({
    target,
    from,
    message: `${name} sits below ${above} in the console's layers: move what both need down (docs/architecture.md).`,
  })),
);

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
    // Product code names its types: `unknown` and narrowing where a value is truly open. Tests may
    // still build partial fixtures with `any`.
    files: ['services/src/**/*.ts', 'console/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
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
    // Inside ui/, dialogs and drawers come from ui/Dialog.tsx and toasts from AppToast.tsx: they name the
    // close button in the user's language (Blueprint's says "Close" in English).
    files: ['console/src/ui/**/*.{ts,tsx}'],
    ignores: ['console/src/ui/Dialog.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@blueprintjs/core',
              importNames: ['Dialog', 'Drawer', 'MultistepDialog'],
              message: "Use ui/Dialog.tsx's Dialog and Drawer: their close button is translated.",
            },
            {
              name: '@blueprintjs/core',
              importNames: ['OverlayToaster', 'Toast', 'Toast2'],
              message:
                "Use showToast (ui/toastStore.ts): the console's toasts name their close button in the user's language.",
            },
          ],
        },
      ],
    },
  },
  {
    // The console's layers (CONSOLE_LAYERS), and the console is a package of its own: it never reaches
    // into the server's source (the selfie rules come as a generated copy, npm run face-rules).
    files: ['console/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...consoleLayerZones,
            {
              target: 'console/src/**',
              from: 'services/**',
              message: 'The console does not import the server’s source: share it as a generated file.',
            },
          ],
        },
      ],
    },
  },
  {
    // Small files (docs/architecture.md): no source file over 300 lines, every line counted (blank
    // lines and comments too) as Prettier formats it (its format is checked in the same lint). Product
    // code, tests and scripts alike; only the i18n dictionaries and generated files may be longer.
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    // The exceptions: a dictionary holds every key of its area in one language (split by area, never
    // mid-area), and a generated file is rewritten whole by its generator (npm run api-types: the
    // OpenAPI plugin metadata and the console's API types; npm run face-rules: the selfie rules' copy).
    files: [
      'console/src/i18n/**/{en,fr,de,nl}.ts',
      'services/src/shared/i18n/messages/*.messages.ts',
      'console/src/app/generated/**',
      'console/src/features/capture/face/generated/**',
      'services/src/bootstrap/*.generated.ts',
    ],
    rules: { 'max-lines': 'off' },
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
