import { zUuid } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { fileStorage } from '../../integrations/storage/index.js';
import { removeErasedFiles } from './erasure.service.js';
import { eraseIndividual, erasurePlan } from './erasure-request.service.js';
import { liftHold, retentionOverview, setHold, updateRules } from './retention.service.js';

const tags = ['Retention'];
const WHO =
  "Issue 19: the firm's admins (Matter Admin) manage their own firm's retention; Admin Demo reads the demo firm's; a charity's admins (Charity, Legacy Manager) manage their charity's (its legacies); every other role 403. Another organisation's matter, legacy, hold or individual answers 404.";

const ZDecision = z.object({
  category: z.string(),
  decision: z.enum(['now', 'kept']),
  until: z.string().nullable().optional(),
  reason: z.string().optional(),
  label: z.string(),
  covers: z.string(),
});
const ZPlan = z.object({
  individualID: z.string(),
  name: z.string(),
  matterID: z.string(),
  matterReference: z.string(),
  erasedAt: z.string().nullable(),
  items: z.array(ZDecision),
});
const ZCounts = z.record(z.string(), z.number());

/** Issue 19 "Retention and erasure": the Retention page's API and the erasure request of one individual. */
export const retentionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const storage = fileStorage(config);

  app.get(
    '/Retention',
    {
      schema: {
        tags,
        summary:
          "The firm's retention rules, what falls due in the next 14 days, legal holds and the erasure report",
        description: `${WHO} Rules are months kept after a matter is completed or archived (the earlier), per category; identity-check evidence at least 60 (MLR 2017 reg. 40). due: each matter's category due within 14 days or overdue, not yet erased, with when the job first listed it (erased no sooner than 14 days after). reports: newest first, counts only.`,
        response: {
          200: z.object({
            kind: z.enum(['firm', 'charity']),
            noticeDays: z.number(),
            canManage: z.boolean(),
            rules: z.array(
              z.object({
                category: z.string(),
                label: z.string(),
                covers: z.string(),
                months: z.number(),
                defaultMonths: z.number(),
                minMonths: z.number(),
                maxMonths: z.number(),
                basis: z.string(),
              }),
            ),
            due: z.array(
              z.object({
                matterID: z.string().nullable(),
                legacyID: z.string().nullable(),
                reference: z.string(),
                category: z.string(),
                dueDay: z.string(),
                listedAt: z.string().nullable(),
              }),
            ),
            holds: z.array(
              z.object({
                holdID: z.string(),
                matterID: z.string().nullable(),
                legacyID: z.string().nullable(),
                reference: z.string(),
                reason: z.string(),
                setAt: z.string(),
                setByName: z.string().nullable(),
              }),
            ),
            reports: z.array(
              z.object({
                reportID: z.string(),
                matterID: z.string().nullable(),
                legacyID: z.string().nullable(),
                matterReference: z.string(),
                trigger: z.string(),
                categories: z.array(z.string()),
                rule: z.string(),
                counts: ZCounts,
                erasedAt: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => retentionOverview(database.db, requireActor(request)),
  );

  app.put(
    '/Retention/Rules',
    {
      schema: {
        tags,
        summary: 'Change the retention rules (months per category)',
        description: `${WHO} Body: a firm's { identityChecks?, personalDetails?, documents?, messages? } in whole months, 0–240 (identityChecks 60–240); a charity's { legacyRecords? }, 72–240 (its accounting records' six years). Each invalid category is named (400) and nothing is written. Audited.`,
        body: z.object({
          identityChecks: z.number().optional(),
          personalDetails: z.number().optional(),
          documents: z.number().optional(),
          messages: z.number().optional(),
          legacyRecords: z.number().optional(),
        }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) => updateRules(tx, actor, request.body));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/Retention/Holds',
    {
      schema: {
        tags,
        summary:
          "Put a matter (a firm's) or a legacy (a charity's) under a legal hold (its retention clock stops)",
        description: `${WHO} Body: matterID (a firm) or legacyID (a charity), reason (required, at most 1000 characters). One active hold per matter (409). Nothing of the matter is listed or erased while it holds; once lifted, the days it ran after the matter ended are added to every due date. Audited (no reason text in the audit event).`,
        body: z.object({
          matterID: zUuid.optional(),
          legacyID: zUuid.optional(),
          reason: z.string().optional(),
        }),
        response: { 201: z.object({ holdID: z.string() }) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const holdID = await database.db.transaction((tx) =>
        setHold(tx, actor, request.body, request.body.reason),
      );
      return reply.status(201).send({ holdID });
    },
  );

  app.post(
    '/Retention/Holds/:holdId/Lift',
    {
      schema: {
        tags,
        summary: 'Lift a legal hold',
        description: `${WHO} Body: reason (required). A hold already lifted answers 409. Audited.`,
        params: z.object({ holdId: zUuid }),
        body: z.object({ reason: z.string().optional() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) => liftHold(tx, actor, request.params.holdId, request.body.reason));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/Retention/Erasure/:individualId',
    {
      schema: {
        tags,
        summary:
          "An erasure request's plan: what of the person's records can go now, what is kept, until when and why",
        description: `${WHO} Per category (identityChecks, personalDetails, documents, messages): decision now, or kept with until (a date, or null while the matter is open or held) and the reason (MLR 2017 reg. 40 with the matter and its end; a legal hold; an open matter).`,
        params: z.object({ individualId: zUuid }),
        response: { 200: ZPlan },
      },
    },
    async (request) =>
      (await erasurePlan(database.db, requireActor(request), request.params.individualId)).plan,
  );

  app.post(
    '/Retention/Erasure/:individualId',
    {
      schema: {
        tags,
        summary: 'Erase what of the person can go now (an erasure request, UK GDPR Art. 17)',
        description: `${WHO} Body: confirm: true (else 400 naming confirm). The plan is made again under the matter's lock, and only what can go is erased: personal fields replaced by a marker (the rows stay as tombstones), files destroyed, names scrubbed from the activity feed, e-mails and the matter's free texts (file notes, tasks, the will's gifts, the estate's register and accounts). Audited, with a report row (counts only). Answers the plan as it was and the counts (null when nothing could go).`,
        params: z.object({ individualId: zUuid }),
        body: z.object({ confirm: z.literal(true, { error: 'Confirm the erasure' }) }),
        response: {
          200: z.object({ plan: ZPlan, counts: ZCounts.nullable(), reportID: z.string().nullable() }),
        },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { plan, outcome } = await database.db.transaction((tx) =>
        eraseIndividual(tx, config, actor, request.params.individualId),
      );
      if (outcome) await removeErasedFiles(storage, outcome.fileKeys);
      return {
        plan,
        counts: (outcome?.counts as Record<string, number>) ?? null,
        reportID: outcome?.reportID ?? null,
      };
    },
  );
};
