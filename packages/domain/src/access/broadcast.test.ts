import { describe, expect, it } from 'vitest';
import type { Role } from '../roles.js';
import { BROADCAST_TEXTS } from '../texts.js';
import { canBroadcast } from './broadcast.js';

const FIRM = 'f1rm0000-0000-4000-8000-000000000001';
const actor = (userID: string, roles: Role[], organisationIDs = [FIRM]) => ({
  userID,
  roles,
  organisationIDs,
});
const matter = { organisationID: FIRM, teamUserIDs: ['u-team'] };

describe('canBroadcast (issue 14: one rule for the button and the server)', () => {
  it('allows the firm roles on the team', () => {
    for (const role of [
      'Matter Admin',
      'Matter Executive',
      'MLRO',
      'Supervising Partner',
      'Support',
    ] as Role[])
      expect(canBroadcast(actor('U-TEAM', [role]), matter), role).toBe(true);
  });
  it('refuses a firm user not on the team, another firm and the roles without broadcast', () => {
    expect(canBroadcast(actor('u-other', ['Matter Admin']), matter)).toBe(false);
    expect(canBroadcast(actor('u-team', ['Matter Admin'], ['another-firm']), matter)).toBe(false);
    for (const role of ['Individual', 'Charity', 'Administrators', 'Legacy Manager'] as Role[])
      expect(canBroadcast(actor('u-team', [role]), matter), role).toBe(false);
  });
});

describe('the broadcast toast (issue 14)', () => {
  const both = { individuals: true, charities: true };
  it('says "Sent message to …" only for the groups somebody received it in', () => {
    expect(BROADCAST_TEXTS.result({ individuals: 2, charities: 0 }, both)).toBe(
      'Sent message to individuals.',
    );
    expect(BROADCAST_TEXTS.result({ individuals: 1, charities: 1 }, both)).toBe(
      'Sent message to individuals and charities.',
    );
  });
  it('says there was nobody to send to, naming what was asked', () => {
    expect(
      BROADCAST_TEXTS.result({ individuals: 0, charities: 0 }, { individuals: true, charities: false }),
    ).toBe('There was nobody to send the message to: no individual of this matter has registered.');
    expect(
      BROADCAST_TEXTS.result({ individuals: 0, charities: 0 }, { individuals: false, charities: true }),
    ).toBe('There was nobody to send the message to: no charity of this matter is on Probity.');
  });
});
