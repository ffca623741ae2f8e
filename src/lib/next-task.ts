/**
 * Resolves in a later task: the browser runs what is waiting (input, a paint) before the caller goes on. Code that
 * loads in steps awaits it between them, so that each step's evaluation is a task of its own, not one long task.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
