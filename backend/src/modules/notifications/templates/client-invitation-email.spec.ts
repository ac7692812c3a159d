import { clientInvitationEmail } from './client-invitation-email';

describe(clientInvitationEmail.name, () => {
  const input = {
    clientFirstName: 'Jamie <b>',
    businessName: 'Peak & Co',
    link: 'https://app.example.com/invite/abc',
    expiresAt: new Date('2026-12-01T10:00:00Z'),
  };

  it('names the business, greets the client and carries the link and the expiry', () => {
    const mail = clientInvitationEmail(input);
    expect(mail.subject).toBe('Peak & Co invited you to CoachCore');
    expect(mail.text).toContain('Hi Jamie <b>,');
    expect(mail.text).toContain('\nhttps://app.example.com/invite/abc\n');
    expect(mail.text).toContain('Tue, 01 Dec 2026 10:00:00 GMT');
  });

  it('escapes names in the HTML part', () => {
    const mail = clientInvitationEmail(input);
    expect(mail.html).toContain('Hi Jamie &#60;b&#62;,');
    expect(mail.html).toContain('Peak &#38; Co');
    expect(mail.html).toContain('<a href="https://app.example.com/invite/abc">');
  });
});
