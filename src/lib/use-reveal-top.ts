import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Brings an element's top into view when asked (results that open in place of a long form): on a phone the
 * page would otherwise stay where the form's button was, hundreds of pixels into the results. Only scrolls
 * when the top is above the visible area (under the sticky header: the element's scroll-margin-top).
 */
export function useRevealTop<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [asked, setAsked] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!asked || !el) return;
    const margin = Number.parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
    if (el.getBoundingClientRect().top < margin) el.scrollIntoView({ block: 'start' });
  }, [asked]);
  const reveal = useCallback(() => setAsked((n) => n + 1), []);
  return { ref, reveal };
}
