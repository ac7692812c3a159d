import { homeAfterSignIn, redirectFromHome, redirectFromSignedOutPage } from './role-routing';

describe('role routing', () => {
  it('sends platform-domain users to the admin area after sign-in, whatever their role', () => {
    expect(homeAfterSignIn({ email: 'ops@coachcore.app', role: 'business' })).toBe('/admin/overview');
  });
  it('routes by role after sign-in', () => {
    expect(homeAfterSignIn({ email: 'a@x.com', role: 'admin' })).toBe('/admin/overview');
    expect(homeAfterSignIn({ email: 'a@x.com', role: 'client' })).toBe('/client');
    expect(homeAfterSignIn({ email: 'a@x.com', role: 'business' })).toBe('/');
    expect(homeAfterSignIn({ email: 'a@x.com', role: 'staff' })).toBe('/');
  });
  it('sends the seeded Admin User to setup from the signed-out pages', () => {
    expect(redirectFromSignedOutPage({ email: 'admin@coachcore.app', firstName: 'Admin', lastName: 'User' })).toBe('/admin/setup');
    expect(redirectFromSignedOutPage({ email: 'jo@coachcore.app', firstName: 'Jo', lastName: 'Doe' })).toBe('/admin/overview');
    expect(redirectFromSignedOutPage({ email: 'c@x.com', role: 'client' })).toBe('/client');
    expect(redirectFromSignedOutPage({ email: 'b@x.com', role: 'business' })).toBe('/dashboard');
  });
  it('redirects home screens by domain and role', () => {
    expect(redirectFromHome({ email: 'jo@coachcore.app' })).toBe('/admin/overview');
    expect(redirectFromHome({ email: 'c@x.com', role: 'client' })).toBe('/client');
    expect(redirectFromHome({ email: 'b@x.com', role: 'business' })).toBe('/dashboard');
  });
  it('honours a configured platform domain', () => {
    expect(homeAfterSignIn({ email: 'ops@example.org', role: 'business' }, 'example.org')).toBe('/admin/overview');
  });
});
