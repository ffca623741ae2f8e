/**
 * Loads a lazy module and hands it to `use`; if its chunk cannot be fetched (the network dropped before it was
 * downloaded), tries again each time the browser says it is back online. Returns a cancel.
 *
 * Browsers that follow the current HTML spec refetch a module whose fetch failed; older ones keep the failure for
 * the page's life, and then the next page load (or the service worker's precache) is what brings it.
 */
export function loadWhenOnline<M>(load: () => Promise<M>, use: (module: M) => void): () => void {
  let cancelled = false;
  const attempt = () => {
    load().then(
      (module) => {
        if (!cancelled) use(module);
      },
      () => {
        if (!cancelled) window.addEventListener('online', attempt, { once: true });
      },
    );
  };
  attempt();
  return () => {
    cancelled = true;
    window.removeEventListener('online', attempt);
  };
}
