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
    // Each file renders the whole back office; on a busy machine its first test may take a while.
    testTimeout: 60_000,
  },
});
