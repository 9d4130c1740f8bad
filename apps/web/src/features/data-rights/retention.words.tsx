import {
  LEGACY_RETENTION_CATEGORY_DEFS,
  type RetentionCategory,
  legacyRetentionRuleError,
  retentionCategoryDef,
  retentionRuleError,
} from '@probity/domain';
import { Link } from 'react-router';

/** A category's label, a firm's or a charity's (issue 19). */
export function categoryLabel(c: string): string {
  return (
    LEGACY_RETENTION_CATEGORY_DEFS.find((d) => d.category === c)?.label ??
    retentionCategoryDef(c as RetentionCategory).label
  );
}

/** The error for a rule's months, or null: the same rule the server applies. */
export function ruleError(c: string, months: number): string | null {
  return LEGACY_RETENTION_CATEGORY_DEFS.some((d) => d.category === c)
    ? legacyRetentionRuleError(months)
    : retentionRuleError(c as RetentionCategory, months);
}

/** A link to the matter (a firm's) or the legacy (a charity's) a row is about. */
export function objectLink(row: { matterID: string | null; legacyID?: string | null }, reference: string) {
  if (row.legacyID)
    return <Link to={`/secure/charity-legacies/${encodeURIComponent(row.legacyID)}`}>{reference}</Link>;
  if (row.matterID)
    return <Link to={`/secure/matters/${encodeURIComponent(row.matterID)}/details`}>{reference}</Link>;
  return reference;
}
