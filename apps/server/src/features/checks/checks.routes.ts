import { CHECK_TYPES, DECEASED_TEXTS, can, individualTypeView, zUuid } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { noteOrganisationRead, recordRead } from '../../audit/reads.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { loadIndividual } from '../individuals/individuals.access.js';
import { renderCheckReport } from './check-report.js';
import { ZCheckResult, presentCheck } from './checks.presenter.js';
import { findCheck, findResolution } from './checks.queries.js';
import { completeOwnCheck } from './check-completion.service.js';
import { performCheck } from './checks.service.js';
import { exportRateLimit, useRouteRateLimits } from '../../lib/rate-limits.js';

const tags = ['Checks'];

const PERFORM_DESCRIPTION = `Performs an identity check now. checkTypeId is ${CHECK_TYPES.probityCheck.checkTypeID} (Probity Check: address, bankruptcy/IVA, ID/passport/driving licence, sanctions/PEP, mortality) or ${CHECK_TYPES.probityCheckPlus.checkTypeID} (Probity Check+: bankruptcy/IVA and bank verification, only for registered individuals: 400 'Only for registered individuals' otherwise). A Deceased individual is never checked: 400 on individualId ('${DECEASED_TEXTS.noCheckOnDeceased}'). matterId is the individual's matter, or the all-zero id for a charity's individual.

Document numbers (NINO issuing rules, passport number and MRZ check digits, driving licence against the holder), UK modulus checking of the bank account and screening against the local UK Sanctions List and PEP list are computed by Probity in every mode. Address, bankruptcy/IVA, mortality and the account holder come from the provider: the sandbox provider for a company in test mode or when CHECK_PROVIDER_URL is unset, else the HTTP provider with the company's credentials.

Sandbox outcomes (deterministic): not completed at once when a Probity Check has no date of birth, first address line or post code, or a Probity Check+ has no sort code or account number; then the individual is invited (e-mail CheckInvitation, a server notification whose actionTargetUrl opens My Data) and the check completes when the data is there (the checks.complete job, or POST /api/Checks/{checkResultId}/Complete). Address fails for a post code that is not a UK one or is in the ZZ area, and is referred outside the UK; bankruptcy/IVA is found for the surnames Bankrupt, Insolvent, Debtor or a ZZ9 post code; a death is registered for the Deceased type or the surname Deceased (a pass for the Deceased, a fail for anyone else); the account holder passes when the account name contains the surname.

Score: weighted parts (pass full, refer or not provided half, fail none); passed when no part failed and the score is at least 70.`;

/** spec 02 §7 Checks. */
export const checksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  await useRouteRateLimits(app);

  app.get(
    '/Checks/:checkTypeId/:matterId/:individualId',
    {
      schema: {
        tags,
        summary: 'Perform a Probity Check or Probity Check+',
        description: PERFORM_DESCRIPTION,
        params: z.object({ checkTypeId: zUuid, matterId: zUuid, individualId: zUuid }),
        response: { 200: ZCheckResult },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { checkTypeId, matterId, individualId } = request.params;
      const row = await performCheck(
        database,
        actor,
        { checkTypeID: checkTypeId, matterID: matterId, individualID: individualId },
        { config, ip: request.ip },
      );
      return presentCheck(row);
    },
  );

  app.post(
    '/Checks/:checkResultId/Complete',
    {
      schema: {
        tags,
        summary: 'Complete a pending check now',
        description:
          "The individual's completion action (the page their notification opens), or staff who may perform checks: asks the provider about the pending check at once. Answers the check, completed or still pending.",
        params: z.object({ checkResultId: zUuid }),
        response: { 200: ZCheckResult },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const row = await completeOwnCheck(database, actor, request.params.checkResultId, {
        config,
        ip: request.ip,
      });
      return presentCheck(row);
    },
  );

  app.get(
    '/document/item/:checkResultId',
    {
      config: exportRateLimit(config),
      schema: {
        tags,
        summary: 'Download the report of a check (PDF)',
        description:
          'application/pdf attachment: the individual, the check type, the dates in GMT, the outcome in words, each part and its outcome, the score, the MLRO decision on it if any, and how each screening match was found. Whoever may read the checks of the individual may download it; others get 404. Audited (check.report_viewed) before it is sent. At most EXPORTS_PER_MINUTE downloads per user per minute (429).',
        params: z.object({ checkResultId: zUuid }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const check = await findCheck(database.db, request.params.checkResultId.toLowerCase());
      if (!check) throw notFound();
      const record = await loadIndividual(database.db, actor, check.individualID);
      if (!can(actor, 'check.read', record.resource)) {
        // The individual themself may read their record but not its checks (02 §6).
        if (record.individual.userID === actor.userID) throw forbidden();
        throw notFound();
      }
      const i = record.individual;
      const resolution = (await findResolution(database.db, check.checkResultID)) ?? null;
      const pdf = await renderCheckReport(
        { ...check, resolution },
        {
          individualName: `${i.title ? `${i.title} ` : ''}${i.firstName} ${i.middleNames ? `${i.middleNames} ` : ''}${i.surname}`,
          individualType: individualTypeView(i.individualTypeID).name,
          organisationName: record.organisationName,
          matterReference: record.matterReference,
        },
      );
      // Issue 13: the report leaves the product only once its reading is on the audit trail.
      noteOrganisationRead(actor, {
        organisationID: check.organisationID,
        objectType: 'checkResult',
        objectID: check.checkResultID,
      });
      await recordRead(
        database.db,
        actor,
        {
          action: 'check.report_viewed',
          organisationID: check.organisationID,
          objectType: 'checkResult',
          objectID: check.checkResultID,
          details: { individualID: i.individualID, format: 'PDF' },
        },
        { ip: request.ip },
      );
      const day = (check.resultDate ?? check.requestedAt).toISOString().slice(0, 10);
      const file = `${check.service.replace(/\W+/g, '-')}-${i.surname.replace(/[^\w-]+/g, '')}-${day}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
