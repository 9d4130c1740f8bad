import { matterTypeById } from '@probity/domain';
import { z } from 'zod';

export const ZTeamUser = z.object({
  userID: z.string(),
  firstName: z.string(),
  surname: z.string(),
  name: z.string(),
  emailAddress: z.string(),
  profileImage: z.string().nullable(),
});

const ZNamed = z.object({ name: z.string(), description: z.string() });

/** spec 01 §3 "Matter (as listed)". */
export const ZMatterListItem = z.object({
  matterID: z.string(),
  reference: z.string(),
  /** Issue 14: the title shown (the matter's own, else its default), null when it has none. */
  title: z.string().nullable(),
  /** Whether the title is the default one (the matter has no title of its own). */
  isDefaultTitle: z.boolean(),
  status: ZNamed.extend({ statusID: z.string() }),
  matterType: ZNamed.extend({ matterTypeID: z.string() }),
  createdDate: z.string(),
  team: z.array(ZTeamUser),
  individuals: z.array(
    z.object({ individualID: z.string(), user: z.object({ userID: z.string() }).nullable() }),
  ),
  viewingIndividual: z.object({ individualType: ZNamed }).nullable(),
  isOwner: z.boolean(),
});
export type MatterListItem = z.infer<typeof ZMatterListItem>;

export interface MatterRowForList {
  matterID: string;
  reference: string;
  matterTypeID: string;
  statusID: string;
  matterOwner: string | null;
  createdDate: Date;
  title: string | null;
  isDefaultTitle: boolean;
}

export function presentMatterListItem(
  row: MatterRowForList,
  extra: {
    team: z.infer<typeof ZTeamUser>[];
    individuals: MatterListItem['individuals'];
    viewingIndividual: MatterListItem['viewingIndividual'];
    actorUserID: string;
  },
): MatterListItem {
  const type = matterTypeById(row.matterTypeID);
  const status = type?.statuses.find((s) => s.statusID === row.statusID);
  return {
    matterID: row.matterID,
    reference: row.reference,
    title: row.title,
    isDefaultTitle: row.isDefaultTitle,
    status: {
      statusID: row.statusID,
      name: status?.name ?? 'Unknown',
      description: status?.description ?? '',
    },
    matterType: {
      matterTypeID: row.matterTypeID,
      name: type?.name ?? 'Unknown',
      description: type?.description ?? '',
    },
    createdDate: row.createdDate.toISOString(),
    team: extra.team,
    individuals: extra.individuals,
    viewingIndividual: extra.viewingIndividual,
    isOwner: row.matterOwner === extra.actorUserID,
  };
}
