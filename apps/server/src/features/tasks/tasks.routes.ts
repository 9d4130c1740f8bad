import { ZTaskInput, can, todayInUk, zUuid } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../access/actor.js';
import { requireActor } from '../../access/plugin.js';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { loadTask, loadTaskMatter } from './tasks.access.js';
import { ZTask, presentTask } from './tasks.presenter.js';
import { findMatterTasks, findMyTasks, findTaskRecord } from './tasks.queries.js';
import { createTask, deleteTask, setTaskDone, updateTask } from './tasks.service.js';

const tags = ['Tasks'];
const FIRM_ONLY =
  "Firm side only (issue 14): the firm's staff on their own firm's matters. Another firm or a charity gets 404; the matter's client and a platform administrator get 403 on the matter's list and 404 on a task.";
const ZMatterParams = z.object({ matterId: zUuid });
const ZTaskParams = z.object({ taskId: zUuid });

async function answerTask(db: DbOrTx, actor: Actor, taskID: string) {
  await loadTask(db, actor, taskID, 'task.read');
  const record = await findTaskRecord(db, taskID.toLowerCase());
  if (!record) throw notFound();
  return presentTask(record, todayInUk());
}

/** Issue 14 "Know what is next": tasks on a matter and My tasks. */
export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '/Tasks/Mine',
    {
      schema: {
        tags,
        summary: "The caller's open tasks across their matters (My tasks on the dashboard)",
        description:
          'Open tasks assigned to the caller, or unassigned and added by them, on the matters of their own firm: by due date (overdue first, none last), each with its matter reference. Firm staff only (403 for others).',
        response: { 200: z.array(ZTask) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      if (!can(actor, 'task.read')) throw forbidden();
      const today = todayInUk();
      return (await findMyTasks(database.db, actor.userID, actor.organisationIDs)).map((r) =>
        presentTask(r, today),
      );
    },
  );

  app.get(
    '/Tasks/Matter/:matterId',
    {
      schema: {
        tags,
        summary: "A matter's tasks: the open ones by due date, then the done ones",
        description: FIRM_ONLY,
        params: ZMatterParams,
        response: { 200: z.array(ZTask) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { matter } = await loadTaskMatter(database.db, actor, request.params.matterId, 'task.read');
      const today = todayInUk();
      return (await findMatterTasks(database.db, matter.matterID)).map((r) => presentTask(r, today));
    },
  );

  app.post(
    '/Tasks/Matter/:matterId',
    {
      schema: {
        tags,
        summary: 'Add a task to a matter',
        description: `${FIRM_ONLY} title (required), detail, dueDate ('YYYY-MM-DD' or none) and assigneeUserID (a member of the matter's team, or none: 400 naming assigneeUserID otherwise). Every invalid field is named (400). Writes a firm-only activity entry and an audit event.`,
        params: ZMatterParams,
        body: ZTaskInput,
        response: { 201: ZTask },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const id = await database.db.transaction((tx) =>
        createTask(tx, actor, request.params.matterId, request.body, { ip: request.ip }),
      );
      return reply.status(201).send(await answerTask(database.db, actor, id));
    },
  );

  app.get(
    '/Tasks/:taskId',
    {
      schema: {
        tags,
        summary: 'One task',
        description: FIRM_ONLY,
        params: ZTaskParams,
        response: { 200: ZTask },
      },
    },
    async (request) => answerTask(database.db, requireActor(request), request.params.taskId),
  );

  app.put(
    '/Tasks/:taskId',
    {
      schema: {
        tags,
        summary: "Change a task's title, detail, due date or assignee",
        description: `${FIRM_ONLY} The same fields as adding one; a new assignee must be on the matter's team. Audited.`,
        params: ZTaskParams,
        body: ZTaskInput,
        response: { 200: ZTask },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) =>
        updateTask(tx, actor, request.params.taskId, request.body, { ip: request.ip }),
      );
      return answerTask(database.db, actor, request.params.taskId);
    },
  );

  for (const [path, done] of [
    ['Done', true],
    ['Reopen', false],
  ] as const) {
    app.post(
      `/Tasks/:taskId/${path}`,
      {
        schema: {
          tags,
          summary: done ? 'Tick a task done (who and when are kept)' : 'Open a done task again',
          description: `${FIRM_ONLY} A task already ${done ? 'done' : 'open'} is answered as it is. Writes a firm-only activity entry and an audit event.`,
          params: ZTaskParams,
          response: { 200: ZTask },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        await database.db.transaction((tx) =>
          setTaskDone(tx, actor, request.params.taskId, done, { ip: request.ip }),
        );
        return answerTask(database.db, actor, request.params.taskId);
      },
    );
  }

  app.delete(
    '/Tasks/:taskId',
    {
      schema: {
        tags,
        summary: 'Delete a task',
        description: `${FIRM_ONLY} Writes a firm-only activity entry and an audit event.`,
        params: ZTaskParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) => deleteTask(tx, actor, request.params.taskId, { ip: request.ip }));
      return reply.status(204).send(null);
    },
  );
};
