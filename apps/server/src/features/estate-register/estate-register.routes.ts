import { ZEstateItemInput, ZEstateTransactionInput, zUuid } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { recordRead } from '../../audit/reads.js';
import { notFound } from '../../lib/errors.js';
import { ESTATE_FIRM_ONLY, loadEstateMatter } from '../estate/estate.access.js';
import {
  ZEstateItem,
  ZEstateRegister,
  ZEstateTransaction,
  ZEstateTransactions,
  presentEstateItem,
  presentEstateRegister,
  presentEstateTransaction,
  presentEstateTransactions,
} from './estate-register.presenter.js';
import {
  findEstateItem,
  findEstateItems,
  findEstateTransaction,
  findEstateTransactions,
} from './estate-register.queries.js';
import { createEstateItem, deleteEstateItem, updateEstateItem } from './estate-items.service.js';
import {
  createEstateTransaction,
  deleteEstateTransaction,
  updateEstateTransaction,
} from './estate-transactions.service.js';

const tags = ['Estate register'];
const ACCESS = ESTATE_FIRM_ONLY;
const ITEM_RULES =
  'Body: kind (asset | liability), category (an IHT400 category of that kind), description (required, max 500), institution (max 500), reference (max 200; stored encrypted), valueAtDeath (integer pence, 0 to £10bn), sharePercent (0–100, two decimals; default 100), passesBySurvivorship, inEstateForProbate (default true), realisedAmount (pence) and realisedOn (YYYY-MM-DD; not before the date of death nor in the future), both or neither. Every invalid field is named (400) and nothing is written. Audited, with a firm-only activity entry that carries no figure and no reference.';
const TRANSACTION_RULES =
  'Body: direction (receipt | payment), kind (capital, interest, dividends, rent, otherIncome for a receipt; administration, liability, inheritanceTax, distribution for a payment), date (YYYY-MM-DD; not before the date of death nor in the future), amount (integer pence, more than 0, at most £10bn), description (required, max 500), estateItemID (an item of this estate, optional). Every invalid field is named (400) and nothing is written. Audited, with a firm-only activity entry that carries no figure.';

