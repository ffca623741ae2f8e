// A screen painted from static HTML (the public screens, built by scripts/vite-first-paint.ts) before any of the app
// has run: what its visitor does there until the app takes the page over. The app starts at the first gesture; until
// its first render what was typed, the field in focus, a button pressed and a form sent are kept, and given back to
// the same elements of the app's identical markup. No imports: this runs before React is even downloaded.

/**
 * The marker the build puts on #root of a static first paint; its value says when the app starts: at the visitor's
 * first gesture ('gesture', a screen that needs nothing until then), or as soon as the page has painted ('load', a
 * screen that fetches something to show).
 */
export const STATIC_PAINT_ATTRIBUTE = 'data-first-paint';
export type StaticPaintStart = 'gesture' | 'load';

/** Where an element sits under the root: child indices, so the app's identical markup has it at the same place. */
type Place = number[];

export interface StaticPaintTakeover {
  /** Resolves when the app should start: the visitor's first gesture, or at once when the address asks for the app. */
  readonly started: Promise<void>;
  /**
   * Resolves at once, unless a link on the static page was followed: the page is leaving, and the app's router must
   * not write its first history entry under it (Chromium then cancels the navigation). It resolves only if the
   * visitor comes back to this very page (the back-forward cache).
   */
  whenStaying(): Promise<void>;
  /** Called once the app's first render is on the page: hands back what the visitor did meanwhile. */
  restore(): void;
}

const GESTURES = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'wheel'] as const;
/** What ends a press: its click, or a release or cancel without one. */
const PRESS_ENDS = ['click', 'pointerup', 'pointercancel'] as const;

function placeOf(root: Element, node: Element): Place | null {
  const place: Place = [];
  for (let at: Element | null = node; at && at !== root; at = at.parentElement) {
    const parent: Element | null = at.parentElement;
    if (!parent) return null;
    place.unshift(Array.prototype.indexOf.call(parent.children, at));
  }
  return place;
}

function elementAt(root: Element, place: Place): Element | null {
  let at: Element | null = root;
  for (const index of place) at = at?.children[index] ?? null;
  return at;
}

