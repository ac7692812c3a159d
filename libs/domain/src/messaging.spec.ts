import { COMMUNITY_MESSAGES, MESSAGING_MESSAGES, messageTextError, typingText, validateCommunityForm, withinEditWindow } from './messaging';

describe('messageTextError', () => {
  it('refuses blank text and text over 5000 characters once trimmed', () => {
    expect(messageTextError('')).toBe(MESSAGING_MESSAGES.contentRequired);
    expect(messageTextError(' \n\t ')).toBe(MESSAGING_MESSAGES.contentRequired);
    expect(messageTextError(`  ${'x'.repeat(5000)}  `)).toBeNull();
    expect(messageTextError('x'.repeat(5001))).toBe(MESSAGING_MESSAGES.contentTooLong);
    expect(messageTextError('  Hi  ')).toBeNull();
  });
});

describe('withinEditWindow', () => {
  it('lets a message be changed for 15 minutes after it was sent, and not from then on', () => {
    const sentAt = new Date('2026-03-01T10:00:00Z');
    expect(withinEditWindow(sentAt, new Date('2026-03-01T10:14:59Z'))).toBe(true);
    expect(withinEditWindow(sentAt.toISOString(), new Date('2026-03-01T10:15:00Z'))).toBe(false);
    expect(withinEditWindow(sentAt, new Date('2026-03-01T11:00:00Z'))).toBe(false);
  });
});

describe('typingText', () => {
  it('names who is typing', () => {
    expect(typingText('Casey')).toBe('Casey is typing…');
  });
});

describe('validateCommunityForm', () => {
  it("requires a name with the spec's message", () => {
    expect(validateCommunityForm({ name: '  ', memberLimit: '' })).toEqual({ name: COMMUNITY_MESSAGES.nameRequired });
    expect(validateCommunityForm({ name: 'x'.repeat(101), memberLimit: '' })).toEqual({ name: COMMUNITY_MESSAGES.nameTooLong });
  });

  it('takes a blank member limit as unlimited and refuses anything but a whole number of at least 1', () => {
    expect(validateCommunityForm({ name: 'Runners', memberLimit: ' ' })).toEqual({});
    expect(validateCommunityForm({ name: 'Runners', memberLimit: '12' })).toEqual({});
    for (const limit of ['0', '-1', '2.5', 'ten']) {
      expect(validateCommunityForm({ name: 'Runners', memberLimit: limit })).toEqual({ memberLimit: COMMUNITY_MESSAGES.memberLimitInvalid });
    }
  });
});
