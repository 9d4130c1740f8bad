import { CHECK_PASS_SCORE, MODULUS_TEXTS, SCREENING_TEXTS } from '@probity/domain';
import type { CheckComponentRecord, ScreeningMatchRecord } from '../../db/schema/index.js';
import type { BankVerification } from '../../integrations/bank-modulus/bank-modulus.js';
import type { CheckProduct, ProviderComponent } from '../../integrations/check-provider/check-provider.js';
import type { ScreeningMatch } from '../../integrations/sanctions/sanctions-list.js';

/*
 * How a check's parts make its result (decision: spec 02 §9 shows no threshold). Each part weighs
 * in the score (0–100): a pass counts fully, a refer or a missing document half, a fail nothing.
 * A check passes when no part failed and the score is at least CHECK_PASS_SCORE. A sanctions
 * match, an invalid document, an address not found, a bankruptcy/IVA record or an unexpected death
 * record fail their part; a sanctions possible match is referred to the MLRO, and a PEP match or
 * possible match is referred (enhanced due diligence, not a refusal).
 */
export const COMPONENT_WEIGHTS: Record<CheckProduct, Record<string, number>> = {
  probityCheck: { address: 25, insolvency: 15, documents: 25, sanctions: 15, pep: 10, mortality: 10 },
  probityCheckPlus: { insolvency: 40, bankAccount: 40, bankAccountHolder: 20 },
};

const OUTCOME_VALUE: Record<CheckComponentRecord['outcome'], number> = {
  pass: 1,
  refer: 0.5,
  notProvided: 0.5,
  fail: 0,
};

/** A part's detail: the headline, then every hit explained (the matches first). */
const detailOf = (headline: string, hits: ScreeningMatch[]) =>
  [`${headline}.`, ...hits.map((m) => m.explanation)].join(' ');

/**
 * The sanctions and PEP parts of a check from the screening hits (issue 12): a sanctions match
 * fails the part, a possible match refers it to the MLRO; a PEP match or possible match refers
 * its part (enhanced due diligence, not a refusal).
 */
export function screeningComponents(matches: ScreeningMatch[]): CheckComponentRecord[] {
  const sanctions = matches.filter((m) => m.list === 'sanctions');
  const peps = matches.filter((m) => m.list === 'pep');
  const sanctionsMatched = sanctions.some((m) => m.outcome === 'match');
  const pepMatched = peps.some((m) => m.outcome === 'match');
  return [
    sanctions.length === 0
      ? { component: 'sanctions', outcome: 'pass', detail: SCREENING_TEXTS.sanctionsNoMatch, source: 'local' }
      : {
          component: 'sanctions',
          outcome: sanctionsMatched ? 'fail' : 'refer',
          detail: detailOf(
            sanctionsMatched ? SCREENING_TEXTS.sanctionsMatch : SCREENING_TEXTS.sanctionsPossibleMatch,
            sanctions,
          ),
          source: 'local',
        },
    peps.length === 0
      ? { component: 'pep', outcome: 'pass', detail: SCREENING_TEXTS.pepNoMatch, source: 'local' }
      : {
          component: 'pep',
          outcome: 'refer',
          detail: detailOf(pepMatched ? SCREENING_TEXTS.pepMatch : SCREENING_TEXTS.pepPossibleMatch, peps),
          source: 'local',
        },
  ];
}

/**
 * The sanctions part of a check that could not screen (no list loaded, or the loaded one too old):
 * a REFER saying why, never a pass and never "No match" (issue 12).
 */
export function notScreenedComponent(reason: string): CheckComponentRecord {
  return { component: 'sanctions', outcome: 'refer', detail: reason, source: 'local' };
}

const BANK_DETAIL: Record<BankVerification, [CheckComponentRecord['outcome'], string]> = {
  verified: ['pass', 'The sort code and account number pass UK modulus checking'],
  invalid: ['fail', 'The account number cannot exist at this sort code (UK modulus checking)'],
  unknownSortCode: ['refer', 'The sort code is not in the Vocalink table: not modulus checked'],
  unsupported: ['refer', 'The account number cannot be checked by UK modulus checking: not modulus checked'],
  notProvided: ['notProvided', 'No bank account was given'],
};

/** The bank account part; the detail names the edition of Vocalink's tables checked against (issue 12). */
export function bankComponent(verification: BankVerification, edition: string): CheckComponentRecord {
  const [outcome, detail] = BANK_DETAIL[verification];
  const withEdition =
    verification === 'notProvided' ? detail : `${detail}. ${MODULUS_TEXTS.checkedAgainst(edition)}`;
  return { component: 'bankAccount', outcome, detail: withEdition, source: 'local' };
}

export function providerComponents(components: ProviderComponent[]): CheckComponentRecord[] {
  return components.map((c) => ({ ...c, source: 'provider' as const }));
}

export interface CheckOutcome {
  passed: boolean;
  score: number;
  sanctionMatch: boolean | null;
  pepMatch: boolean | null;
  invalidDocs: boolean | null;
  components: CheckComponentRecord[];
  matches: ScreeningMatchRecord[];
}

/** The result of a completed check from its parts, in the order of the product's weights. */
export function combine(
  product: CheckProduct,
  parts: CheckComponentRecord[],
  extra: { matches: ScreeningMatch[]; invalidDocs: boolean },
): CheckOutcome {
  const weights = COMPONENT_WEIGHTS[product];
  const components = Object.keys(weights).flatMap((name) => parts.filter((p) => p.component === name));
  const total = Object.values(weights).reduce((a, b) => a + b, 0);
  const earned = components.reduce(
    (sum, c) => sum + (weights[c.component] ?? 0) * OUTCOME_VALUE[c.outcome],
    0,
  );
  const score = Math.round((earned / total) * 100);
  const isPlus = product === 'probityCheckPlus';
  return {
    // A check whose sanctions part is referred never passes: a possible match waits for the MLRO's
    // decision, and a check that could not screen (notScreenedComponent) proves nothing.
    passed:
      !components.some(
        (c) => c.outcome === 'fail' || (c.component === 'sanctions' && c.outcome === 'refer'),
      ) && score >= CHECK_PASS_SCORE,
    score,
    // spec 02 §8: Probity Check+ gives none of these ('Not available in bank checks.').
    // Only a match (not a possible match) is a sanctions or PEP match on the check row.
    sanctionMatch: isPlus ? null : extra.matches.some((m) => m.list === 'sanctions' && m.outcome === 'match'),
    pepMatch: isPlus ? null : extra.matches.some((m) => m.list === 'pep' && m.outcome === 'match'),
    invalidDocs: isPlus ? null : extra.invalidDocs,
    components,
    matches: extra.matches,
  };
}
