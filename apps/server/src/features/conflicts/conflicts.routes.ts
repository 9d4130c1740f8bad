import { CONFLICT_MATCHES, CONFLICT_RESULTS_MAX, ZConflictCheckInput } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { checkConflicts } from './conflicts.service.js';

const ZNamed = (id: string) => z.object({ [id]: z.string(), name: z.string() });

const ZConflict = z.object({
  matterID: z.string(),
  reference: z.string(),
  matterType: ZNamed('matterTypeID'),
  status: ZNamed('statusID'),
  individualID: z.string(),
  name: z.string(),
  individualType: ZNamed('individualTypeID'),
  matchedBy: z.array(z.enum(CONFLICT_MATCHES)),
});

/** Issue 14: the conflict check of New Matter and Add individual. */
export const conflictsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.post(
    '/Conflicts/Check',
    {
      schema: {
        tags: ['Conflicts'],
        summary: 'Other matters of the firm where a person appears',
        description: `Body: firstName, lastName, dateOfBirth (YYYY-MM-DD), email, excludeMatterID (the matter being added to). Matches the individuals of the caller's firm by first and last name with the date of birth, or by e-mail (their own or their registered user's), case-insensitive; at most ${CONFLICT_RESULTS_MAX} matters, newest first, each with the person's role (individual type) there. Firm roles only (403 for anyone else). A warning, never a block: nothing is refused because of it. A non-empty answer is audited (conflict.check_shown).`,
        body: ZConflictCheckInput,
        response: { 200: z.array(ZConflict) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return checkConflicts(database.db, actor, request.body, { ip: request.ip });
    },
  );
};
