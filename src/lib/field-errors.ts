/**
 * The message of the first issue on each top-level field, as a form shows them beside its fields (zod lists issues
 * in the schema's order, so the first is the one the visitor meets first).
 */
export function firstIssuePerField<K extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<K, string>> {
  const found: Partial<Record<K, string>> = {};
  for (const issue of issues) found[issue.path[0] as K] ??= issue.message;
  return found;
}
