import { ZAccountsApprovalInput, todayInUk, zUuid } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { exportRateLimit, useRouteRateLimits } from '../../lib/rate-limits.js';
import { ESTATE_FIRM_ONLY, loadEstateMatter } from '../estate/estate.access.js';
import { renderAccountsPdf } from './estate-accounts-pdf.js';
import { renderAccountsXlsx } from './estate-accounts-xlsx.js';
import { organisationName } from './estate-accounts.queries.js';
import { ZCharityAccountsApproval, ZEstateAccountsView } from './estate-accounts.schema.js';
import {
  approveAccountsAsCharity,
  estateAccountsView,
  finaliseEstateAccounts,
  recordAccountsApproval,
  recordAccountsExport,
} from './estate-accounts.service.js';

const tags = ['Estate: accounts'];

const FILES = {
  xlsx: { mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' },
  pdf: { mediaType: 'application/pdf', ext: 'pdf' },
} as const;

/** A file name from the matter's reference: "HF-EST-2026-014 estate accounts.xlsx". */
const fileName = (reference: string, ext: string) =>
  `${reference.replace(/[^A-Za-z0-9 _-]+/g, '-')} estate accounts.${ext}`;

/** Issue 17 "Estate accounts": the accounts, their exports and the approval of the final accounts. */
export const estateAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  await useRouteRateLimits(app);
  const params = z.object({ id: zUuid });

  app.get(
    '/Matters/:id/Estate/Accounts',
    {
      schema: {
        tags,
        summary: "The estate's capital, income and distribution accounts and their approval",
        description: `${ESTATE_FIRM_ONLY} Built from the register, the receipts and payments and the will (packages/domain estate-accounts.ts): residue and each residuary share worked out; each beneficiary's entitlement, interim and final distributions and balance held; problems (shares not adding up…) in words. finalisation: the latest time the firm marked them final, with changedSinceFinalised when the figures now differ; approvals: each residuary beneficiary of the final accounts (or of the draft) and their approval. Amounts in pence.`,
        params,
        response: { 200: ZEstateAccountsView },
      },
    },
    async (request) => {
      const loaded = await loadEstateMatter(database.db, requireActor(request), request.params.id);
      return (await estateAccountsView(database.db, loaded)).view;
    },
  );

  app.get(
    '/Matters/:id/Estate/Accounts/Export',
    {
      config: exportRateLimit(config),
      schema: {
        tags,
        summary: 'Export the estate accounts to Excel or PDF',
        description: `${ESTATE_FIRM_ONLY} format=xlsx: one sheet per account with SUM formulas for the totals, the balances and the residue; format=pdf: the accounts in the layout sent to the beneficiaries, with an approval block for each residuary beneficiary ("DRAFT" when not final). An attachment; each export is audited with a firm-only activity entry. At most EXPORTS_PER_MINUTE downloads per user per minute (429).`,
        params,
        querystring: z.object({ format: z.enum(['xlsx', 'pdf']) }),
        produces: Object.values(FILES).map((f) => f.mediaType),
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { format } = request.query;
      const loaded = await loadEstateMatter(database.db, actor, request.params.id);
      const { view } = await estateAccountsView(database.db, loaded);
      const heading = {
        estateName: view.estateName,
        reference: view.reference,
        dateOfDeath: view.dateOfDeath,
      };
      const body =
        format === 'xlsx'
          ? await renderAccountsXlsx(view.accounts, heading)
          : await renderAccountsPdf({
              view,
              firmName: await organisationName(database.db, loaded.matter.organisationID),
              preparedOn: todayInUk(),
            });
      await database.db.transaction((tx) =>
        recordAccountsExport(tx, actor, loaded, format, { ip: request.ip }),
      );
      return reply
        .header('content-type', FILES[format].mediaType)
        .header(
          'content-disposition',
          `attachment; filename="${fileName(view.reference, FILES[format].ext)}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  app.post(
    '/Matters/:id/Estate/Accounts/Final',
    {
      schema: {
        tags,
        summary: 'Mark the estate accounts final as they stand',
        description: `${ESTATE_FIRM_ONLY} Stores the accounts as they stand and when; the residuary beneficiaries then approve these figures. 409 when there is nothing to finalise, when the accounts have a problem (shares not adding up…), or when they are already final as they stand. A later change to the figures shows as changedSinceFinalised and needs marking final again (a new round of approvals). Audited with a firm-only activity entry.`,
        params,
        response: { 201: ZEstateAccountsView },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) =>
        finaliseEstateAccounts(tx, actor, request.params.id, { ip: request.ip }),
      );
      const loaded = await loadEstateMatter(database.db, actor, request.params.id);
      return reply.status(201).send((await estateAccountsView(database.db, loaded)).view);
    },
  );

  app.post(
    '/Matters/:id/Estate/Accounts/Approvals',
    {
      schema: {
        tags,
        summary: "Record a residuary beneficiary's approval of the final accounts",
        description: `${ESTATE_FIRM_ONLY} Body: beneficiaryId (a residuary beneficiary of the final accounts: person:<name> or a charity not on Probity — a charity on Probity approves from its legacy), method (letter | email | meeting), approvedOn (not in the future, not before the accounts were marked final). 400 naming the field; 409 when the accounts are not final, have changed since, or the beneficiary has approved them already. Audited with a firm-only activity entry.`,
        params,
        body: ZAccountsApprovalInput,
        response: { 201: ZEstateAccountsView },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) =>
        recordAccountsApproval(tx, actor, request.params.id, request.body, { ip: request.ip }),
      );
      const loaded = await loadEstateMatter(database.db, actor, request.params.id);
      return reply.status(201).send((await estateAccountsView(database.db, loaded)).view);
    },
  );

  app.post(
    '/Legacies/:legacyId/EstateAccounts/Approval',
    {
      schema: {
        tags,
        summary: 'The charity approves the final accounts of the estate that gives this legacy',
        description:
          "For the users of the legacy's charity who may see the legacy (legacy.read); anyone else gets 404, and the firm's own staff 403 (they record approvals on the matter). The charity must be a residuary beneficiary of the estate's final accounts: 409 when the accounts are not final, have changed since they were marked final, the charity has no share of the residue, or has approved them already. Recorded as approved on Probity today, with an audit event and a firm-only activity entry on the matter.",
        params: z.object({ legacyId: z.string() }),
        response: { 201: ZCharityAccountsApproval },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const result = await database.db.transaction((tx) =>
        approveAccountsAsCharity(tx, actor, request.params.legacyId, { ip: request.ip }),
      );
      return reply.status(201).send({
        legacyID: request.params.legacyId.toLowerCase(),
        finalisationID: result.final.finalisationID,
        finalisedAt: result.final.finalisedAt.toISOString(),
        approval: {
          method: 'portal',
          approvedOn: result.approvedOn,
          recordedBy: `${actor.user.firstName} ${actor.user.surname}`.trim(),
          recordedAt: result.recordedAt.toISOString(),
        },
      });
    },
  );
};
