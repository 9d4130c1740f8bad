import {
  CHECK_COMPONENT_LABELS,
  COMPLIANCE_KIND_LABELS,
  type ComplianceQueueItem,
  complianceKindsOf,
  componentOutcomeLabel,
} from '@probity/domain';
import { type CheckResultRow, presentResolution } from '../checks/checks.presenter.js';
import { individualPagePath } from '../checks/check-run.js';
import type { QueueRow } from './compliance.queries.js';

/** What is wrong, in words: the kinds, then each failed or referred part ("Address: Refer"). */
export function reasonsOf(check: CheckResultRow): string[] {
  const kinds = complianceKindsOf(check).map((k) => COMPLIANCE_KIND_LABELS[k]);
  const parts = check.components
    .filter((c) => c.outcome === 'fail' || c.outcome === 'refer')
    .map(
      (c) =>
        `${CHECK_COMPONENT_LABELS[c.component] ?? c.component}: ${componentOutcomeLabel(c.component, c.outcome)}`,
    );
  return [...kinds, ...parts];
}

export function presentQueueItem(row: QueueRow): ComplianceQueueItem {
  const { check } = row;
  return {
    checkResultID: check.checkResultID,
    individualID: check.individualID,
    individualName: row.individualName,
    matterID: check.matterID,
    matterReference: row.matterReference,
    service: check.service,
    checkDate: (check.resultDate ?? check.requestedAt).toISOString(),
    kinds: complianceKindsOf(check),
    reasons: reasonsOf(check),
    // The individual's page, at the check (its history marks the row).
    individualPath: `${individualPagePath({
      individual: { matterID: check.matterID, individualID: check.individualID },
    })}?check=${check.checkResultID}`,
    resolution: row.resolution ? presentResolution(row.resolution) : null,
  };
}
