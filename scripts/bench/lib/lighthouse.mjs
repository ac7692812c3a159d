// Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) of a few pages, in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../ensure-chromium.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One Lighthouse run of `url` through the Chromium listening on `port`; the figures we print. */
async function audit(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  const { audits, categories } = result.lhr;
  return {
    score: Math.round(categories.performance.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
  };
}

/** A run in a fresh Chromium (an empty cache); a run Lighthouse could not record (it happens on a busy machine) is tried again. */
async function auditInFreshChrome(url, chromePath, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_ARGS });
    try {
      return await audit(url, chrome.port);
    } catch (error) {
      if (attempt >= attempts) throw error;
    } finally {
      await chrome.kill();
    }
  }
}

/**
 * Runs Lighthouse `runs` times per path (each in a fresh Chromium, so every run starts with an empty cache)
 * and keeps the median of each figure: single runs of the simulated throttling vary by a few points.
 */
export async function lighthouseMobile({ chromePath, baseUrl, paths, runs = 3 }) {
  const rows = [];
  for (const pathName of paths) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await auditInFreshChrome(baseUrl + pathName, chromePath));
    const pick = (key) => median(samples.map((sample) => sample[key]));
    rows.push({
      path: pathName,
      score: pick('score'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      scores: samples.map((s) => s.score),
    });
  }
  return rows;
}

/** The rows as a Markdown table. */
export function formatLighthouse(rows) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const lines = ['| page | performance (median) | runs | FCP | LCP | TBT | CLS | aim |', '|---|---|---|---|---|---|---|---|'];
  for (const row of rows) {
    lines.push(
      `| ${row.path} | ${row.score} | ${row.scores.join(', ')} | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | >= 95 |`,
    );
  }
  return lines.join('\n');
}
