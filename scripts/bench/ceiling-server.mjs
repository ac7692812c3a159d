// The "ceiling": a bare node:http server doing, per scenario, only the database work the app must do.
// Started by run.mjs as a child process (fork, IPC): env BENCH_DATABASE_URL, BENCH_POOL_MAX; answers
// { ready: port } once listening. Stops on SIGTERM.
import http from 'node:http';
import pg from 'pg';
import { bearerToken } from './lib/ceiling-kit.mjs';
import { SCENARIOS } from './scenarios/index.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.error('ceiling-server: BENCH_DATABASE_URL is not set');
  process.exit(1);
}

// Same pool size as the app (MikroORM pool max 20), so neither side wins on connections.
const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.BENCH_POOL_MAX ?? 20) });
pool.on('error', (error) => console.error('ceiling-server: idle client error:', error.message));

const routes = new Map(SCENARIOS.map((s) => [`${s.method ?? 'GET'} ${new URL(s.path, 'http://x').pathname}`, s]));

function send(res, status, body, headers = {}) {
  const payload = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(payload) });
  res.end(payload);
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const scenario = routes.get(`${req.method} ${url.pathname}`);
  if (!scenario) return send(res, 404, { statusCode: 404, error: 'Not Found', message: `No ceiling route for ${req.method} ${url.pathname}` });
  try {
    const { status, body, headers } = await scenario.ceilingHandler({ req, url, pool, token: bearerToken(req) });
    send(res, status, body, headers);
  } catch (error) {
    console.error(`ceiling-server: ${scenario.name}:`, error);
    send(res, 500, { statusCode: 500, error: 'Internal Server Error', message: 'ceiling handler failed' });
  }
});
server.keepAliveTimeout = 65_000;

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  process.send?.({ ready: port });
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.closeAllConnections();
  server.close();
  await pool.end().catch(() => undefined);
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
