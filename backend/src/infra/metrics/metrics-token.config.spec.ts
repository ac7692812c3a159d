import { ConfigError, loadConfig } from '../../config/app-config';

describe('METRICS_TOKEN setting', () => {
  it('is optional: without it the metrics are public', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
  });

  it('is read when set', () => {
    expect(loadConfig({ METRICS_TOKEN: 'scrape-token-0123456789' }).METRICS_TOKEN).toBe('scrape-token-0123456789');
  });

  it('refuses a short token or one with spaces, without printing it', () => {
    for (const token of ['short-token', 'has spaces in the middle of it']) {
      let problems = '';
      try {
        loadConfig({ METRICS_TOKEN: token });
      } catch (error) {
        problems = (error as ConfigError).problems.join('\n');
      }
      expect(problems).toContain('METRICS_TOKEN must be at least 16 printable characters without spaces');
      expect(problems).not.toContain(token);
    }
  });
});
