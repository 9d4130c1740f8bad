import { VALIDATION, ZAddress, zUuid } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { invalid, notFound } from '../../lib/errors.js';
import {
  addressLookupFor,
  createAddressLookups,
  normalisePostcode,
} from '../../integrations/address-lookup/index.js';
import { maySeeOrganisation } from './organisations.access.js';
import { findOrganisation } from './organisations.queries.js';

/** The address picker of the company form (spec 01 §2 Details: "An address picker can fill address fields"). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const lookups = createAddressLookups(config);

  app.get(
    '/Address/:postcode',
    {
      schema: {
        tags: ['Address'],
        summary: 'The addresses at a UK postcode (staff)',
        description:
          "The postcode is validated and normalised ('bs14rn' → 'BS1 4RN'; otherwise 400 'Invalid format'). Answered by the address provider configured with ADDRESS_LOOKUP_URL, or by the local postcode sample; a company in test mode always gets the sample (sandbox): the company whose form is filled (organisationID, when the caller may see it) or else the caller's own. An unknown postcode answers []. 502 when the provider is unavailable.",
        params: z.object({ postcode: z.string().max(16, { error: VALIDATION.invalidFormat }) }),
        querystring: z.object({ organisationID: zUuid.optional() }),
        response: { 200: z.array(ZAddress) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      // Every signed-in user fills an address somewhere: staff in company and individual forms,
      // an Individual in My Data. The company named must be one the caller may see.
      const postcode = normalisePostcode(request.params.postcode);
      if (!postcode) throw invalid({ postcode: [VALIDATION.invalidFormat] });
      const forID = request.query.organisationID ?? actor.organisationID;
      const organisation = await findOrganisation(database.db, forID);
      if (request.query.organisationID && (!organisation || !maySeeOrganisation(actor, forID)))
        throw notFound();
      return addressLookupFor(lookups, { live: organisation?.live ?? true }).find(postcode);
    },
  );
};
