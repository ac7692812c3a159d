import { isAllowedWebhookUrl } from './webhook-url';

describe('isAllowedWebhookUrl', () => {
  it.each([
    ['https://partner.example.com/hooks', true, true],
    ['https://partner.example.com:8443/hooks?x=1', true, true],
    ['https://93.184.216.34/hooks', true, true],
    ['http://partner.example.com/hooks', false, false],
    ['ftp://partner.example.com/hooks', false, false],
    ['https://user:secret@partner.example.com/hooks', false, false],
    ['not a url', false, false],
    ['https://10.1.2.3/hooks', false, false],
    ['https://172.20.0.1/hooks', false, false],
    ['https://192.168.1.1/hooks', false, false],
    ['https://169.254.169.254/latest/meta-data', false, false],
    ['https://[fd00::1]/hooks', false, false],
    ['https://internal.localhost/hooks', false, false],
    // A local receiver: only outside production.
    ['http://127.0.0.1:4000/hooks', false, true],
    ['http://localhost:4000/hooks', false, true],
    ['https://localhost/hooks', false, true],
    ['http://[::1]:4000/hooks', false, true],
  ])('%s: production %s, elsewhere %s', (url, production, elsewhere) => {
    expect(isAllowedWebhookUrl(url, true)).toBe(production);
    expect(isAllowedWebhookUrl(url, false)).toBe(elsewhere);
  });
});
