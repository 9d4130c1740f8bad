import { EMAIL_MAX, NAME_MAX, requiredEmail, requiredText } from '@probity/domain';
import { z } from 'zod';
import type { FieldErrors } from './pages/layout.js';
import type { PasswordChecker, PasswordContext, WarnLog } from './password-strength.js';

const PASSWORDS_DIFFER = 'The passwords do not match.';

/** spec 01 §5 user form rules for names and e-mail; the password policy of passwords.ts. */
export const ZProfileForm = z.object({
  firstName: requiredText(NAME_MAX),
  surname: requiredText(NAME_MAX),
  emailAddress: requiredEmail(EMAIL_MAX),
});
export type ProfileForm = z.infer<typeof ZProfileForm>;

export function issuesToErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((m) => m && m.length > 0);
}

export function parseProfile(values: Record<string, string>): { data?: ProfileForm; errors: FieldErrors } {
  const parsed = ZProfileForm.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  return { errors: issuesToErrors(parsed.error.issues) };
}

/** A new password and its repetition: the policy and strength (password-strength.ts), then equality. */
export async function checkNewPassword(
  check: PasswordChecker,
  password: string,
  confirmPassword: string,
  context: PasswordContext = {},
  log?: WarnLog,
): Promise<FieldErrors> {
  const errors: Record<string, string[]> = {};
  const policy = await check(password, context, log);
  if (policy.length) errors.password = policy;
  if (!confirmPassword) errors.confirmPassword = ['Required'];
  else if (!policy.length && password !== confirmPassword) errors.confirmPassword = [PASSWORDS_DIFFER];
  return errors;
}

/** True when an insert failed on a unique index (PostgreSQL 23505), however the driver wraps it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    if (typeof e === 'object' && (e as { code?: unknown }).code === '23505') return true;
    e = typeof e === 'object' ? (e as { cause?: unknown }).cause : undefined;
  }
  return false;
}
