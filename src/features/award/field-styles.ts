/** A native <select> styled like the design system's Input (native keeps mobile pickers and tests simple). */
export const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50';
