-- Issue 19: a charity's retention clock starts when it closes a legacy it follows alone
-- (legacies.closed_at, set by the status change since migration 0024). Legacies already complete,
-- archived or rejected before then take their last change as that date, so they come under the
-- charity's retention rules too instead of waiting to be closed again (the status ids are
-- packages/domain LEGACY_STATUSES' complete, archived and rejected).
UPDATE legacies
   SET closed_at = last_updated_date
 WHERE closed_at IS NULL
   AND status_id IN ('5a7a0000-0000-4000-8000-000000000106',
                     '5a7a0000-0000-4000-8000-000000000107',
                     '5a7a0000-0000-4000-8000-000000000108');