/** A plain click on a link that opens another page in this tab (not a new tab, a download or a jump within the page). */
function leavesThePage(link: Element, event: Event): boolean {
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return false;
  if (link.target !== '' && link.target !== '_self') return false;
  if (
    event instanceof MouseEvent &&
    (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
  )
    return false;
  const to = new URL(link.href, window.location.href);
  const here = new URL(window.location.href);
  return !(to.pathname === here.pathname && to.search === here.search && to.hash !== '');
}

type Field = HTMLInputElement | HTMLTextAreaElement;
const isField = (node: EventTarget | null): node is Field =>
  node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement;

/** Writes `value` the way typing would, so that React's onChange sees it (its controlled value is the truth). */
function typeInto(field: Field, value: string): void {
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Null when `root` holds no static first paint. Otherwise it watches the static markup: values typed (or filled by
 * the browser), the focused field, the first button pressed and a form sent before the app is ready; a form is never
 * sent by the browser itself (it would put the password in the address).
 */
export function holdStaticPaint(
  root: HTMLElement | null,
  location: Location = window.location,
): StaticPaintTakeover | null {
  if (!root?.hasAttribute(STATIC_PAINT_ATTRIBUTE)) return null;
  const values = new Map<string, { place: Place; value: string }>();
  let focused: { place: Place; start: number | null; end: number | null } | null = null;
  let pressed: Place | null = null;
  let sent: Place | null = null;
  let taken = false;
  let leaving = false;

  const keep = (field: Field) => {
    const place = placeOf(root, field);
    if (!place || field.type === 'hidden') return;
    values.set(place.join('.'), { place, value: field.value });
  };
  const onInput = (event: Event) => {
    if (!taken && isField(event.target) && root.contains(event.target)) keep(event.target);
  };
  const onFocus = (event: Event) => {
    const target = event.target;
    if (taken || !(target instanceof Element) || !root.contains(target)) return;
    const place = placeOf(root, target);
    if (!place) return;
    const field = isField(target) ? target : null;
    focused = { place, start: field?.selectionStart ?? null, end: field?.selectionEnd ?? null };
  };
  const onClick = (event: Event) => {
    if (taken || !(event.target instanceof Element) || !root.contains(event.target)) return;
    // A link still works as a link, and takes the visitor away from this page.
    const link = event.target.closest('a[href]');
    if (link) {
      if (leavesThePage(link, event)) leaving = true;
      return;
    }
    // A button needs the app, which replays the press once it is there.
    const button = event.target.closest('button, [role="button"]');
    if (!button) return;
    event.preventDefault();
    pressed ??= placeOf(root, button);
  };
  const onSubmit = (event: Event) => {
    if (taken || !(event.target instanceof HTMLFormElement) || !root.contains(event.target)) return;
    event.preventDefault();
    sent = placeOf(root, event.target);
  };
  document.addEventListener('input', onInput, true);
  document.addEventListener('focusin', onFocus, true);
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  // Fields the browser filled in before this ran (autofill, a restored page).
  for (const field of root.querySelectorAll('input, textarea')) if (isField(field) && field.value) keep(field);

  const started = new Promise<void>((resolve) => {
    // An address that carries something for the app (a confirmation, a code, a change-password link) needs it now.
    if (location.search || location.hash) {
      resolve();
      return;
    }
    if (root.getAttribute(STATIC_PAINT_ATTRIBUTE) === 'load') {
      // After the frame that shows the page.
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const begin = () => {
      for (const gesture of GESTURES) window.removeEventListener(gesture, go, true);
      resolve();
    };
    // A press on a link starts nothing until the press is over: the app's first render replacing the link between
    // the press and its click would swallow the click. Once the click is in, a followed link holds the app back.
    let pressingLink = false;
    const released = () => {
      for (const end of PRESS_ENDS) window.removeEventListener(end, released, true);
      setTimeout(begin, 0);
    };
    const go = (event: Event) => {
      if (pressingLink) return;
      const onLink = event.target instanceof Element && root.contains(event.target) && event.target.closest('a[href]');
      if (onLink && (event.type === 'pointerdown' || event.type === 'touchstart')) {
        pressingLink = true;
        for (const end of PRESS_ENDS) window.addEventListener(end, released, true);
        return;
      }
      begin();
    };
    for (const gesture of GESTURES) window.addEventListener(gesture, go, { capture: true, passive: true });
    // Already in a field (the browser restored focus): the visitor is there.
    if (document.activeElement instanceof Element && root.contains(document.activeElement)) begin();
  });

  return {
    started,
    whenStaying() {
      if (!leaving) return Promise.resolve();
      return new Promise<void>((resolve) => {
        window.addEventListener(
          'pageshow',
          () => {
            leaving = false;
            resolve();
          },
          { once: true },
        );
      });
    },
    restore() {
      if (taken) return;
      taken = true;
      root.removeAttribute(STATIC_PAINT_ATTRIBUTE);
      document.removeEventListener('input', onInput, true);
      document.removeEventListener('focusin', onFocus, true);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      for (const { place, value } of values.values()) {
        const field = elementAt(root, place);
        if (isField(field) && field.value !== value) typeInto(field, value);
      }
      const at = focused ? elementAt(root, focused.place) : null;
      if (focused && at instanceof HTMLElement) {
        at.focus();
        if (isField(at) && focused.start !== null && focused.end !== null) {
          try {
            at.setSelectionRange(focused.start, focused.end);
          } catch {
            // An email field has no selection API: the caret stays where focus put it.
          }
        }
      }
      const button = pressed ? elementAt(root, pressed) : null;
      if (button instanceof HTMLElement) button.click();
      const form = sent ? elementAt(root, sent) : null;
      if (form instanceof HTMLFormElement) form.requestSubmit();
    },
  };
}
