// One Jest run for the whole suite. SWC transpiles TypeScript (with decorator metadata for NestJS),
// which is several times faster than ts-jest on this 2-core machine; `npm run lint` type-checks.
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];
const transform = { '^.+\\.(t|j)sx?$': swc };
// Dependencies published as ES modules only: Node 20 loads them with require(esm), Jest does not,
// so SWC turns them into CommonJS for the tests.
// openid-client 6 and its peers, and otplib 13's @scure/base and @noble/hashes, are ES modules only.
const ESM_ONLY = [
  'content-disposition',
  'openid-client',
  'oauth4webapi',
  'jose',
  '@scure/base',
  '@noble/hashes',
  // its plugins hold their own @noble/hashes in a nested node_modules, reached only through them
  '@otplib',
];
const transformIgnorePatterns = [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`];
module.exports = {
  testTimeout: 60000,
  // A worker keeps part of what each test file leaves behind (Nest apps, browsers' clients, module
  // registries) and, over a whole run, grew near V8's heap limit, where every collection is a long full
  // one (docs/architecture.md). Past this, Jest starts a fresh worker for the next file.
  workerIdleMemoryLimit: '1536MB',
  projects: [
    {
      displayName: 'unit',
      transform,
      transformIgnorePatterns,
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/services/src/**/*.spec.ts',
        '<rootDir>/console/src/**/*.test.ts',
        '<rootDir>/scripts/**/*.spec.ts',
      ],
    },
    {
      displayName: 'integration',
      transform,
      transformIgnorePatterns,
      testEnvironment: 'node',
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      testMatch: ['<rootDir>/services/src/**/*.int-spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
    },
  ],
};
