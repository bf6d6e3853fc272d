// Component tests: jsdom + SWC (TypeScript and JSX, automatic runtime). The polyfills run before
// the test framework; jest-dom matchers after it.
// Dates are shown in local time: pin the zone so expected texts hold on any machine.
process.env.TZ = 'UTC';

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/build'],
  testMatch: ['**/*.test.{ts,tsx}'],
  setupFiles: ['<rootDir>/jest.polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // wouter ships ES modules only; SWC turns them into CommonJS like our own sources.
  transformIgnorePatterns: ['/node_modules/(?!wouter/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  clearMocks: true,
  // The machine is shared; MUI forms in jsdom are slow to re-render under load. A form test that
  // takes 5–10 s alone took over 20 s on a machine running five times its cores (seen: data entry,
  // create application): the limit only stops a test that hangs, so it is generous.
  testTimeout: 60000,
  restoreMocks: true,
};
