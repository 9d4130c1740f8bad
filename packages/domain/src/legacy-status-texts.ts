/**
 * Issue 11 "wording seen by charities is the charity's": what each legacy status means for the
 * charity's legacy. Spec 03 §4 lists the statuses (by their filter keys) but gives them no
 * descriptions; the matter statuses' own texts (matter-types.ts) are the firm's ("Engagement is
 * being agreed with the client"), so a legacy never shows them. A legacy whose firm runs the
 * matter says what the firm is doing; one the charity follows alone speaks of the estate and its
 * executors.
 */
export const LEGACY_STATUS_DESCRIPTIONS = {
  'pre-engagement': {
    withFirm: 'The firm is agreeing its instructions on the estate; work on your legacy has not started yet.',
    withoutFirm:
      'Your charity has heard of the legacy; the administration of the estate has not started yet.',
  },
  active: {
    withFirm: 'The firm is working on the estate and finding out what it holds.',
    withoutFirm: 'The executors are working on the estate and finding out what it holds.',
  },
  'pre-grant': {
    withFirm: 'The firm is applying for the grant of probate.',
    withoutFirm: 'The executors are applying for the grant of probate.',
  },
  'post-grant': {
    withFirm: "Probate has been granted; the firm is collecting the estate's assets.",
    withoutFirm: "Probate has been granted; the executors are collecting the estate's assets.",
  },
  distribution: {
    withFirm: 'The firm is paying out the estate to its beneficiaries, your charity among them.',
    withoutFirm: 'The executors are paying out the estate to its beneficiaries, your charity among them.',
  },
  complete: {
    withFirm: "The firm has completed the estate's administration.",
    withoutFirm: "The estate's administration is complete.",
  },
  archived: {
    withFirm: "The firm has closed the estate's file; the legacy is kept for your records.",
    withoutFirm: 'Your charity has closed the legacy; it is kept for your records.',
  },
  rejected: {
    withFirm: 'The firm did not take on the estate, so it will not act on your legacy.',
    withoutFirm: 'Your charity will not receive this legacy.',
  },
} as const satisfies Record<string, { withFirm: string; withoutFirm: string }>;

export type LegacyStatusKey = keyof typeof LEGACY_STATUS_DESCRIPTIONS;

/**
 * The description of a legacy status (by its key, spec 03 §4) as the charity reads it: with a firm
 * attached the firm's part is named. An unknown key has none.
 */
export function legacyStatusDescription(key: string, hasFirm: boolean): string {
  const texts = (LEGACY_STATUS_DESCRIPTIONS as Record<string, { withFirm: string; withoutFirm: string }>)[
    key
  ];
  if (!texts) return '';
  return hasFirm ? texts.withFirm : texts.withoutFirm;
}
