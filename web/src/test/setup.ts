/** Unit-test set-up: jest-dom matchers and DOM cleanup between tests. */
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A page first loads its route's modules (the contracts' rule libraries among them): on a busy machine
// that can take more than testing-library's default second, which is not what these tests measure.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom does not implement scrolling (react-router's ScrollRestoration calls it).
window.scrollTo = () => undefined;
