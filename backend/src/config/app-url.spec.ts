import { loadConfig } from './app-config';

describe('APP_URL', () => {
  it('defaults to http://localhost:PORT', () => {
    expect(loadConfig({ PORT: '3108' }).appUrl).toBe('http://localhost:3108');
  });

  it('is used without its trailing slash', () => {
    expect(loadConfig({ APP_URL: 'https://coach.example.com/' }).appUrl).toBe('https://coach.example.com');
  });

  it('must be an http(s) address', () => {
    expect(() => loadConfig({ APP_URL: 'coach.example.com' })).toThrow(/APP_URL must be an http:\/\/ or https:\/\/ address/);
  });
});
