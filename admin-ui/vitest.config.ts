import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Unit and component tests of the back office, in a jsdom browser-like environment. */
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Test files of a worker share loaded modules (react-admin, MUI): importing them again for every file
    // cost a third of the suite's time. Tests that need the app's first-load state call vi.resetModules().
    isolate: false,
    // Each file renders the whole back office; on a busy machine its first test may take a while.
    testTimeout: 60_000,
  },
});
