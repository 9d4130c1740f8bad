import {
  ZAlertResolution,
  ZCheckResolution,
  ZCheckResolutionInput,
  ZComplianceQueueItem,
  ZRiskSignOffItem,
  ZScreeningAlertItem,
  zUuid,
} from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { recordRead } from '../../audit/reads.js';
import { ZListQuery, paginationOf, setPaginationHeader } from '../../lib/list-query.js';
import { listComplianceQueue, resolveCheck } from './compliance.service.js';
import { listRiskSignOffs, listScreeningAlerts, resolveScreeningAlert } from './compliance-alerts.service.js';

const tags = ['Compliance'];
const ACCESS =
  "The MLRO and Supervising Partners of a law firm (and Admin Demo in the demo firm), for their own firm's checks; other roles answer 403, another firm's check 404.";

/** Issue 12: the MLRO's workspace, a firm-wide queue of checks that need a decision. */
export const complianceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '/Compliance/Checks',
    {
      schema: {
        tags,
        summary: "The firm's checks that need a decision",
        description: `${ACCESS} Completed checks of every matter of the firm that failed, have a referred part, a sanctions match or possible match (a sanctions part referred), or a PEP match. FilterType=kind with Filter failed, referred, sanctions, possibleMatch or pep (repeatable: any of them); FilterType=status with Filter open (the default) or resolved. Oldest first (OrderBy=-date for newest first). Paged with page and pageCount, x-pagination header.`,
        querystring: ZListQuery,
        response: { 200: z.array(ZComplianceQueueItem) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { items, totalCount } = await listComplianceQueue(database.db, actor, request.query);
      // Issue 13: a page of check outcomes and their reasons is a view of check results.
      if (items.length) {
        await recordRead(
          database.db,
          actor,
          {
            action: 'check.results_viewed',
            organisationID: actor.organisationID,
            objectType: 'organisation',
            objectID: actor.organisationID,
            details: { list: 'compliance', checkResultIDs: items.map((i) => i.checkResultID) },
          },
          { ip: request.ip },
        );
      }
      setPaginationHeader(reply, paginationOf(request.query, totalCount));
      return items;
    },
  );

  app.post(
    '/Compliance/Checks/:checkResultId/Resolution',
    {
      schema: {
        tags,
        summary: 'Resolve a check with a decision and its reason',
        description: `${ACCESS} decision: eddDone (Enhanced due diligence done), falsePositive (False positive) or relationshipDeclined (Relationship declined); reason: required free text, at most 2000 characters. Records who decided what, when and why, writes the audit, and takes the check out of the open queue. 409 when the check needs no decision or is already resolved.`,
        params: z.object({ checkResultId: zUuid }),
        body: ZCheckResolutionInput,
        response: { 201: ZCheckResolution },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const resolution = await database.db.transaction((tx) =>
        resolveCheck(tx, actor, request.params.checkResultId, request.body, { ip: request.ip }),
      );
      return reply.status(201).send(resolution);
    },
  );

  app.get(
    '/Compliance/Alerts',
    {
      schema: {
        tags,
        summary: "The firm's re-screening alerts",
        description: `${ACCESS} The possible matches and matches ongoing monitoring found when a newly imported sanctions or PEP list was screened against the individuals of the firm's open matters. FilterType=status with Filter open (the default) or resolved. Oldest first (OrderBy=-date for newest first). Paged with page and pageCount, x-pagination header.`,
        querystring: ZListQuery,
        response: { 200: z.array(ZScreeningAlertItem) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { items, totalCount } = await listScreeningAlerts(database.db, actor, request.query);
      setPaginationHeader(reply, paginationOf(request.query, totalCount));
      return items;
    },
  );

  app.post(
    '/Compliance/Alerts/:alertId/Resolution',
    {
      schema: {
        tags,
        summary: 'Resolve a re-screening alert with a decision and its reason',
        description: `${ACCESS} decision: eddDone (Enhanced due diligence done), falsePositive (False positive) or relationshipDeclined (Relationship declined); reason: required free text, at most 2000 characters. Records who decided what, when and why on the alert, writes the audit, and takes the alert out of the open list (and the dashboard's urgent checks). 409 when the alert is already resolved.`,
        params: z.object({ alertId: zUuid }),
        body: ZCheckResolutionInput,
        response: { 201: ZAlertResolution },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const resolution = await database.db.transaction((tx) =>
        resolveScreeningAlert(tx, actor, request.params.alertId, request.body, { ip: request.ip }),
      );
      return reply.status(201).send(resolution);
    },
  );

  app.get(
    '/Compliance/RiskAssessments',
    {
      schema: {
        tags,
        summary: "The firm's High risk assessments awaiting the MLRO's sign-off",
        description: `${ACCESS} The current High risk assessments of the firm's individuals not yet signed off, oldest first. Read-only: the MLRO signs off on the individual's page (Risk assessment section).`,
        response: { 200: z.array(ZRiskSignOffItem) },
      },
    },
    async (request) => listRiskSignOffs(database.db, requireActor(request)),
  );
};
