import { afterEach } from 'vitest';
import { createElement } from 'react';
import { withEmotionCache } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { cleanup, configure, render } from '@testing-library/react';

// The whole back office renders in each test: on a busy machine (the full test run keeps both cores
// busy, and this suite then runs five times slower than alone) a screen may take far more than the
// default second to show what a `findBy…` or `waitFor` waits for.
configure({ asyncUtilTimeout: 40_000 });

// jsdom does not implement scrolling; react-admin scrolls to top on navigation.
window.scrollTo = () => {};

// Nor does it lay text out: the rich-text editor (ProseMirror) measures the selection's range when it
// scrolls it into view, after an insertion. An empty range measure lets it go on, as a browser would.
Range.prototype.getClientRects ??= function getClientRects() {
  return Object.assign([], { item: () => null });
};
Range.prototype.getBoundingClientRect ??= function getBoundingClientRect() {
  return new DOMRect(0, 0, 0, 0);
};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  delete window.__APP_CONFIG__;
});

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
