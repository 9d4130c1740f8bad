import { CHECK_OUTCOME_LABELS } from '../individuals/texts.js';
import { OUTCOME_TEXTS } from './outcome-texts.js';

export { OUTCOME_TEXTS };

export type ComponentOutcome = keyof typeof CHECK_OUTCOME_LABELS;

/** A check part's outcome in words: a PEP refer asks for EDD, a bank pass is a modulus check only. */
export function componentOutcomeLabel(component: string, outcome: ComponentOutcome): string {
  if (component === 'pep' && outcome === 'refer') return OUTCOME_TEXTS.referEdd;
  if (component === 'sanctions' && outcome === 'refer') return OUTCOME_TEXTS.possibleMatch;
  if (component === 'bankAccount' && outcome === 'pass') return OUTCOME_TEXTS.modulusChecked;
  return CHECK_OUTCOME_LABELS[outcome];
}

/** What the overall verdict needs of a check. */
export interface CheckVerdictInput {
  checkCompleted: boolean;
  passed: boolean | null;
  pepMatch: boolean | null;
  sanctionMatch?: boolean | null;
  invalidDocs?: boolean | null;
  components: readonly { component: string; outcome: ComponentOutcome }[];
}

export type CheckVerdictKey = 'notCompleted' | 'failed' | 'referEdd' | 'possibleMatch' | 'refer' | 'passed';

export interface CheckVerdict {
  key: CheckVerdictKey;
  label: string;
  /** passed: green; refer*: orange; failed: red; not completed: grey. */
  tone: 'good' | 'warning' | 'bad' | 'neutral';
}

/**
 * The overall result of a check in words. A failed part or a failed check is "Failed"; a PEP match
 * is "Refer – enhanced due diligence" even when the score passes; a sanctions possible match asks
 * for the MLRO; any other referred part is "Refer"; only a check with no failed or referred part
 * is "Passed".
 */
export function checkVerdict(check: CheckVerdictInput): CheckVerdict {
  if (!check.checkCompleted)
    return { key: 'notCompleted', label: OUTCOME_TEXTS.notCompleted, tone: 'neutral' };
  const has = (component: string | null, outcome: ComponentOutcome) =>
    check.components.some((c) => c.outcome === outcome && (component === null || c.component === component));
  if (
    check.passed === false ||
    check.sanctionMatch === true ||
    check.invalidDocs === true ||
    has(null, 'fail')
  ) {
    return { key: 'failed', label: OUTCOME_TEXTS.failed, tone: 'bad' };
  }
  if (check.pepMatch === true || has('pep', 'refer')) {
    return { key: 'referEdd', label: OUTCOME_TEXTS.referEdd, tone: 'warning' };
  }
  if (has('sanctions', 'refer')) {
    return { key: 'possibleMatch', label: OUTCOME_TEXTS.possibleMatch, tone: 'warning' };
  }
  if (has(null, 'refer')) return { key: 'refer', label: OUTCOME_TEXTS.refer, tone: 'warning' };
  return { key: 'passed', label: OUTCOME_TEXTS.passed, tone: 'good' };
}

/** A saved bank account's state as the screens show it: never "Verified" for a modulus check. */
export function bankModulusLabel(isModulusChecked: boolean): string {
  return isModulusChecked ? OUTCOME_TEXTS.modulusChecked : OUTCOME_TEXTS.notModulusChecked;
}
