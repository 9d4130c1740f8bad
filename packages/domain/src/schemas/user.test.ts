import { describe, expect, it } from 'vitest';
import { ZPasswordForm, ZUserForm } from './user.js';

const valid = {
  firstName: 'Ada',
  surname: 'Lovelace',
  emailAddress: 'ada@example.com',
  roles: ['Matter Admin'],
};

/** The messages per field path, as a form would mark them. */
function issues(input: unknown, schema: { safeParse: typeof ZUserForm.safeParse } = ZUserForm) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    byPath[key] = [...(byPath[key] ?? []), issue.message];
  }
  return byPath;
}

describe('user form (spec 01 §5)', () => {
  it('accepts a valid user and trims the names', () => {
    const result = ZUserForm.parse({ ...valid, firstName: '  Ada ' });
    expect(result.firstName).toBe('Ada');
  });

  it.each(['firstName', 'surname', 'emailAddress'])(
    "%s is 'Required' when empty, blank or missing",
    (field) => {
      expect(issues({ ...valid, [field]: '' })[field]).toEqual(['Required']);
      expect(issues({ ...valid, [field]: '   ' })[field]).toEqual(['Required']);
      expect(issues({ ...valid, [field]: undefined })[field]).toEqual(['Required']);
    },
  );

  it("names allow 100 characters, then 'Too many characters' with the maximum and actual length", () => {
    expect(issues({ ...valid, firstName: 'a'.repeat(100) })).toEqual({});
    expect(issues({ ...valid, firstName: 'a'.repeat(101) }).firstName).toEqual([
      'Too many characters (101/100)',
    ]);
    expect(issues({ ...valid, surname: 'b'.repeat(150) }).surname).toEqual(['Too many characters (150/100)']);
  });

  it("an invalid e-mail reads 'Enter a valid email'", () => {
    expect(issues({ ...valid, emailAddress: 'not-an-email' }).emailAddress).toEqual(['Enter a valid email']);
    expect(issues({ ...valid, emailAddress: 'ada@' }).emailAddress).toEqual(['Enter a valid email']);
  });

  it('the e-mail allows 100 characters', () => {
    const at100 = `${'a'.repeat(88)}@example.com`;
    expect(at100).toHaveLength(100);
    expect(issues({ ...valid, emailAddress: at100 })).toEqual({});
    const at101 = `a${at100}`;
    expect(issues({ ...valid, emailAddress: at101 }).emailAddress?.[0]).toBe('Too many characters (101/100)');
  });

  it("roles need at least one known role ('Required')", () => {
    expect(issues({ ...valid, roles: [] }).roles).toEqual(['Required']);
    expect(issues({ ...valid, roles: undefined }).roles).toEqual(['Required']);
    expect(issues({ ...valid, roles: ['Wizard'] })['roles.0']).toEqual(['Invalid format']);
    expect(ZUserForm.parse({ ...valid, roles: ['Support', 'MLRO'] }).roles).toEqual(['Support', 'MLRO']);
  });

  it('reports every invalid field at once, each at its path', () => {
    const all = issues({ firstName: '', surname: 'x'.repeat(101), emailAddress: 'nope', roles: [] });
    expect(all).toEqual({
      firstName: ['Required'],
      surname: ['Too many characters (101/100)'],
      emailAddress: ['Enter a valid email'],
      roles: ['Required'],
    });
  });
});

describe('password form (spec 01 §5)', () => {
  it('requires both fields, max 100', () => {
    const result = ZPasswordForm.safeParse({ password: '', confirmPassword: 'p'.repeat(101) });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['password', 'Required'],
        ['confirmPassword', 'Too many characters (101/100)'],
      ]),
    );
  });

  it('rejects a repeat that differs, on confirmPassword', () => {
    const result = ZPasswordForm.safeParse({ password: 'secret-1', confirmPassword: 'secret-2' });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['confirmPassword']);
    expect(ZPasswordForm.safeParse({ password: 'secret-1', confirmPassword: 'secret-1' }).success).toBe(true);
  });
});
