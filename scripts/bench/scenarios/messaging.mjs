// Real-time messaging: 1 000 client sockets connected at once, then
//   direct:  the coach sends messages round-robin to the clients (each reaches one socket);
//   fan-out: the coach posts in a community all 1 000 clients belong to (each post reaches every socket).
// Latency is from the start of the sending POST to the receipt on the socket, so it covers the HTTP write, the
// database, the Redis adapter and the socket hop. Figures only; nothing passes or fails.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { io } from 'socket.io-client';
import { registerCoach, seedClients } from '../lib/seed.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const DIRECT_MESSAGES = Number(process.env.BENCH_DIRECT_MESSAGES ?? 2000);
const FANOUT_POSTS = Number(process.env.BENCH_FANOUT_POSTS ?? 40);
const SEND_CONCURRENCY = Number(process.env.BENCH_SEND_CONCURRENCY ?? 10);

/** `count` client users linked to the coach's clients, each with a live session; answers their bearer tokens. */
async function seedClientSessions(pool, coachId, count) {
  await seedClients(pool, coachId, count);
  await pool.query(
    `with linked as (
       insert into users (id, email, username, password, first_name, last_name, role, created_at, updated_at)
       select gen_random_uuid(), 'user-' || c.email, null, 'x', c.first_name, c.last_name, 'client', now(), now()
         from clients c where c.coach_id = $1
       returning id, email)
     update clients set user_id = linked.id from linked where linked.email = 'user-' || clients.email and clients.coach_id = $1`,
    [coachId],
  );
  const { rows } = await pool.query('select user_id, id as client_id from clients where coach_id = $1 order by created_at', [coachId]);
  const tokens = rows.map(() => randomBytes(32).toString('base64url'));
  await pool.query(
    `insert into sessions (id, token_hash, user_id, created_at, expires_at)
     select gen_random_uuid(), h, u, now(), now() + interval '1 day' from unnest($1::text[], $2::uuid[]) as t(h, u)`,
    [tokens.map((t) => createHash('sha256').update(t).digest('hex')), rows.map((r) => r.user_id)],
  );
  return rows.map((row, i) => ({ clientId: row.client_id, token: tokens[i] }));
}

function connect(baseUrl, token) {
  const socket = io(baseUrl, { path: '/api/socket.io', transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

async function inBatches(items, size, task) {
  const results = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(task))));
  return results;
}

/** Runs `count` jobs with at most `concurrency` in flight. */
async function pool(count, concurrency, job) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) await job(next++);
    }),
  );
}

async function post(baseUrl, token, path, body) {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function figures(phase, sent, latencies, firstSend, lastReceipt, expected) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    phase,
    sent,
    delivered: latencies.length,
    expected,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
    perSecond: latencies.length / ((lastReceipt - firstSend) / 1000),
  };
}

/**
 * Records, for every socket, the delay from the send of each known item (by its text) to its receipt.
 * `sentAt` maps the text to when its POST started; answers the latencies (filled as events arrive) and the last receipt.
 */
function collectLatencies(sockets, event, sentAt) {
  const collected = { latencies: [], lastReceipt: 0 };
  for (const socket of sockets) {
    socket.on(event, (item) => {
      const started = sentAt.get(item.content);
      if (started === undefined) return;
      collected.lastReceipt = performance.now();
      collected.latencies.push(collected.lastReceipt - started);
    });
  }
  return collected;
}

/** Waits until `done()` or `ms` pass (a run that loses deliveries still reports what arrived). */
async function until(done, ms) {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** @type {import('./index.mjs').Scenario} */
export default {
  name: 'messaging',
  async run({ baseUrl, databaseUrl, log }) {
    const coach = await registerCoach(baseUrl, 'messaging-bench');
    const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    let sockets = [];
    try {
      const clients = await seedClientSessions(db, coach.id, SOCKETS);
      let since = performance.now();
      sockets = await inBatches(clients, 100, (c) => connect(baseUrl, c.token));
      log(`  ${sockets.length} sockets connected in ${((performance.now() - since) / 1000).toFixed(1)} s`);

      // Direct messages: one receiver each, round-robin.
      const sentAt = new Map();
      const direct = collectLatencies(sockets, 'message:new', sentAt);
      const firstSend = performance.now();
      await pool(DIRECT_MESSAGES, SEND_CONCURRENCY, async (i) => {
        const content = `bench ${i}`;
        sentAt.set(content, performance.now());
        await post(baseUrl, coach.token, '/api/messages', { receiverId: clients[i % clients.length].clientId, content });
      });
      await until(() => direct.latencies.length >= DIRECT_MESSAGES, 10_000);
      const results = [figures('direct (1 socket each)', DIRECT_MESSAGES, direct.latencies, firstSend, direct.lastReceipt, DIRECT_MESSAGES)];

      // Fan-out: one community with every client; each post reaches every socket.
      const community = await post(baseUrl, coach.token, '/api/communities', { name: 'Bench community' });
      await db.query(
        `insert into community_members (id, community_id, client_id, role, joined_at) select gen_random_uuid(), $1, id, 'member', now() from clients where coach_id = $2`,
        [community.id, coach.id],
      );
      await db.query('update communities set member_count = $2 where id = $1', [community.id, clients.length]);
      since = performance.now();
      await inBatches(sockets, 100, (socket) => socket.timeout(30_000).emitWithAck('community:join', { communityId: community.id }));
      log(`  ${sockets.length} sockets joined the community room in ${((performance.now() - since) / 1000).toFixed(1)} s`);
      const postedAt = new Map();
      const fanout = collectLatencies(sockets, 'community:post', postedAt);
      const firstPost = performance.now();
      await pool(FANOUT_POSTS, 2, async (i) => {
        const content = `fan-out ${i}`;
        postedAt.set(content, performance.now());
        await post(baseUrl, coach.token, `/api/communities/${community.id}/posts`, { content });
      });
      const expected = FANOUT_POSTS * sockets.length;
      await until(() => fanout.latencies.length >= expected, 30_000);
      results.push(figures(`fan-out (${sockets.length} sockets each)`, FANOUT_POSTS, fanout.latencies, firstPost, fanout.lastReceipt, expected));
      return results;
    } finally {
      for (const socket of sockets) socket.close();
      await db.end();
    }
  },
};
