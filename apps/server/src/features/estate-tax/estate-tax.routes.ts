import { zUuid } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { loadEstateFigures } from '../estate-figures/estate-figures.js';
import { ESTATE_FIRM_ONLY, loadEstateMatter } from '../estate/estate.access.js';
import { ZEstateTax, presentEstateTax } from './estate-tax.presenter.js';

const tags = ['Estate: inheritance tax'];

/** Issue 17 "Inheritance tax worksheet". */
export const estateTaxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const params = z.object({ id: zUuid });

  app.get(
    '/Matters/:id/Estate/Tax',
    {
      schema: {
        tags,
        summary: "The estate's inheritance tax worksheet, every step",
        description: `${ESTATE_FIRM_ONLY} Worked out from the register, the will's gifts and the tax facts by the bands in force at the date of death (packages/domain inheritance-tax.ts): per component gross, liabilities, exemptions, the nil-rate and residence bands and their shares, taper, the Schedule 1A baseline, donated amount, 10 % test, the extra gift that would qualify, rate and tax; the due date and when interest starts. exemptGifts: each exempt gift of the will and how it was valued (a residuary share before tax, Re Ratcliffe). worksheet is null without a date of death. Amounts in pence.`,
        params,
        response: { 200: ZEstateTax },
      },
    },
    async (request) => {
      const { matter } = await loadEstateMatter(database.db, requireActor(request), request.params.id);
      return presentEstateTax(matter.matterID, await loadEstateFigures(database.db, matter.matterID));
    },
  );
};
