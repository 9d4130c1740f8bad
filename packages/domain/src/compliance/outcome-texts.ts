/*
 * Issue 12 "Outcomes in words a fee-earner reads correctly": one set of words for a check's result,
 * used by the screens, the ID-check PDF and the e-mails alike. A PEP match is never a green
 * "Passed" (MLR 2017 reg. 35: a politically exposed person needs enhanced due diligence, a
 * decision for the firm, not a refusal), and a bank account that only passed UK modulus checking
 * is "Modulus checked": modulus checking shows the number can exist at the sort code, not that the
 * account is open or whose it is (Vocalink, "Validating account numbers", §1).
 */
export const OUTCOME_TEXTS = {
  passed: 'Passed',
  failed: 'Failed',
  refer: 'Refer',
  referEdd: 'Refer – enhanced due diligence',
  possibleMatch: 'Possible match – MLRO review',
  notCompleted: 'Not completed',
  /** A bank account whose sort code and number pass UK modulus checking (and nothing more). */
  modulusChecked: 'Modulus checked',
  /** A bank account modulus checking could not judge, or none was given. */
  notModulusChecked: 'Not modulus checked',
  /** The first result line of the "results are ready" e-mail. */
  mailOutcome: (label: string) => `Outcome: ${label}`,
} as const;
