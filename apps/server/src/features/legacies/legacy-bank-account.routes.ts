import { ZLegacy, ZLegacyShareInput } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../access/plugin.js';
import { ACCESS, ZLegacyParams, legacyView, tags } from './legacies.route-common.js';
import { hideBankAccount, shareBankAccount } from './legacy-bank-account.service.js';

/** spec 03 §2.7, §4 the nominated bank account of a legacy: share with the firm, hide again. */
export const legacyBankAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;

  app.put(
    '/Legacy/:id/BankAccount/Share',
    {
      schema: {
        tags,
        summary: 'Share the nominated bank account with the firm (spec 03 §2.7)',
        description: `${ACCESS} legacyBankAccount.share (charity users). Body {paymentReference?} (optional, max 200; empty clears it). Sets visibleToFirm true and e-mails the firm's matter team and main contact (template BankAccountShared). 400 when no account is assigned. Answers the updated legacy.`,
        params: ZLegacyParams,
        body: ZLegacyShareInput.optional(),
        response: { 200: ZLegacy },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) =>
        shareBankAccount(tx, actor, request.params.id, request.body?.paymentReference, {
          ip: request.ip,
          publicUrl: config.publicUrl,
        }),
      );
      return legacyView(database.db, config, actor, request.params.id);
    },
  );

  app.put(
    '/Legacy/:id/BankAccount/Hide',
    {
      schema: {
        tags,
        summary: 'Hide the nominated bank account from the firm (spec 03 §4)',
        description: `${ACCESS} legacyBankAccount.share (charity users). Sets visibleToFirm false. Answers the updated legacy.`,
        params: ZLegacyParams,
        response: { 200: ZLegacy },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) =>
        hideBankAccount(tx, actor, request.params.id, { ip: request.ip }),
      );
      return legacyView(database.db, config, actor, request.params.id);
    },
  );
};
