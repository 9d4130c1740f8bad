import { SCREENING_LIST_TEXTS } from '@probity/domain';
import { and, arrayContains, eq, inArray, isNotNull, ne, notInArray, or, ilike, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  checkResults,
  individuals,
  matters,
  screeningAlerts,
  screeningDesignations,
  users,
} from '../../db/schema/index.js';
import {
  type ListImport,
  type ScreeningMatch,
  screenAgainst,
} from '../../integrations/sanctions/sanctions-list.js';
import { enqueueTemplatedMail } from '../../mail/render-mail.js';
import { CLOSED_STATUS_IDS } from '../dashboard/dashboard.queries.js';

/*
 * Ongoing monitoring (issue 12): after a list is imported, every individual on an open matter (not
 * complete, archived or rejected; Deceased individuals are not screened) is screened again against
 * it. Each possible match or match not reported before for that individual and designation (no
 * alert, and no check of theirs that already recorded it) becomes a screening alert, and the firm's
 * MLRO users are e-mailed (ScreeningAlert: the matter and a link, never the individual's name).
 */

export interface RescreenResult {
  screened: number;
  alerts: number;
  mailed: number;
}

type Outcome = 'match' | 'possibleMatch';
/** Another part of issue 12 gives each match an outcome; until then every match is a match. */
const outcomeOf = (m: ScreeningMatch): Outcome =>
  (m as { outcome?: string }).outcome === 'possibleMatch' ? 'possibleMatch' : 'match';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "1 match", "2 possible matches", "1 match and 1 possible match". */
export function matchCountWords(outcomes: Outcome[]): string {
  const matches = outcomes.filter((o) => o === 'match').length;
  const possible = outcomes.length - matches;
  const parts = [
    matches ? plural(matches, 'match', 'matches') : '',
    possible ? plural(possible, 'possible match', 'possible matches') : '',
  ].filter(Boolean);
  return parts.join(' and ');
}

const shownDate = (iso: string) => iso.split('-').reverse().join('/');

/** Where staff open the individual (as individualPagePath in check-run.ts, for a matter's individual). */
const individualPath = (matterID: string, individualID: string) =>
  `/secure/matters/${matterID}/individuals/${individualID}/manage`;

/** Screens the open matters' individuals against the list just imported, in the import's transaction. */
export async function rescreenOpenMatters(
  tx: DbOrTx,
  imported: Pick<ListImport, 'list' | 'publishedOn'>,
  opts: { publicUrl: string },
): Promise<RescreenResult> {
  const designations = await tx
    .select({
      list: screeningDesignations.list,
      uniqueID: screeningDesignations.uniqueID,
      regimeName: screeningDesignations.regimeName,
      individualEntityShip: screeningDesignations.individualEntityShip,
      names: screeningDesignations.names,
      dobs: screeningDesignations.dobs,
    })
    .from(screeningDesignations)
    .where(
      and(
        eq(screeningDesignations.list, imported.list),
        or(
          isNull(screeningDesignations.individualEntityShip),
          ilike(screeningDesignations.individualEntityShip, 'individual'),
        ),
      ),
    );
  const people = await tx
    .select({
      individualID: individuals.individualID,
      matterID: matters.matterID,
      organisationID: matters.organisationID,
      reference: matters.reference,
      firstName: individuals.firstName,
      middleNames: individuals.middleNames,
      surname: individuals.surname,
      dob: individuals.dob,
    })
    .from(individuals)
    .innerJoin(matters, eq(matters.matterID, individuals.matterID))
    .where(
      and(
        isNotNull(individuals.matterID),
        notInArray(matters.statusID, CLOSED_STATUS_IDS),
        ne(individuals.individualTypeID, 'deceased'),
      ),
    );

  const found = people
    .map((p) => ({ person: p, matches: screenAgainst(p, designations) }))
    .filter((f) => f.matches.length > 0);
  const result: RescreenResult = { screened: people.length, alerts: 0, mailed: 0 };
  if (found.length === 0) return result;

  // Designations a check of the individual already reported.
  const reported = new Set<string>();
  const checks = await tx
    .select({ individualID: checkResults.individualID, matches: checkResults.matches })
    .from(checkResults)
    .where(
      inArray(
        checkResults.individualID,
        found.map((f) => f.person.individualID),
      ),
    );
  for (const c of checks)
    for (const m of c.matches) reported.add(`${c.individualID}|${m.list}|${m.uniqueID}`);

  const mlrosOf = new Map<string, { emailAddress: string; firstName: string }[]>();
  for (const { person, matches } of found) {
    const fresh = matches.filter((m) => !reported.has(`${person.individualID}|${m.list}|${m.uniqueID}`));
    if (fresh.length === 0) continue;
    const inserted = await tx
      .insert(screeningAlerts)
      .values(
        fresh.map((m) => ({
          organisationID: person.organisationID,
          matterID: person.matterID,
          individualID: person.individualID,
          list: m.list,
          uniqueID: m.uniqueID,
          outcome: outcomeOf(m),
          score: m.score,
          matchedName: m.matchedName,
          explanation: m.explanation,
          listPublishedOn: imported.publishedOn,
        })),
      )
      .onConflictDoNothing()
      .returning({ outcome: screeningAlerts.outcome });
    if (inserted.length === 0) continue;
    result.alerts += inserted.length;

    let mlros = mlrosOf.get(person.organisationID);
    if (!mlros) {
      mlros = await tx
        .select({ emailAddress: users.emailAddress, firstName: users.firstName })
        .from(users)
        .where(
          and(
            eq(users.organisationID, person.organisationID),
            eq(users.status, 'active'),
            arrayContains(users.roles, ['MLRO']),
          ),
        );
      mlrosOf.set(person.organisationID, mlros);
    }
    for (const mlro of mlros) {
      await enqueueTemplatedMail(tx, {
        trigger: 'ScreeningAlert',
        to: mlro.emailAddress,
        values: {
          firstName: mlro.firstName,
          matterReference: person.reference,
          matchCount: matchCountWords(inserted.map((i) => i.outcome as Outcome)),
          listName: SCREENING_LIST_TEXTS.listNames[imported.list],
          listDate: shownDate(imported.publishedOn),
          link: `${opts.publicUrl}${individualPath(person.matterID, person.individualID)}`,
        },
      });
      result.mailed++;
    }
  }
  return result;
}
