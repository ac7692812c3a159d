import { loggableUrl } from './loggable-url';

describe('loggableUrl', () => {
  it('leaves URLs without a query alone', () => {
    expect(loggableUrl('/api/clients/5')).toBe('/api/clients/5');
  });

  it('replaces the values of secret-looking parameters and keeps the others as sent', () => {
    expect(loggableUrl('/api/auth/reset?token=abc123&page=2&Api%5FKey=xyz&search=a%20b')).toBe(
      '/api/auth/reset?token=[Redacted]&page=2&Api%5FKey=[Redacted]&search=a%20b',
    );
  });

  it('copes with malformed percent-encoding', () => {
    expect(loggableUrl('/api/x?%E0%A4%A=1&password=hunter2')).toBe('/api/x?%E0%A4%A=1&password=[Redacted]');
  });
});
