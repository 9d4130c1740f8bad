import { PROBATE_TEXTS, type ProbateStage } from '@probity/domain';

/*
 * Issue 17: the order of the probate application's stages (decision, docs/decisions.md):
 * - the first stage is 'submitted', and the application is submitted once;
 * - 'stopped' (with HMCTS's reason) and 'examining' follow any stage but the grant, as often as
 *   HMCTS moves the application back and forth;
 * - 'grantIssued' follows the submission (from any stage) and nothing follows it;
 * - each stage is dated on or after the stage before it, not in the future (UK date) and not before
 *   the date of death when it is known.
 * Answers the problems keyed by field (stage, on), empty when the stage may be recorded.
 */
export function probateStageProblems(
  history: readonly { stage: string; on: string }[],
  next: { stage: ProbateStage; on: string },
  context: { today: string; dateOfDeath: string | null },
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const last = history[history.length - 1];
  if (!last && next.stage !== 'submitted') errors.stage = [PROBATE_TEXTS.firstIsSubmitted];
  else if (last?.stage === 'grantIssued') errors.stage = [PROBATE_TEXTS.afterGrant];
  else if (last && next.stage === 'submitted') errors.stage = [PROBATE_TEXTS.submittedOnce];
  const on: string[] = [];
  if (next.on > context.today) on.push(PROBATE_TEXTS.inFuture);
  if (context.dateOfDeath && next.on < context.dateOfDeath) on.push(PROBATE_TEXTS.beforeDeath);
  if (last && next.on < last.on) on.push(PROBATE_TEXTS.beforePrevious);
  if (on.length > 0) errors.on = on;
  return errors;
}
