import { randomUUID } from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import type { TestContext } from '../../test/helpers.js';
import { auditEvents } from '../db/schema/index.js';

/** Test helpers for the audit of reads (issue 13). */

/** The read events (…viewed, …downloaded) a user wrote, oldest first. */
export async function readEventsOf(ctx: TestContext, userID: string) {
  const rows = await ctx.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.actorUserID, userID))
    .orderBy(asc(auditEvents.auditEventID));
  return rows.filter((r) => /_viewed$|\.viewed$|\.downloaded$/.test(r.action));
}

/** The events of one action a user wrote. */
export async function eventsOf(ctx: TestContext, userID: string, action: string) {
  return ctx.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.actorUserID, userID), like(auditEvents.action, action)))
    .orderBy(asc(auditEvents.auditEventID));
}

/**
 * Makes the database refuse the audit events of one user (a trigger that raises), as a full disk
 * or a broken chain would: other tests on the same schema keep writing theirs. With `action` only
 * that action is refused, so a change's own event passes and its read's fails. Returns the undo.
 */
export async function refuseAuditOf(
  ctx: TestContext,
  userID: string,
  action?: string,
): Promise<() => Promise<void>> {
  if (!/^[0-9a-f-]{36}$/.test(userID) || (action && !/^[\w.]+$/.test(action))) throw new Error('bad id');
  const name = `test_refuse_audit_${randomUUID().replaceAll('-', '')}`;
  const onAction = action ? ` and new.action = '${action}'` : '';
  await ctx.database.exec(`
    create function ${name}() returns trigger language plpgsql as $$
    begin raise exception 'audit refused (test)'; end $$;
    create trigger ${name} before insert on audit_events for each row
      when (new.actor_user_id = '${userID}'::uuid${onAction}) execute function ${name}();`);
  return async () => {
    await ctx.database.exec(`drop trigger ${name} on audit_events; drop function ${name}();`);
  };
}
