import { type ReactNode, useSyncExternalStore } from 'react';
import type { ToastActionElement } from './toast';

// SPEC §9: at most one toast at a time, shown 5000 ms by default, dropped 1,000,000 ms after dismissal.
export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  /** A <ToastAction altText="…">…</ToastAction>. */
  action?: ToastActionElement;
  /** Milliseconds on screen; defaults to TOAST_DURATION. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (next: ToastInput) => void;
}

// The store lives outside React so `toast()` can be called from anywhere (api helpers, atoms, effects).
let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  for (const [id, timer] of removalTimers) {
    if (!next.some((t) => t.id === id)) {
      clearTimeout(timer);
      removalTimers.delete(id);
    }
  }
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/** Closes one toast, or every toast when called without an id. */
export function dismissToast(id?: string) {
  const matches = (t: ToastItem) => id === undefined || t.id === id;
  for (const t of toasts) if (matches(t)) scheduleRemoval(t.id);
  emit(toasts.map((t) => (matches(t) ? { ...t, open: false } : t)));
}

/** Shows a toast; a new one replaces the one on screen (TOAST_LIMIT = 1). Callable outside React. */
export function toast(input: ToastInput): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => emit(toasts.map((t) => (t.id === id ? { ...t, ...next } : t))),
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => toasts;

/** The current toasts plus `toast` and `dismiss(id?)`, as in shadcn/ui. */
export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
