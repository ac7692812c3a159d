// POST /api/webhooks/stripe: signed provider deliveries, each a new event. The app verifies the signature over the raw
// body, records the event id once and enqueues its job; the ceiling verifies the same signature with the same SDK and
// records the id in a table of its own. After the runs, every event the app accepted must be recorded once and applied
// once by its job (the bench reports any lost or doubled).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import Stripe from 'stripe';

/** The bench's webhook secret: run.mjs starts the app with it. */
export const BENCH_WEBHOOK_SECRET = process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_coachcore_bench';
const TOLERANCE = 300;

/** A new signed delivery: an invoice.paid of a subscription no business has (applied as "ignored": the job's full path without side effects). */
function delivery() {
  const id = `evt_bench_${randomBytes(10).toString('hex')}`;
  const body = JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type: 'invoice.paid',
    livemode: false,
    data: {
      object: { id: `in_${id}`, object: 'invoice', amount_paid: 5000, currency: 'gbp', parent: { subscription_details: { subscription: 'sub_bench' } } },
    },
  });
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret: BENCH_WEBHOOK_SECRET }) };
}

let tableReady;

/** @type {import('./index.mjs').Scenario} */
export default {
  name: 'webhooks',
  path: '/api/webhooks/stripe',
  method: 'POST',
  /** autocannon builds each request: a new event, freshly signed. */
  setupRequest(request) {
    const { body, signature } = delivery();
    return { ...request, body, headers: { ...request.headers, 'content-type': 'application/json', 'stripe-signature': signature } };
  },
  /** One signed delivery for the parity check. */
  sample: delivery,
  async ceilingHandler({ req, pool }) {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    let event;
    try {
      event = Stripe.webhooks.constructEvent(Buffer.concat(chunks), req.headers['stripe-signature'] ?? '', BENCH_WEBHOOK_SECRET, TOLERANCE);
    } catch {
      return { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Webhook signature verification failed' } };
    }
    tableReady ??= pool.query('create table if not exists bench_ceiling_webhook_events (id text primary key)');
    await tableReady;
    const { rowCount } = await pool.query('insert into bench_ceiling_webhook_events (id) values ($1) on conflict do nothing', [event.id]);
    return { status: 200, body: { received: true, duplicate: rowCount === 0 } };
  },
  /** Every accepted event recorded once and applied once (waits for the jobs to drain). */
  async verify({ databaseUrl, accepted, log }) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const count = async () =>
        (
          await client.query(
            `select count(*)::int total, count(processed_at)::int processed, count(distinct id)::int distinct_ids from payment_webhook_events where id like 'evt_bench_%'`,
          )
        ).rows[0];
      let figures = await count();
      const deadline = Date.now() + 120_000;
      while (figures.processed < figures.total && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        figures = await count();
      }
      // The app answers 200 only once the event is committed, so an accepted delivery is a recorded one; lost means
      // recorded but never applied by its job. Warm-up and the parity check's deliveries are among the recorded.
      log(
        `webhooks: ${accepted} deliveries accepted in the timed run; ${figures.total} events recorded with warm-up (${figures.distinct_ids} distinct ids), ${figures.processed} applied by their job: lost ${figures.total - figures.processed}, recorded twice ${figures.total - figures.distinct_ids}`,
      );
    } finally {
      await client.end();
    }
  },
};
