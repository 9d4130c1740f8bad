import { ZModulusEdition, ZModulusTablesUpload } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../access/plugin.js';
import { useUploadedEdition } from '../../integrations/bank-modulus/modulus-edition.js';
import { presentModulusEdition } from './modulus-tables.presenter.js';
import { authorizeModulusTables, getModulusEdition, uploadModulusTables } from './modulus-tables.service.js';

const tags = ['Modulus tables'];

/** Issue 12: Vocalink's modulus checking tables, a data update made by a platform administrator. */
export const modulusTablesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '/ModulusTables',
    {
      schema: {
        tags,
        summary: 'The edition of the modulus checking tables in use',
        description:
          "Administrators only (403 for every other role). The edition every bank modulus check uses: its name, where it comes from (shipped with Probity, the configured files MODULUS_WEIGHTS_FILE and MODULUS_SUBSTITUTIONS_FILE, or an upload), the rows of Vocalink's weight table and substitution table, when it was loaded and by whom.",
        response: { 200: ZModulusEdition },
      },
    },
    async (request) => {
      authorizeModulusTables(requireActor(request), 'modulusTables.read');
      const { edition, loadedBy } = await getModulusEdition(database.db);
      return presentModulusEdition(edition, loadedBy);
    },
  );

  app.post(
    '/ModulusTables',
    {
      schema: {
        tags,
        summary: "Upload a new edition of Vocalink's modulus checking tables",
        description:
          "Administrators only (403 for every other role). name (e.g. v8.80, max 40), weightsText (valacdos.txt as published), substitutionsText (scsubtab.txt as published) and optionally the files' names. Every row must be well formed: a 400 names the field and the line of the first malformed row. The upload is stored and audited (modulus_tables.uploaded) and is used by every check from then on, without a restart.",
        body: ZModulusTablesUpload,
        response: { 200: ZModulusEdition },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const row = await database.db.transaction((tx) =>
        uploadModulusTables(tx, actor, request.body, request.ip),
      );
      // In use on this instance at once; the others take it before their next check.
      useUploadedEdition(row);
      const { edition, loadedBy } = await getModulusEdition(database.db);
      return presentModulusEdition(edition, loadedBy);
    },
  );
};
