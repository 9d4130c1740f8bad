import { BROADCAST_TEXTS } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { groupWords, validateBroadcast } from './broadcast-form';

describe('broadcast validation (spec 02 §5)', () => {
  it('refuses an empty message and no group, with the spec texts', () => {
    expect(validateBroadcast({ message: '  ', individuals: false, charities: false })).toEqual({
      message: "You can't send an empty message",
      groups: 'You must select at least one user group',
    });
  });
  it('refuses more than 10000 characters', () => {
    expect(
      validateBroadcast({ message: 'x'.repeat(10_001), individuals: true, charities: false }).message,
    ).toBeDefined();
    expect(validateBroadcast({ message: 'x'.repeat(10_000), individuals: true, charities: false })).toEqual(
      {},
    );
  });
  it('names the groups in the success text (spec 02 §8)', () => {
    expect(BROADCAST_TEXTS.sent(true, false)).toBe('Sent message to individuals.');
    expect(BROADCAST_TEXTS.sent(false, true)).toBe('Sent message to charities.');
    expect(BROADCAST_TEXTS.sent(true, true)).toBe('Sent message to individuals and charities.');
    expect(groupWords({ individuals: true, charities: true })).toBe('individuals and charities');
  });
});
