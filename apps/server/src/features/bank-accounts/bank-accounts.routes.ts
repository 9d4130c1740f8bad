import {
  ZBankAccount,
  ZBankAccountCreateInput,
  ZBankAccountNomination,
  ZBankAccountUpdateInput,
  zUuid,
} from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { recordRead } from '../../audit/reads.js';
import { presentBankAccount } from './bank-accounts.presenter.js';
import { findBankAccount, listBankAccounts } from './bank-accounts.queries.js';
import {
  createBankAccount,
  deleteBankAccount,
  listNominations,
  loadCharity,
  updateBankAccount,
} from './bank-accounts.service.js';

const tags = ['Bank accounts'];

const ACCESS =
  "The charity's own users only: Finance creates, edits and deletes; Charity and Admin Demo (the demo charity) may read. Another organisation's charity or account answers 404.";
const FORM =
  'bankName, accountName (max 100), sortCode (nn-nn-nn or 6 digits, not all zeros), accountNumber (6 to 10 digits), description (optional, max 200) and primaryContactUserID (a user of the charity). The UK modulus check (Vocalink tables) sets accountVerified; a number that fails it is refused, one it cannot judge is saved as not verified. A 400 lists every invalid field. Sort code and account number are encrypted at rest.';

/** spec 03 §7: the bank accounts of a charity (charity settings → Bank Accounts). */
export const bankAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;

  app.get(
    '/Organisations/:id/BankAccount',
    {
      schema: {
        tags,
        summary: 'The bank accounts of a charity',
        description: `${ACCESS} Ordered by account name. The numbers are clear, so the reading is audited (bankAccount.viewed, with the accounts' ids).`,
        params: z.object({ id: zUuid }),
        response: { 200: z.array(ZBankAccount) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const charity = await loadCharity(
        database.db,
        actor,
        request.params.id.toLowerCase(),
        'bankAccount.read',
      );
      const rows = await listBankAccounts(database.db, charity.organisationID);
      // Issue 13: the accounts go out in clear, so their reading is recorded first.
      if (rows.length) {
        await recordRead(
          database.db,
          actor,
          {
            action: 'bankAccount.viewed',
            organisationID: charity.organisationID,
            objectType: 'organisation',
            objectID: charity.organisationID,
            details: { list: 'bankAccounts', bankAccountIDs: rows.map((r) => r.account.bankAccountID) },
          },
          { ip: request.ip },
        );
      }
      return rows.map((r) => presentBankAccount(config, r));
    },
  );

  app.post(
    '/Organisations/BankAccount',
    {
      schema: {
        tags,
        summary: 'Create a bank account of a charity (Finance)',
        description: `${ACCESS} The body is the form with organisationID: ${FORM}`,
        body: ZBankAccountCreateInput,
        response: { 201: ZBankAccount },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const row = await database.db.transaction((tx) =>
        createBankAccount(tx, config, actor, request.body, { ip: request.ip }),
      );
      const found = await findBankAccount(database.db, row.bankAccountID);
      return reply.status(201).send(presentBankAccount(config, found!));
    },
  );

  app.put(
    '/Organisations/BankAccount',
    {
      schema: {
        tags,
        summary: 'Save a bank account of a charity (Finance)',
        description: `${ACCESS} The body is the form with bankAccountID: ${FORM}`,
        body: ZBankAccountUpdateInput,
        response: { 200: ZBankAccount },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const row = await database.db.transaction((tx) =>
        updateBankAccount(tx, config, actor, request.body, { ip: request.ip }),
      );
      const found = await findBankAccount(database.db, row.bankAccountID);
      return presentBankAccount(config, found!);
    },
  );

  app.get(
    '/Organisations/BankAccount/:id/Legacies',
    {
      schema: {
        tags,
        summary: 'The legacies that nominate a bank account',
        description: `${ACCESS} (bankAccount.read). The legacies whose nominated account it is, oldest first: legacyID, reference (the charity reference, else the reference) and visibleToFirm. Asked before a delete, to name them in the confirmation.`,
        params: z.object({ id: zUuid }),
        response: { 200: z.array(ZBankAccountNomination) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return database.db.transaction((tx) => listNominations(tx, actor, request.params.id));
    },
  );

  app.delete(
    '/Organisations/BankAccount/:id',
    {
      schema: {
        tags,
        summary: 'Delete a bank account of a charity (Finance)',
        description: `${ACCESS} Finance only (bankAccount.delete; Charity answers 403). An account that is the nominated account of legacies answers 409 with their references (message, and errors.legacies) and changes nothing, unless the query has confirm=true: then each of those legacies loses its nominated account (audited on the legacy as legacy.bankAccountRemoved) and, where the account was visible to the firm of the legacy's matter, the matter team and the firm's main contact are e-mailed (template BankAccountWithdrawn, never the account's details), in the transaction of the delete.`,
        params: z.object({ id: zUuid }),
        querystring: z.object({
          confirm: z
            .enum(['true', 'false'], { error: 'Invalid format' })
            .optional()
            .transform((v) => v === 'true'),
        }),
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) =>
        deleteBankAccount(tx, actor, request.params.id, {
          ip: request.ip,
          publicUrl: config.publicUrl,
          confirmed: request.query.confirm,
        }),
      );
      return reply.status(204).send(null);
    },
  );
};
