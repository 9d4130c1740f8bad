import type { MatterCharity } from '@probity/domain';
import type { MatterCharityRow } from './matter-charities.queries.js';

/** spec 02 §3 / 03 §3 Matter charity: every field named. */
export function presentMatterCharity(row: MatterCharityRow): MatterCharity {
  return {
    matterCharityID: row.matterCharityID,
    matterID: row.matterID,
    charityRegNo: row.charityRegNo,
    charityOrgNo: row.charityOrgNo,
    charitySuffix: row.charitySuffix,
    charityName: row.charityName,
    linkedOrganisation: row.linkedOrganisation,
    legacyID: row.legacyID,
  };
}
