import { type AccessResource, can } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { type Actor, actsIn } from '../../access/actor.js';
import { noteOrganisationRead } from '../../audit/reads.js';
import type { DbOrTx } from '../../db/client.js';
import { documents, legacies, matters } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { loadIndividual } from '../individuals/individuals.access.js';
import { loadLegacy } from '../legacies/legacy.access.js';
import { loadMatter } from '../matters/matter.access.js';
import { findMatterPeople } from '../matters/matter.queries.js';
import { loadConversation } from '../conversations/conversations.access.js';
import { findSharedWith } from './documents.queries.js';

/** What a document hangs on: a matter, or an individual (of a matter, or of a charity). */
export interface DocumentItem {
  itemID: string;
  organisationID: string;
  matterID: string | null;
  individualID: string | null;
  /** spec 03 §2.9: a legacy's documents (itemID = legacyID). */
  legacyID: string | null;
  teamUserIDs: string[];
  linkedUserIDs: string[];
}

export type DocumentRow = typeof documents.$inferSelect;

/**
 * Loads the matter or individual a document list or upload names, for the actor. One the actor
 * may not read answers 404 (another tenant's record), like the matter and individual calls.
 */
export async function loadDocumentItem(db: DbOrTx, actor: Actor, itemID: string): Promise<DocumentItem> {
  const id = itemID.toLowerCase();
  const [matter] = await db
    .select({ matterID: matters.matterID })
    .from(matters)
    .where(eq(matters.matterID, id))
    .limit(1);
  if (matter) {
    const loaded = await loadMatter(db, actor, id);
    return {
      itemID: id,
      organisationID: loaded.matter.organisationID,
      matterID: id,
      individualID: null,
      legacyID: null,
      teamUserIDs: loaded.teamUserIDs,
      linkedUserIDs: loaded.linkedUserIDs,
    };
  }
  const [legacy] = await db
    .select({ legacyID: legacies.legacyID })
    .from(legacies)
    .where(eq(legacies.legacyID, id))
    .limit(1);
  if (legacy) return legacyItem(db, actor, id);
  const { individual } = await loadIndividual(db, actor, id);
  const people = individual.matterID
    ? await findMatterPeople(db, individual.matterID)
    : { teamUserIDs: [], linkedUserIDs: [] };
  return {
    itemID: id,
    organisationID: individual.organisationID,
    matterID: individual.matterID,
    individualID: individual.individualID,
    legacyID: null,
    teamUserIDs: people.teamUserIDs,
    linkedUserIDs: [...people.linkedUserIDs, ...(individual.userID ? [individual.userID] : [])],
  };
}

/**
 * A legacy as a document item (spec 03 §2.9), seen from the caller's side: for the charity's users
 * the charity is the organisation and the firm's matter team are fellow staff; for the firm's staff
 * (a legacy of their matter) the firm is. Same rules as matter documents otherwise.
 */
async function legacyItem(db: DbOrTx, actor: Actor, legacyID: string): Promise<DocumentItem> {
  const loaded = await loadLegacy(db, actor, legacyID);
  // spec 03 §2.9: the selectable users are the caller's organisation plus the matter team.
  const matterTeam = loaded.matter?.teamUserIDs ?? [];
  return {
    itemID: legacyID,
    organisationID:
      loaded.viewer === 'charity' ? loaded.legacy.organisationID! : loaded.matter!.matter.organisationID,
    matterID: null,
    individualID: null,
    legacyID,
    teamUserIDs: matterTeam,
    linkedUserIDs: [],
  };
}

/**
 * Staff of the item: users of the organisation that holds it, and its matter team. Anyone else
 * who reads the item (its registered individuals) sees only documents everybody may see.
 */
export function isItemStaff(
  actor: Actor,
  item: Pick<DocumentItem, 'organisationID' | 'teamUserIDs'>,
): boolean {
  return actsIn(actor, item.organisationID) || item.teamUserIDs.includes(actor.userID);
}

/**
 * spec 02 §2.10: 'Everybody has access' (firm members, the matter's individuals and charities),
 * or 'Only firm members have access' — the chosen users, and always the uploader.
 */
export function maySeeDocument(
  actor: Actor,
  item: Pick<DocumentItem, 'organisationID' | 'teamUserIDs'>,
  doc: Pick<DocumentRow, 'everybody' | 'uploadedBy'>,
  sharedWith: readonly string[],
): boolean {
  if (doc.uploadedBy === actor.userID) return true;
  if (!isItemStaff(actor, item)) return doc.everybody;
  return doc.everybody || sharedWith.includes(actor.userID);
}

export function itemResource(item: DocumentItem): AccessResource {
  return {
    organisationID: item.organisationID,
    teamUserIDs: item.teamUserIDs,
    linkedUserIDs: item.linkedUserIDs,
  };
}

/** The role may upload to the item (spec 02 §2.9 Upload Document, the matrix's document.create). */
export function assertMayUpload(actor: Actor, item: DocumentItem): void {
  if (!can(actor, 'document.create', itemResource(item))) throw forbidden();
}

export interface LoadedDocument {
  doc: DocumentRow;
  item: DocumentItem;
  sharedWith: string[];
}

/**
 * Loads one listed document (not a chat attachment) for the actor: 404 when the actor may not
 * read its item or may not see it (a firm-only document answers 404 to the matter's individual).
 */
export async function loadDocument(db: DbOrTx, actor: Actor, documentID: string): Promise<LoadedDocument> {
  const [doc] = await db
    .select()
    .from(documents)
    .where(eq(documents.documentID, documentID.toLowerCase()))
    .limit(1);
  if (!doc) throw notFound();
  if (doc.conversationMessageID) return loadAttachment(db, actor, doc);
  const item = await loadDocumentItem(db, actor, doc.itemID);
  const sharedWith = (await findSharedWith(db, [doc.documentID])).get(doc.documentID) ?? [];
  if (
    !maySeeDocument(
      actor,
      item,
      doc,
      sharedWith.map((u) => u.userID),
    )
  )
    throw notFound();
  noteOrganisationRead(actor, {
    organisationID: item.organisationID,
    objectType: 'document',
    objectID: doc.documentID,
  });
  return { doc, item, sharedWith: sharedWith.map((u) => u.userID) };
}

/** A chat attachment: whoever may read the conversation may download it; it is never listed or shared. */
async function loadAttachment(db: DbOrTx, actor: Actor, doc: DocumentRow): Promise<LoadedDocument> {
  const { conversation, resource } = await loadConversation(db, actor, doc.itemID);
  noteOrganisationRead(actor, {
    organisationID: conversation.organisationID,
    objectType: 'document',
    objectID: doc.documentID,
  });
  return {
    doc,
    item: {
      itemID: conversation.conversationID,
      organisationID: conversation.organisationID,
      matterID: conversation.matterID,
      individualID: conversation.individualID,
      legacyID: null,
      teamUserIDs: [...(resource.teamUserIDs ?? [])],
      linkedUserIDs: [...(resource.linkedUserIDs ?? [])],
    },
    sharedWith: [],
  };
}
