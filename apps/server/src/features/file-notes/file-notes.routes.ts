import { FILE_NOTE_KINDS, ZFileNoteInput, zUuid } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../access/actor.js';
import { requireActor } from '../../access/plugin.js';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { invalid, notFound } from '../../lib/errors.js';
import { ZListQuery, filtersOf, paginationOf, setPaginationHeader } from '../../lib/list-query.js';
import { loadNotesMatter } from './file-notes.access.js';
import { ZFileNote, presentFileNote } from './file-notes.presenter.js';
import { findFileNoteRow, findFileNotes } from './file-notes.queries.js';
import { createFileNote, deleteFileNote, updateFileNote } from './file-notes.service.js';

const tags = ['File notes'];
const FIRM_ONLY =
  "Firm-only (issue 14, legal privilege): the staff of the matter's firm. The matter's individuals, a charity and another firm get 404.";
const RULES =
  'Body: kind (file | attendance), attendanceMode (phone | meeting | video; required for an attendance note, none for a file note), occurredAt (an ISO date-time with a zone; defaults to now; not in the future), durationMinutes (0–1440; required for an attendance note), text (required; stored encrypted) and documentIDs (documents of this matter the caller may open). Every invalid field is named (400) and nothing is written. Audited, with a firm-only activity entry that names the kind of note, never its text.';

async function answerNote(db: DbOrTx, config: Config, actor: Actor, fileNoteID: string) {
  const row = await findFileNoteRow(db, fileNoteID);
  if (!row) throw notFound();
  const { matter } = await loadNotesMatter(db, actor, row.matterID);
  const { records } = await findFileNotes(db, matter.matterID, actor.userID, {
    fileNoteID: row.fileNoteID,
    limit: 1,
    offset: 0,
  });
  if (!records[0]) throw notFound();
  return presentFileNote(config, records[0], actor.userID);
}

/** Issue 14 "See what happened": file notes and attendance notes of a matter. */
export const fileNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const noteParams = z.object({ fileNoteId: zUuid });

  app.get(
    '/Matters/:id/FileNotes',
    {
      schema: {
        tags,
        summary: "A matter's file and attendance notes, newest first",
        description: `${FIRM_ONLY} Newest first by when they happened; each with its author, linked documents the caller may open, editableUntil and canChange (the caller wrote it less than 24 hours ago). Paged with page and pageCount (x-pagination header); FilterType=kind&Filter=file|attendance.`,
        params: z.object({ id: zUuid }),
        querystring: ZListQuery,
        response: { 200: z.array(ZFileNote) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { matter } = await loadNotesMatter(database.db, actor, request.params.id);
      const q = request.query;
      const kinds = filtersOf(q, ['kind']).kind?.map((k) => k.toLowerCase());
      if (kinds?.some((k) => !(FILE_NOTE_KINDS as readonly string[]).includes(k)))
        throw invalid({ Filter: ['Unknown kind of note'] });
      const { records, totalCount } = await findFileNotes(database.db, matter.matterID, actor.userID, {
        kinds,
        limit: q.pageCount,
        offset: (q.page - 1) * q.pageCount,
      });
      setPaginationHeader(reply, paginationOf(q, totalCount));
      const now = new Date();
      return records.map((r) => presentFileNote(config, r, actor.userID, now));
    },
  );

  app.post(
    '/Matters/:id/FileNotes',
    {
      schema: {
        tags,
        summary: 'Record a file note or an attendance note on a matter',
        description: `${FIRM_ONLY} The author is the caller. ${RULES}`,
        params: z.object({ id: zUuid }),
        body: ZFileNoteInput,
        response: { 201: ZFileNote },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const id = await database.db.transaction((tx) =>
        createFileNote(tx, config, actor, request.params.id, request.body, { ip: request.ip }),
      );
      return reply.status(201).send(await answerNote(database.db, config, actor, id));
    },
  );

  app.get(
    '/FileNotes/:fileNoteId',
    {
      schema: {
        tags,
        summary: 'One file or attendance note',
        description: FIRM_ONLY,
        params: noteParams,
        response: { 200: ZFileNote },
      },
    },
    async (request) => answerNote(database.db, config, requireActor(request), request.params.fileNoteId),
  );

  app.put(
    '/FileNotes/:fileNoteId',
    {
      schema: {
        tags,
        summary: 'Change a note (its author, within 24 hours)',
        description: `${FIRM_ONLY} Only the author (another member of staff: 403), and only within 24 hours of writing it (then it is fixed: 409). ${RULES}`,
        params: noteParams,
        body: ZFileNoteInput,
        response: { 200: ZFileNote },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const id = await database.db.transaction((tx) =>
        updateFileNote(tx, config, actor, request.params.fileNoteId, request.body, { ip: request.ip }),
      );
      return answerNote(database.db, config, actor, id);
    },
  );

  app.delete(
    '/FileNotes/:fileNoteId',
    {
      schema: {
        tags,
        summary: 'Delete a note written in error (its author, within 24 hours)',
        description: `${FIRM_ONLY} The same rule as changing it: its author (else 403) within 24 hours (else 409). Audited, with a firm-only activity entry.`,
        params: noteParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) =>
        deleteFileNote(tx, actor, request.params.fileNoteId, { ip: request.ip }),
      );
      return reply.status(204).send(null);
    },
  );
};
