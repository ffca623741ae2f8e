import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryClient } from '@/lib/query-client';

// findBy/waitFor give up after 1 s by default; a loaded CI machine runs a multi-step flow (eight fetches on
// the diagnostics page) slower than that. A passing wait returns as soon as it holds, so only failures wait longer.
configure({ asyncUtilTimeout: 5000 });

// Each test starts with an empty server-state cache, like a fresh page.
afterEach(() => {
  cleanup();
  queryClient.clear();
});

// jsdom lacks a few browser APIs that Radix primitives call.
if (typeof window !== 'undefined') {
  const proto = window.HTMLElement.prototype;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
