import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * Whether a scroll box has content below what it shows (a box that cuts a card mid-line
 * must say there is more). Follows scrolling, resizing and `content` changes (the list it holds).
 */
export function useMoreBelow(ref: RefObject<HTMLElement | null>, content: unknown): boolean {
  const [moreBelow, setMoreBelow] = useState(false);
  const measure = useCallback(() => {
    const el = ref.current;
    setMoreBelow(el ? el.scrollTop + el.clientHeight < el.scrollHeight - 1 : false);
  }, [ref]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref, measure]);

  // New cards (a streaming search) change the height without a scroll or resize of the box itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `content` is the trigger, not an input.
  useEffect(measure, [content, measure]);

  return moreBelow;
}
