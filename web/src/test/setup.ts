/** Unit-test set-up: jest-dom matchers and DOM cleanup between tests. */
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom does not implement scrolling (react-router's ScrollRestoration calls it).
window.scrollTo = (() => undefined);
