import { describe, expect, it } from 'vitest';
import { mentionHref } from './mention-link';

const mention = {
  conversationMessageID: 'msg-1',
  matterID: 'matter-1',
  legacyID: 'legacy-1',
  individualID: 'ind-1',
};

describe('mention links (spec 01 §6)', () => {
  it('gives none to Individual, Administrators and Admin Demo', () => {
    expect(mentionHref(['Individual'], mention)).toBeNull();
    expect(mentionHref(['Administrators'], mention)).toBeNull();
    expect(mentionHref(['Admin Demo'], mention)).toBeNull();
  });
  it('sends firm roles to the individual chat on the matter', () => {
    expect(mentionHref(['Matter Executive'], mention)).toBe(
      '/secure/matters/matter-1/individuals?chatIndividualID=ind-1&chatMessageFocus=msg-1',
    );
  });
  it("sends firm roles to the charity's chat on the matter's Charities page for a legacy chat mention", () => {
    expect(mentionHref(['Matter Admin'], { ...mention, individualID: null, matterCharityID: 'mc-1' })).toBe(
      '/secure/matters/matter-1/organisations?openCharityID=mc-1&openCharityChat=true&chatMessageFocus=msg-1',
    );
  });
  it('sends charity roles to the legacy page with the chat open', () => {
    expect(mentionHref(['Legacy Manager'], mention)).toBe(
      '/secure/charity-legacies/legacy-1?chatOpen=true&chatMessageFocus=msg-1',
    );
  });
});
