// The figures as a plain text table.

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : '-');

function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** @param {Array<{ scenario: string, app: any, ceiling: any }>} results */
export function renderResults(results) {
  const rows = results.map(({ scenario, app, ceiling }) => [
    scenario,
    fmt(app.rps, 1),
    fmt(app.p99),
    fmt(app.cpuUsPerRequest),
    fmt(ceiling.rps, 1),
    fmt(ceiling.p99),
    fmt(ceiling.cpuUsPerRequest),
    `${fmt((app.rps / ceiling.rps) * 100, 1)} %`,
  ]);
  const out = [
    table(['scenario', 'app req/s', 'app p99 ms', 'app CPU µs/req', 'ceiling req/s', 'ceiling p99 ms', 'ceiling CPU µs/req', 'app/ceiling req/s'], rows),
  ];
  for (const { scenario, app, ceiling } of results) {
    for (const [who, r] of [
      ['app', app],
      ['ceiling', ceiling],
    ]) {
      if (r.non2xx || r.errors || r.timeouts) {
        out.push(
          `warning: ${scenario} on ${who}: ${r.non2xx} non-2xx answers, ${r.errors} errors, ${r.timeouts} timeouts of ${r.requests} requests: its figures are not comparable`,
        );
      }
    }
  }
  return out.join('\n');
}

/** A one-line detail per run, for people who want more than the table. */
export function renderDetail(scenario, who, r) {
  return `  ${scenario} ${who}: ${fmt(r.requests)} requests, ${fmt(r.rps, 1)} req/s, latency avg ${fmt(r.latencyAvg, 2)} ms, p50 ${fmt(r.p50)} ms, p99 ${fmt(r.p99)} ms, server CPU ${fmt(r.cpuUsPerRequest)} µs/req`;
}

/** Real-time delivery figures (scenarios with `run`). */
const SOCKET_NOTE =
  'latency: from the start of the sending POST to the receipt on the socket (HTTP write, database, Redis adapter, socket hop);\n' +
  'deliveries/s: socket receipts per second from the first send to the last receipt (the load generator shares the machine).';

/** The delivery table; each row's scenario may bring its own footnote (`note`), else the socket one. */
export function renderRealtime(rows) {
  const out = [
    table(
      ['real-time phase', 'sent', 'delivered', 'p50 ms', 'p99 ms', 'max ms', 'deliveries/s'],
      rows.map((r) => [r.phase, fmt(r.sent), `${fmt(r.delivered)} of ${fmt(r.expected)}`, fmt(r.p50, 1), fmt(r.p99, 1), fmt(r.max, 1), fmt(r.perSecond, 0)]),
    ),
    ...new Set(rows.map((r) => r.note ?? SOCKET_NOTE)),
  ];
  return out.join('\n');
}
