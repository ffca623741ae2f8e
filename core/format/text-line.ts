/**
 * One line of text from its parts: each part with single spaces and none at either end, the parts that say
 * nothing (empty, blank, null) left out, the rest joined by `separator`. Alert texts are built with it, so
 * 'GRU  → LIS ' (a missing time between two spaces) never reaches a channel.
 */
export function textLine(parts: readonly (string | null | undefined)[], separator = ' · '): string {
  return parts
    .map((part) => (part ?? '').replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '')
    .join(separator);
}
