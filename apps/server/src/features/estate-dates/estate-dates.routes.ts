import { ZProbateStageInput, ZSection27NoticesInput, todayInUk, zUuid } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../access/actor.js';
import { requireActor } from '../../access/plugin.js';
import type { DbOrTx } from '../../db/client.js';
import { ESTATE_FIRM_ONLY, loadEstateMatter } from '../estate/estate.access.js';
import { ZEstateKeyDates, presentKeyDates } from './estate-dates.presenter.js';
import { findNotices, findProbateStages } from './estate-dates.queries.js';
import { addProbateStage, putSection27Notices, removeLatestProbateStage } from './estate-dates.service.js';

const tags = ['Estate: key dates and the grant'];

async function answerKeyDates(db: DbOrTx, actor: Actor, matterID: string) {
  const { matter } = await loadEstateMatter(db, actor, matterID);
  const [stages, notices] = await Promise.all([
    findProbateStages(db, matter.matterID),
    findNotices(db, matter.matterID),
  ]);
  return presentKeyDates(matter, stages, notices, todayInUk());
}

/** Issue 17 "Key dates and the grant". */
export const estateDatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const params = z.object({ id: zUuid });

  app.get(
    '/Matters/:id/Estate/KeyDates',
    {
      schema: {
        tags,
        summary: "The estate's key dates, the probate application and the worked-out deadlines",
        description: `${ESTATE_FIRM_ONLY} Deadlines from the date of death, the grant (the matter's dateOfProbate) and the later s.27 notice: inheritance tax due and interest, executor's year, s.27 claim period end, 1975 Act claims out of time; each with status past | upcoming against today (UK date; due today is upcoming) and basis, how it was worked out.`,
        params,
        response: { 200: ZEstateKeyDates },
      },
    },
    async (request) => answerKeyDates(database.db, requireActor(request), request.params.id),
  );

  app.post(
    '/Matters/:id/Estate/Probate',
    {
      schema: {
        tags,
        summary: 'Record a stage of the probate application',
        description: `${ESTATE_FIRM_ONLY} Body: stage (submitted | stopped | examining | grantIssued), on (date), reason (required for stopped, else none). Order: submitted first and once; stopped and examining follow any stage but the grant; grantIssued follows the submission and ends the history (it sets the matter's grant date); each date on or after the previous stage's, not in the future, not before the death. 400 naming the field.`,
        params,
        body: ZProbateStageInput,
        response: { 201: ZEstateKeyDates },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) =>
        addProbateStage(tx, actor, request.params.id, request.body, { ip: request.ip }),
      );
      return reply.status(201).send(await answerKeyDates(database.db, actor, request.params.id));
    },
  );

  app.delete(
    '/Matters/:id/Estate/Probate/Latest',
    {
      schema: {
        tags,
        summary: 'Remove the latest stage of the probate application (recorded in error)',
        description: `${ESTATE_FIRM_ONLY} Removing a grant-issued stage clears the matter's grant date. 409 when there is no stage.`,
        params,
        response: { 200: ZEstateKeyDates },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) =>
        removeLatestProbateStage(tx, actor, request.params.id, { ip: request.ip }),
      );
      return answerKeyDates(database.db, actor, request.params.id);
    },
  );

  app.put(
    '/Matters/:id/Estate/Notices',
    {
      schema: {
        tags,
        summary: 'Save the dates of the Trustee Act 1925 s.27 notices',
        description: `${ESTATE_FIRM_ONLY} Body: gazetteNoticeOn, localPaperNoticeOn (dates or null; not before the death, not in the future). The claim period ends two months after the later of the two.`,
        params,
        body: ZSection27NoticesInput,
        response: { 200: ZEstateKeyDates },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) =>
        putSection27Notices(tx, actor, request.params.id, request.body, { ip: request.ip }),
      );
      return answerKeyDates(database.db, actor, request.params.id);
    },
  );
};
