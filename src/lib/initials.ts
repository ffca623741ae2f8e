/** SPEC §2 user menu: first letter of each word of the full name, upper-cased, at most 2 characters. */
export function initials(fullName: string | null | undefined, email?: string): string {
  const name = (fullName ?? '').trim() || (email?.split('@')[0] ?? '');
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('pt-BR'))
    .join('')
    .slice(0, 2);
}
