import { CHARITY_SEARCH_MAX, ZCharityDetails, ZCharitySearchResult, can } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { createCharityRegister } from '../../integrations/charity-register/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { findLinkedOrganisation } from './matter-charities.queries.js';

const tags = ['Charity register'];
const ACCESS =
  'Firm staff who add charities to matters (Matter Admin, Matter Executive, MLRO, Supervising Partner, Support) and Admin Demo; others 403. Answered by the Charity Commission register API when CHARITY_REGISTER_URL is set, else by the local copy of the register; 502 when the register API is unavailable.';

/** The charity register search of the Add Charity overlay (spec 03 §2.15, §7). */
export const charityRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const register = createCharityRegister(config, database.db);

  app.get(
    '/Charities/:name',
    {
      schema: {
        tags,
        summary: 'Search the charity register by name or registered number',
        description: `${ACCESS} The name matches as a case-insensitive substring; digits also match the registered (or organisation) number. At most 50 results; none answers [].`,
        params: z.object({ name: z.string().trim().min(1, { error: 'Required' }).max(CHARITY_SEARCH_MAX) }),
        response: { 200: z.array(ZCharitySearchResult) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      if (!can(actor, 'charityRegister.search')) throw forbidden();
      return register.search(request.params.name);
    },
  );

  app.get(
    '/Charities/:number/:suffix',
    {
      schema: {
        tags,
        summary: 'The register record of a charity',
        description: `${ACCESS} suffix 0 is the main charity, 1, 2… its linked charities. linked_organisation (the verified flag) is true when a charity organisation on Probity has this registered number as its Reg. Charity No. Unknown: 404.`,
        params: z.object({
          number: z.coerce.number().int().min(0).max(2_147_483_647),
          suffix: z.coerce.number().int().min(0).max(2_147_483_647),
        }),
        response: { 200: ZCharityDetails },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      if (!can(actor, 'charityRegister.search')) throw forbidden();
      const record = await register.details(request.params.number, request.params.suffix);
      if (!record) throw notFound();
      const linked = await findLinkedOrganisation(database.db, record.reg_charity_number);
      return { ...record, linked_organisation: linked !== undefined };
    },
  );
};
