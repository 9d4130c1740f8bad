import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  clientRequestDocuments,
  clientRequests,
  documents,
  individuals,
  users,
} from '../../db/schema/index.js';
import type { ClientRequestRow } from './client-requests.access.js';

const creator = alias(users, 'creator');
const answerer = alias(users, 'answerer');

export interface ClientRequestView {
  item: ClientRequestRow;
  individualName: string | null;
  individualUserID: string | null;
  createdBy: { userID: string; name: string } | null;
  answeredBy: { userID: string; name: string } | null;
  documents: {
    documentID: string;
    name: string;
    mimeType: string;
    fileSize: number;
    dateCreated: Date;
    everybody: boolean;
    uploadedBy: string | null;
  }[];
}

const person = (p: { userID: string | null; firstName: string | null; surname: string | null }) =>
  p.userID ? { userID: p.userID, name: `${p.firstName ?? ''} ${p.surname ?? ''}`.trim() } : null;

/** The items of a matter (or the given ones), oldest first, with names and linked documents. Withdrawn ones are left out. */
export async function findRequestViews(
  db: DbOrTx,
  where: { matterID: string } | { requestIDs: string[] },
): Promise<ClientRequestView[]> {
  const rows = await db
    .select({
      item: clientRequests,
      indFirst: individuals.firstName,
      indSurname: individuals.surname,
      indUserID: individuals.userID,
      cID: creator.userID,
      cFirst: creator.firstName,
      cSurname: creator.surname,
      aID: answerer.userID,
      aFirst: answerer.firstName,
      aSurname: answerer.surname,
    })
    .from(clientRequests)
    .leftJoin(individuals, eq(individuals.individualID, clientRequests.individualID))
    .leftJoin(creator, eq(creator.userID, clientRequests.createdBy))
    .leftJoin(answerer, eq(answerer.userID, clientRequests.answeredBy))
    .where(
      and(
        'matterID' in where
          ? eq(clientRequests.matterID, where.matterID)
          : inArray(
              clientRequests.requestID,
              where.requestIDs.length ? where.requestIDs : ['00000000-0000-0000-0000-000000000000'],
            ),
        ne(clientRequests.status, 'withdrawn'),
      ),
    )
    .orderBy(asc(clientRequests.dateCreated), asc(clientRequests.requestID));
  const ids = rows.map((r) => r.item.requestID);
  const docs = ids.length
    ? await db
        .select({
          requestID: clientRequestDocuments.requestID,
          documentID: documents.documentID,
          name: documents.name,
          mimeType: documents.mimeType,
          fileSize: documents.fileSize,
          dateCreated: documents.dateCreated,
          everybody: documents.everybody,
          uploadedBy: documents.uploadedBy,
        })
        .from(clientRequestDocuments)
        .innerJoin(documents, eq(documents.documentID, clientRequestDocuments.documentID))
        .where(inArray(clientRequestDocuments.requestID, ids))
        .orderBy(asc(documents.dateCreated))
    : [];
  return rows.map((r) => ({
    item: r.item,
    individualName: r.item.individualID ? `${r.indFirst ?? ''} ${r.indSurname ?? ''}`.trim() : null,
    individualUserID: r.indUserID ?? null,
    createdBy: person({ userID: r.cID, firstName: r.cFirst, surname: r.cSurname }),
    answeredBy: person({ userID: r.aID, firstName: r.aFirst, surname: r.aSurname }),
    documents: docs.filter((d) => d.requestID === r.item.requestID).map(({ requestID: _r, ...d }) => d),
  }));
}

/** The matter's clients who may be asked: its individuals with a Probity account. */
export async function findMatterClients(db: DbOrTx, matterID: string) {
  return db
    .select({
      individualID: individuals.individualID,
      userID: users.userID,
      firstName: individuals.firstName,
      surname: individuals.surname,
      userFirstName: users.firstName,
      emailAddress: users.emailAddress,
      status: users.status,
    })
    .from(individuals)
    .innerJoin(users, eq(users.userID, individuals.userID))
    .where(and(eq(individuals.matterID, matterID), isNotNull(individuals.userID)))
    .orderBy(asc(individuals.surname), asc(individuals.firstName));
}
