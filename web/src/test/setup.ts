/** Unit-test set-up: jest-dom matchers and DOM cleanup between tests. */
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { createElement } from 'react';
import { withEmotionCache } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { cleanup, configure, render } from '@testing-library/react';

// A page first loads its route's modules (the contracts' rule libraries among them): on a busy machine
// (the test pipeline runs this suite beside others) that can take more than testing-library's default
// second, which is not what these tests measure.
configure({ asyncUtilTimeout: 15_000 });

/**
 * The instant every test starts at (UTC): the clock (lib/clock) reads `Date`, which runs on from there,
 * so that a fixture's dates ("a booking on 1 December 2026") are in the future or the past whatever day
 * the suite runs. A test that needs another instant sets it (`vi.setSystemTime`).
 */
export const TEST_START = '2026-11-29T02:30:00.000Z';

function startClock() {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(TEST_START));
}
// Also while a test file loads: fixtures made at its top level or in a `describe` read the same clock.
startClock();
beforeEach(startClock);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.useRealTimers();
});

// jsdom does not implement scrolling (react-router's ScrollRestoration calls it).
window.scrollTo = () => undefined;

// Components render without the CSS that Emotion generates: jsdom's getComputedStyle (which
// testing-library's role and name queries call for every node) matches each element against every rule
// in the document, and with the design system's rules it took half of the suite's time. What a rule would
// show or hide is checked in the browser tests (real Chromium, real CSS).
const Capture = withEmotionCache((_props: object, cache: EmotionCache) => {
  cache.sheet.insert = () => undefined;
  return null;
});
render(createElement(Capture));
cleanup();
