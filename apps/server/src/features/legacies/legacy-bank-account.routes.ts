import { ZLegacy, ZLegacyBankAccountInput, ZLegacyShareInput } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../access/plugin.js';
import { ACCESS, ZLegacyParams, legacyView, tags } from './legacies.route-common.js';
import { chooseBankAccount, hideBankAccount, shareBankAccount } from './legacy-bank-account.service.js';

/** spec 03 §2.6, §2.7, §4 the nominated bank account of a legacy: choose, share with the firm, hide again. */
export const legacyBankAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;

  app.put(
    '/Legacy/:id/BankAccount',
    {
      schema: {
        tags,
        summary: 'Choose the nominated bank account of a legacy (spec 03 §2.6)',
        description: `${ACCESS} legacyBankAccount.assign (charity users; a firm user answers 403). Body {bankAccountID}: an account of the legacy's charity (else 400 on bankAccountID), or null for none. Changes only the nomination, whatever the legacy's other fields hold (a legacy a firm created has no charity reference). A different account is hidden from the firm (visibleToFirm false, payment reference cleared) until shared; the same account keeps its visibility. Answers the updated legacy.`,
        params: ZLegacyParams,
        body: ZLegacyBankAccountInput,
        response: { 200: ZLegacy },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const meta = { ip: request.ip };
      return database.db.transaction(async (tx) => {
        await chooseBankAccount(tx, actor, request.params.id, request.body.bankAccountID, meta);
        return legacyView(tx, config, actor, request.params.id, meta);
      });
    },
  );

  app.put(
    '/Legacy/:id/BankAccount/Share',
    {
      schema: {
        tags,
        summary: 'Share the nominated bank account with the firm (spec 03 §2.7)',
        description: `${ACCESS} legacyBankAccount.share (charity users). Body {paymentReference?} (optional, max 200; empty clears it). Sets visibleToFirm true and e-mails the firm's matter team and main contact (template BankAccountShared, linking to the charity's Legacy tab on the matter's Charities page). 400 when the legacy has no firm (visibleToFirm: "There is no law firm on this legacy to share the bank account with") or no account is assigned. Answers the updated legacy.`,
        params: ZLegacyParams,
        body: ZLegacyShareInput.optional(),
        response: { 200: ZLegacy },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const meta = { ip: request.ip };
      return database.db.transaction(async (tx) => {
        await shareBankAccount(tx, actor, request.params.id, request.body?.paymentReference, {
          ...meta,
          publicUrl: config.publicUrl,
        });
        return legacyView(tx, config, actor, request.params.id, meta);
      });
    },
  );

  app.put(
    '/Legacy/:id/BankAccount/Hide',
    {
      schema: {
        tags,
        summary: 'Hide the nominated bank account from the firm (spec 03 §4)',
        description: `${ACCESS} legacyBankAccount.share (charity users; a firm user answers 403). Sets visibleToFirm false; harmless on a legacy with no firm. Answers the updated legacy.`,
        params: ZLegacyParams,
        response: { 200: ZLegacy },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const meta = { ip: request.ip };
      return database.db.transaction(async (tx) => {
        await hideBankAccount(tx, actor, request.params.id, meta);
        return legacyView(tx, config, actor, request.params.id, meta);
      });
    },
  );
};
