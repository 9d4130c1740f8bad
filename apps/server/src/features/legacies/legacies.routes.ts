import {
  CO_BENEFICIARIES_PAGE_SIZE,
  LEGACY_TYPES,
  ZCoBeneficiaries,
  ZLegacy,
  ZLegacyCreateInput,
  ZLegacyListItem,
  legacyExportFileName,
  listScope,
  zUuid,
} from '@probity/domain';
import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { recordRead } from '../../audit/reads.js';
import { recordAudit } from '../../audit/audit.js';
import { fileStorage } from '../../integrations/storage/index.js';
import { ZListQuery, paginationOf, setPaginationHeader } from '../../lib/list-query.js';
import { contentDisposition } from '../documents/content-disposition.js';
import {
  LEGACY_EXPORT_NAMESPACE,
  LEGACY_EXPORT_SCHEMA_FILE,
  LEGACY_EXPORT_VERSION,
  legacyToXml,
} from './legacies.export.js';
import { presentLegacy } from './legacies.presenter.js';
import { listCoBeneficiaries, listLegacies } from './legacies.queries.js';
import { ACCESS, ZLegacyParams, ZLegacyUpdateBody, legacyView, tags } from './legacies.route-common.js';
import {
  changeLegacyStatus,
  createLegacy,
  deleteLegacy,
  loadOwnCharity,
  updateLegacy,
} from './legacies.service.js';
import { legacyActivityRoutes } from './legacy-activity.routes.js';
import { legacyBankAccountRoutes } from './legacy-bank-account.routes.js';
import { legacyDetailsRoutes } from './legacy-details.routes.js';
import { loadLegacyExport } from './legacy-export.queries.js';
import { legacyListExportRoutes } from './legacy-list-export.routes.js';
import { legacyTeamRoutes } from './legacy-team.routes.js';
import { loadLegacy } from './legacy.access.js';
import { exportRateLimit, useRouteRateLimits } from '../../lib/rate-limits.js';

