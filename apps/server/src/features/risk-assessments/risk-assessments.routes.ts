import { ZFundsNoteInput, ZRiskAssessmentInput, ZRiskSignOffInput, todayInUk, zUuid } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../access/actor.js';
import { requireActor } from '../../access/plugin.js';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { findFundsNotes } from './funds-notes.queries.js';
import { ZFundsNote, presentFundsNote } from './funds-notes.presenter.js';
import { createFundsNote } from './funds-notes.service.js';
import { loadRiskIndividual } from './risk-assessments.access.js';
import { ZRiskAssessment, presentRiskAssessment } from './risk-assessments.presenter.js';
import { findRiskAssessment, findRiskAssessments } from './risk-assessments.queries.js';
import { createRiskAssessment, signOffRiskAssessment } from './risk-assessments.service.js';

const tags = ['Risk assessment'];
const FIRM_ONLY =
  'Firm side only (issue 12): the staff of the firm that holds the individual of a matter. The individual themself, a charity and another firm get 404.';
const ZIndividualParams = z.object({ individualId: zUuid });

async function answerAssessment(db: DbOrTx, actor: Actor, riskAssessmentID: string) {
  const found = await findRiskAssessment(db, riskAssessmentID);
  if (!found) throw notFound();
  await loadRiskIndividual(db, actor, found.row.individualID, { read: 'riskAssessment.read' });
  return presentRiskAssessment(found, todayInUk());
}

async function answerFundsNote(db: DbOrTx, actor: Actor, individualID: string, fundsNoteID: string) {
  const note = (await findFundsNotes(db, individualID, actor.userID)).find(
    (n) => n.note.fundsNoteID === fundsNoteID,
  );
  if (!note) throw notFound();
  return presentFundsNote(note);
}

/** Issue 12: the client and matter risk assessment and the source of funds / wealth of an individual. */
export const riskAssessmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '/RiskAssessments/Individual/:individualId',
    {
      schema: {
        tags,
        summary: "An individual's risk assessments: the current one first, then the superseded ones",
        description: `${FIRM_ONLY} Each carries its working ("High because geographic risk is High"), isAwaitingSignOff (High and not signed off by the MLRO) and isReviewDue (review date passed).`,
        params: ZIndividualParams,
        response: { 200: z.array(ZRiskAssessment) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { individual } = await loadRiskIndividual(database.db, actor, request.params.individualId, {
        read: 'riskAssessment.read',
      });
      const today = todayInUk();
      return (await findRiskAssessments(database.db, individual.individualID)).map((r) =>
        presentRiskAssessment(r, today),
      );
    },
  );

  app.post(
    '/RiskAssessments/Individual/:individualId',
    {
      schema: {
        tags,
        summary: 'Assess (or reassess) an individual; the current assessment is superseded',
        description: `${FIRM_ONLY} The four factors Low / Medium / High (MLR 2017 reg. 18(2)(b), 33(6)) with notes. The overall rating is the highest factor; overallRating may raise it (with overallReason), never lower it. reviewDate defaults to 1 year (High), 2 (Medium) or 3 (Low) and may be brought forward, not put off nor set in the past. Every invalid field is named (400).`,
        params: ZIndividualParams,
        body: ZRiskAssessmentInput,
        response: { 201: ZRiskAssessment },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const id = await database.db.transaction((tx) =>
        createRiskAssessment(tx, actor, request.params.individualId, request.body, { ip: request.ip }),
      );
      return reply.status(201).send(await answerAssessment(database.db, actor, id));
    },
  );

  app.post(
    '/RiskAssessments/:riskAssessmentId/SignOff',
    {
      schema: {
        tags,
        summary: 'The MLRO signs off a high-risk assessment, with a note',
        description:
          "Only the MLRO of the firm that holds the individual (another member of the firm's staff: 403; anyone else: 404). 409 when the assessment is not High, already signed off or superseded. Audited.",
        params: z.object({ riskAssessmentId: zUuid }),
        body: ZRiskSignOffInput,
        response: { 200: ZRiskAssessment },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const id = request.params.riskAssessmentId.toLowerCase();
      await database.db.transaction((tx) =>
        signOffRiskAssessment(tx, actor, id, request.body, { ip: request.ip }),
      );
      return answerAssessment(database.db, actor, id);
    },
  );

  app.get(
    '/SourceOfFunds/Individual/:individualId',
    {
      schema: {
        tags,
        summary: "An individual's source of funds and source of wealth notes, newest first",
        description: `${FIRM_ONLY} Each with its evidence: the documents of the individual the caller may open.`,
        params: ZIndividualParams,
        response: { 200: z.array(ZFundsNote) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { individual } = await loadRiskIndividual(database.db, actor, request.params.individualId, {
        read: 'sourceOfFunds.read',
      });
      return (await findFundsNotes(database.db, individual.individualID, actor.userID)).map(presentFundsNote);
    },
  );

  app.post(
    '/SourceOfFunds/Individual/:individualId',
    {
      schema: {
        tags,
        summary: 'Record a source of funds or source of wealth note with evidence documents',
        description: `${FIRM_ONLY} kind 'funds' or 'wealth', text, documentIDs: documents of this individual (upload them with POST /api/Document/ and itemID = the individual). Another document is refused, naming documentIDs.<n>.`,
        params: ZIndividualParams,
        body: ZFundsNoteInput,
        response: { 201: ZFundsNote },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const individualID = request.params.individualId.toLowerCase();
      const id = await database.db.transaction((tx) =>
        createFundsNote(tx, actor, individualID, request.body, { ip: request.ip }),
      );
      return reply.status(201).send(await answerFundsNote(database.db, actor, individualID, id));
    },
  );
};
