import { type AccessResource, type Action, RISK_TEXTS, can } from '@probity/domain';
import type { Actor } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { loadIndividual } from '../individuals/individuals.access.js';
import type { IndividualRecord } from '../individuals/individuals.queries.js';

type ReadAction = 'riskAssessment.read' | 'sourceOfFunds.read';

/**
 * Loads an individual of a matter for the firm side of its due diligence (issue 12). One the actor
 * may not read, or whose risk file they may not read (the individual themself, a charity, another
 * firm), answers 404 (spec/README: another tenant's record answers 404, and a client must not learn
 * that a risk file exists); one they read but may not act on with `action` answers 403. A charity's
 * individual (no matter) has no risk file: 404.
 */
export async function loadRiskIndividual(
  db: DbOrTx,
  actor: Actor,
  individualID: string,
  opts: { read: ReadAction; action?: Action; lock?: boolean },
): Promise<IndividualRecord & { resource: AccessResource }> {
  const record = await loadIndividual(db, actor, individualID, { lock: opts.lock });
  const { individual } = record;
  const resource: AccessResource = { organisationID: individual.organisationID };
  if (!can(actor, opts.read, resource)) throw notFound();
  if (!individual.matterID || record.organisationType !== 'lawfirm') {
    throw new AppError('NOT_FOUND', RISK_TEXTS.notOnMatter);
  }
  if (opts.action && !can(actor, opts.action, resource)) throw forbidden();
  return { ...record, resource };
}