/** Issue 17 "Assets and liabilities": an Estate matter's register and its receipts and payments. */
export const estateRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const matterParams = z.object({ id: zUuid });
  const itemParams = z.object({ id: zUuid, itemId: zUuid });
  const transactionParams = z.object({ id: zUuid, transactionId: zUuid });

  app.get(
    '/Matters/:id/Estate/Items',
    {
      schema: {
        tags,
        summary: "An estate's assets and liabilities with their totals",
        description: `${ACCESS} Assets then liabilities by category; each with the deceased's share of its value at death and its gain or loss on realisation; totals per category (IHT400 order) and for the estate (gross, liabilities, net; the same for probate). References are in clear, so reading them is audited (estateItem.references_viewed, with the items' ids).`,
        params: matterParams,
        response: { 200: ZEstateRegister },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { matter } = await loadEstateMatter(database.db, actor, request.params.id);
      const rows = await findEstateItems(database.db, matter.matterID);
      const withReference = rows.filter((r) => r.reference !== null).map((r) => r.estateItemID);
      // Issue 13: protected values go out in clear, so their reading is recorded first.
      if (withReference.length > 0)
        await recordRead(
          database.db,
          actor,
          {
            action: 'estateItem.references_viewed',
            organisationID: matter.organisationID,
            objectType: 'matter',
            objectID: matter.matterID,
            details: { estateItemIDs: withReference },
          },
          { ip: request.ip },
        );
      return presentEstateRegister(config, rows);
    },
  );

  app.post(
    '/Matters/:id/Estate/Items',
    {
      schema: {
        tags,
        summary: 'Add an asset or a liability to the estate',
        description: `${ACCESS} ${ITEM_RULES}`,
        params: matterParams,
        body: ZEstateItemInput,
        response: { 201: ZEstateItem },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { id } = request.params;
      const itemID = await database.db.transaction((tx) =>
        createEstateItem(tx, config, actor, id, request.body, { ip: request.ip }),
      );
      const row = await findEstateItem(database.db, id.toLowerCase(), itemID);
      if (!row) throw notFound();
      return reply.status(201).send(presentEstateItem(config, row));
    },
  );

  app.put(
    '/Matters/:id/Estate/Items/:itemId',
    {
      schema: {
        tags,
        summary: 'Change an asset or a liability (its realisation too)',
        description: `${ACCESS} The whole item again; an item of another estate answers 404. ${ITEM_RULES}`,
        params: itemParams,
        body: ZEstateItemInput,
        response: { 200: ZEstateItem },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { id, itemId } = request.params;
      await database.db.transaction((tx) =>
        updateEstateItem(tx, config, actor, id, itemId, request.body, { ip: request.ip }),
      );
      const row = await findEstateItem(database.db, id.toLowerCase(), itemId);
      if (!row) throw notFound();
      return presentEstateItem(config, row);
    },
  );

  app.delete(
    '/Matters/:id/Estate/Items/:itemId',
    {
      schema: {
        tags,
        summary: 'Delete an asset or a liability',
        description: `${ACCESS} Its receipts and payments stay, no longer linked to it. Audited, with a firm-only activity entry.`,
        params: itemParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { id, itemId } = request.params;
      await database.db.transaction((tx) => deleteEstateItem(tx, actor, id, itemId, { ip: request.ip }));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/Matters/:id/Estate/Transactions',
    {
      schema: {
        tags,
        summary: "An estate's receipts and payments with their totals",
        description: `${ACCESS} Oldest first; totals of capital and income received, paid out, and the balance held.`,
        params: matterParams,
        response: { 200: ZEstateTransactions },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { matter } = await loadEstateMatter(database.db, actor, request.params.id);
      return presentEstateTransactions(await findEstateTransactions(database.db, matter.matterID));
    },
  );

  app.post(
    '/Matters/:id/Estate/Transactions',
    {
      schema: {
        tags,
        summary: 'Record a receipt or a payment of the estate',
        description: `${ACCESS} ${TRANSACTION_RULES}`,
        params: matterParams,
        body: ZEstateTransactionInput,
        response: { 201: ZEstateTransaction },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { id } = request.params;
      const transactionID = await database.db.transaction((tx) =>
        createEstateTransaction(tx, actor, id, request.body, { ip: request.ip }),
      );
      const row = await findEstateTransaction(database.db, id.toLowerCase(), transactionID);
      if (!row) throw notFound();
      return reply.status(201).send(presentEstateTransaction(row));
    },
  );

  app.put(
    '/Matters/:id/Estate/Transactions/:transactionId',
    {
      schema: {
        tags,
        summary: 'Change a receipt or a payment',
        description: `${ACCESS} The whole receipt or payment again; one of another estate answers 404. ${TRANSACTION_RULES}`,
        params: transactionParams,
        body: ZEstateTransactionInput,
        response: { 200: ZEstateTransaction },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { id, transactionId } = request.params;
      await database.db.transaction((tx) =>
        updateEstateTransaction(tx, actor, id, transactionId, request.body, { ip: request.ip }),
      );
      const row = await findEstateTransaction(database.db, id.toLowerCase(), transactionId);
      if (!row) throw notFound();
      return presentEstateTransaction(row);
    },
  );

  app.delete(
    '/Matters/:id/Estate/Transactions/:transactionId',
    {
      schema: {
        tags,
        summary: 'Delete a receipt or a payment',
        description: `${ACCESS} Audited, with a firm-only activity entry.`,
        params: transactionParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { id, transactionId } = request.params;
      await database.db.transaction((tx) =>
        deleteEstateTransaction(tx, actor, id, transactionId, { ip: request.ip }),
      );
      return reply.status(204).send(null);
    },
  );
};