/** spec 03 §7 the charity's legacies (/api/Legacy…). */
export const legaciesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  await useRouteRateLimits(app);
  const storage = fileStorage(config);

  app.get(
    '/Legacy/Organisation/:organisationId',
    {
      schema: {
        tags,
        summary: 'The legacies of a charity (spec 03 §2.1)',
        description:
          "The charity's own users with legacy.read: Charity and Admin Demo see every legacy of the charity, Legacy Manager, Legacy User and Senior Legacy User only those whose legacy team holds them; Trustee, Finance and another organisation answer 404. Query page, pageCount, SearchTerm (reference, charity reference, deceased, firm), OrderBy (reference, charityReference, deceased, createdDate, lastUpdatedDate; '-' descending; default newest first), FilterType=status with Filter = a status key of spec 03 §4 (pre-engagement, active, pre-grant, post-grant, distribution, complete, archived, rejected), repeatable. x-pagination header.",
        params: z.object({ organisationId: zUuid }),
        querystring: ZListQuery,
        response: { 200: z.array(ZLegacyListItem) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const org = await loadOwnCharity(database.db, actor, request.params.organisationId, 'legacy.read');
      const { rows, totalCount, bankAccountIDs } = await listLegacies(
        database.db,
        config,
        org.organisationID,
        request.query,
        listScope(actor, 'legacy.read'),
      );
      // Issue 13: the rows carry their nominated accounts' numbers in clear.
      if (bankAccountIDs.length) {
        await recordRead(
          database.db,
          actor,
          {
            action: 'bankAccount.viewed',
            organisationID: org.organisationID,
            objectType: 'organisation',
            objectID: org.organisationID,
            details: { list: 'legacies', bankAccountIDs },
          },
          { ip: request.ip },
        );
      }
      setPaginationHeader(reply, paginationOf(request.query, totalCount));
      return rows;
    },
  );

  app.get(
    '/Legacy/LegacyTypes',
    {
      schema: {
        tags,
        summary: 'The legacy detail types',
        description: 'Fixed list (LEGACY_TYPES of packages/domain): legacyTypeID and name.',
        response: { 200: z.array(z.object({ legacyTypeID: z.string(), name: z.string() })) },
      },
    },
    async (request) => {
      requireActor(request);
      return LEGACY_TYPES.map((t) => ({ ...t }));
    },
  );

  app.get(
    '/Legacy/:id',
    {
      schema: {
        tags,
        summary: 'One legacy (spec 03 §3)',
        description: `${ACCESS} A legacy with a matter shows the matter's status, probate reference, dates and toggles. A firm user gets nominatedBankAccount only while visibleToFirm is true.`,
        params: ZLegacyParams,
        response: { 200: ZLegacy },
      },
    },
    async (request) =>
      legacyView(database.db, config, requireActor(request), request.params.id, { ip: request.ip }),
  );

  app.post(
    '/Legacy',
    {
      schema: {
        tags,
        summary: 'Create a legacy of the caller’s charity (spec 03 §2.2)',
        description:
          "Body {reference} (required, max 200), then the optional notification intake: notifiedDate and dateOfWill (YYYY-MM-DD, real dates, not in the future; the will not after the notification), notifiedBy ('firm', 'executor', 'notification-service', 'other') and contacts (at most 10 of {role 'executor'|'other', name (required, max 200), emailAddress (valid, max 200), phone (max 30), address (max 500)}); other legacy fields are ignored. 400 names every invalid field. The reference is unique, case-insensitively and trimmed, among the legacies the charity follows alone: 409 'A legacy with reference … already exists' (errors.reference). The new legacy has the fixed initial status, no deceased and no matter; the creator joins its team. Charity and Admin Demo (the demo charity) only, else 403.",
        body: ZLegacyCreateInput,
        response: { 201: ZLegacy },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const meta = { ip: request.ip };
      const answer = await database.db.transaction(async (tx) => {
        const row = await createLegacy(tx, actor, request.body, meta);
        return legacyView(tx, config, actor, row.legacyID, meta);
      });
      return reply.status(201).send(answer);
    },
  );

  app.put(
    '/Legacy',
    {
      schema: {
        tags,
        summary: 'Save a legacy, partially (spec 03 §2.5, §5)',
        description: `${ACCESS} Charity users only (a firm user answers 403). Partial: a field the body does not name stays as it is; the Edit Legacy rules apply to the fields it names (a required field sent as null or empty is a 400). charityReference required (max 200), unique within the charity case-insensitively (else 409 'A legacy with reference … already exists', errors.charityReference). With no firm matter also probateReference (required, max 200), dateOfDeath and dateOfProbate (required, YYYY-MM-DD), accountsApproved and grantSubmitted; with a matter those firm-owned fields, the deceased and details are ignored. notifiedDate, notifiedBy, dateOfWill and contacts (the notification intake, rules as on POST; contacts replace the list) are the charity's own and saved with or without a matter. deceased: {individualID} of an individual of the charity of the Deceased type (else 400; missing or all-zero: none; Charity role only); with a matter the deceased is firm-owned and ignored. nominatedBankAccount: {bankAccount: {bankAccountID}} of the same charity or null; a different account is hidden from the firm (visibleToFirm false, payment reference cleared) until shared. details: when sent (and no matter), the list replaces the legacy's details. One 400 lists every field. Answers the updated legacy.`,
        body: ZLegacyUpdateBody,
        response: { 200: ZLegacy },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const meta = { ip: request.ip };
      return database.db.transaction(async (tx) => {
        await updateLegacy(tx, actor, request.body, meta);
        return legacyView(tx, config, actor, request.body.legacyID, meta);
      });
    },
  );

  app.delete(
    '/Legacy/:id',
    {
      schema: {
        tags,
        summary: 'Delete a legacy',
        description: `${ACCESS} legacy.delete. A legacy with a firm matter answers 400 "You cannot delete this legacy". Its details, documents (and their files) go with it.`,
        params: ZLegacyParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const keys = await database.db.transaction((tx) =>
        deleteLegacy(tx, actor, request.params.id, { ip: request.ip }),
      );
      for (const key of keys) await storage.remove(key).catch(() => undefined);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/Legacy/:id/Status/:status',
    {
      schema: {
        tags,
        summary: 'Change the status of a legacy (spec 03 §4)',
        description: `${ACCESS} Charity and, on the legacies whose legacy team holds them, Legacy Manager (legacyStatus.change; Legacy User and Senior Legacy User 403), only while no firm is attached (else 400). status: a status id or key of the legacy statuses; any step, reversible. Answers the updated legacy.`,
        params: z.object({ id: zUuid, status: z.string().max(64) }),
        response: { 200: ZLegacy },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const meta = { ip: request.ip };
      return database.db.transaction(async (tx) => {
        await changeLegacyStatus(tx, actor, request.params.id, request.params.status, meta);
        // Answered under the same action, so whoever may change the status reads the result.
        const loaded = await loadLegacy(tx, actor, request.params.id, { action: 'legacyStatus.change' });
        return presentLegacy(tx, config, actor, loaded, meta);
      });
    },
  );

  app.get(
    '/Legacy/Export/:id',
    {
      config: exportRateLimit(config),
      schema: {
        tags,
        summary: 'Export a legacy as XML (spec 03 §7)',
        description: `${ACCESS} legacy.export (charity users; a firm user 403). The XML text, valid against the published schema legacy-export.v1.xsd (namespace ${LEGACY_EXPORT_NAMESPACE}, version="${LEGACY_EXPORT_VERSION}"; GET /api/Legacy/Export/Schema/v1), served as plain text (text/plain; spec 03 §7 "downloaded as plain text"), as an attachment named sc_legacy_{legacyID}_{dd}-{mm}-{yyyy}.xml (UTC date, zero-padded). It holds the legacy, its status and the status's description, the firm matter's reference, the intake (notified date and by whom, date of will, expected receipt, contacts), the deceased (for a firm's legacy the matter's Deceased), the firm and its main contact, the nominated bank account, the details in pounds, the co-beneficiaries, the documents' list (name, type, size, date; never their contents) and the charity team. Audited (legacy.exported), as it shows bank details. At most EXPORTS_PER_MINUTE downloads per user per minute (429).`,
        params: ZLegacyParams,
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const loaded = await loadLegacy(database.db, actor, request.params.id, { action: 'legacy.export' });
      const { legacy, extras } = await loadLegacyExport(database.db, config, actor, loaded);
      const now = new Date();
      const xml = legacyToXml(legacy, now, extras);
      // Bank details leave the product in this file: a view of bank data, audited (never the numbers).
      await recordAudit(database.db, {
        action: 'legacy.exported',
        actorUserID: actor.userID,
        organisationID: loaded.legacy.organisationID ?? actor.organisationID,
        objectType: 'legacy',
        objectID: legacy.legacyID,
        ip: request.ip,
        details: {
          format: 'XML',
          bankAccountID: legacy.nominatedBankAccount?.bankAccount.bankAccountID ?? null,
        },
      });
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header(
          'content-disposition',
          contentDisposition('attachment', legacyExportFileName(legacy.legacyID, now)),
        )
        .header('access-control-expose-headers', 'content-disposition')
        .header('cache-control', 'private, no-store')
        .send(xml);
    },
  );

  app.get(
    '/Legacy/Export/Schema/v1',
    {
      schema: {
        tags,
        summary: 'The published XML schema of the legacy export, version 1',
        description: `Any signed-in user. The XSD (legacy-export.v1.xsd) that every GET /api/Legacy/Export/{id} document is valid against: namespace ${LEGACY_EXPORT_NAMESPACE}, root attribute version="${LEGACY_EXPORT_VERSION}". Served as application/xml.`,
      },
    },
    async (request, reply) => {
      requireActor(request);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(await readFile(LEGACY_EXPORT_SCHEMA_FILE));
    },
  );

  // The legacy's sub-resources, registered here in their original order.
  await app.register(legacyBankAccountRoutes);
  await app.register(legacyTeamRoutes);
  await app.register(legacyDetailsRoutes);
  await app.register(legacyListExportRoutes);
  await app.register(legacyActivityRoutes);

  app.get(
    '/Legacy/:id/CoBeneficiaries',
    {
      schema: {
        tags,
        summary: 'The co-beneficiaries of a legacy (spec 03 §2.11)',
        description: `${ACCESS} coBeneficiaries.read (charity users). The other charities of the same matter (matter charities), by name; empty for a legacy with no matter. Page (from 1) and PageCount (default 15). Answers {data, paginationResp, firmName}.`,
        params: ZLegacyParams,
        querystring: z.object({
          Page: z.coerce.number().int().min(1).default(1),
          PageCount: z.coerce.number().int().min(1).max(100).default(CO_BENEFICIARIES_PAGE_SIZE),
        }),
        response: { 200: ZCoBeneficiaries },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { legacy } = await loadLegacy(database.db, actor, request.params.id, {
        action: 'coBeneficiaries.read',
      });
      const { Page, PageCount } = request.query;
      const { rows, totalCount, firmName } = await listCoBeneficiaries(database.db, legacy, Page, PageCount);
      return {
        data: rows.map((r) => ({
          matterCharityID: r.matterCharityID,
          charityName: r.charityName,
          charityRegNo: r.charityRegNo,
          charitySuffix: r.charitySuffix,
          verified: !!r.linkedOrganisation,
        })),
        paginationResp: {
          totalPages: Math.max(1, Math.ceil(totalCount / PageCount)),
          totalCount,
          pageSize: PageCount,
          currentPage: Page,
        },
        firmName,
      };
    },
  );
};
