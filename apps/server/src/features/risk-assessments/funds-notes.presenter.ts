import { FUNDS_KINDS } from '@probity/domain';
import { z } from 'zod';
import type { FundsNoteRecord } from './funds-notes.queries.js';

export const ZFundsNote = z.object({
  fundsNoteID: z.string(),
  individualID: z.string(),
  kind: z.enum(FUNDS_KINDS),
  text: z.string(),
  createdBy: z.object({ userID: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  evidence: z.array(
    z.object({ documentID: z.string(), name: z.string(), mimeType: z.string(), dateCreated: z.string() }),
  ),
});
export type FundsNoteView = z.infer<typeof ZFundsNote>;

export function presentFundsNote({ note, author, evidence }: FundsNoteRecord): FundsNoteView {
  return {
    fundsNoteID: note.fundsNoteID,
    individualID: note.individualID,
    kind: ZFundsNote.shape.kind.parse(note.kind),
    text: note.text,
    createdBy: author,
    createdAt: note.createdAt.toISOString(),
    evidence: evidence.map((d) => ({
      documentID: d.documentID,
      name: d.name,
      mimeType: d.mimeType,
      dateCreated: d.dateCreated.toISOString(),
    })),
  };
}
