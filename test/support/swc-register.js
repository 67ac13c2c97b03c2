// Runs the product's TypeScript sources in a plain node process (`node -r ./test/support/swc-register.js
// services/src/main.ts`), transpiled by SWC with the same settings as jest.config.js: tests that need
// the product as a separate process (kill -9, restart) then run the code under test, not a stale build.
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

const options = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};
