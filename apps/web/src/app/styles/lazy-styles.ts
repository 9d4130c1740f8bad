/**
 * Issue 16: the first load carries only the stylesheets of the shell and the dashboard
 * (shell-styles.ts); everything loaded later (pages, modals, the help overlay) waits for the rest
 * of Mantine's stylesheets, fetched once, beside its own code:
 * `lazy(async () => { const [m] = await Promise.all([import('./X'), loadAllStyles()]); … })`.
 */
export function loadAllStyles(): Promise<unknown> {
  return import('./all-styles');
}
