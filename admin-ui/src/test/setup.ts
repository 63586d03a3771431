import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// The whole back office renders in each test: on a busy machine a screen may take more than the default
// second to show what a `findBy…` or `waitFor` waits for.
configure({ asyncUtilTimeout: 8000 });

// jsdom does not implement scrolling; react-admin scrolls to top on navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  delete window.__APP_CONFIG__;
});
