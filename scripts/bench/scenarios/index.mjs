// The benchmark scenarios, in the order they run. Add one by writing scenarios/<name>.mjs and listing it here.
//
// A scenario is a plain object:
//   name            short id, shown in the table and accepted by `npm run bench -- <name> ...`
//   path            the request path (with query string) hit with GET and the demo coach's bearer token,
//                   on the app and on the ceiling server alike
//   ceilingHandler  async ({ req, url, pool, token }) => ({ status, body }): the least a bare node:http server
//                   with `pg` must do to answer the same JSON; runs inside the ceiling child process
//                   (pool: a pg.Pool on the app's database; token: the bearer token or null)
//   method?         HTTP method, default 'GET'
//   compare?        (appBody, ceilingBody) => string | null: custom parity check, default deep equality
//   setup?          async ({ baseUrl, databaseUrl }) => ({ token }): prepares data and the caller (else the demo coach)
//   setupRequest?   (request) => request: autocannon builds each request with it (a new body per request)
//   sample?         () => ({ body, signature }): the signed body the parity check sends (webhooks)
//   group?          a name that runs this scenario with the others of its group (`npm run bench -- scheduling`)
//   verify?         async ({ databaseUrl, accepted, log }): checks after the app's run (e.g. nothing lost or doubled)
//   (a ceiling handler may also answer headers: { status, body, headers })
//
// A real-time scenario has `run` instead of path and ceilingHandler:
//   run             async ({ baseUrl, databaseUrl, redisUrl, log }) => Array<{ phase, sent, delivered, expected, p50, p99, max, perSecond }>
//                   drives the app itself (sockets, writes) and answers delivery figures, printed in their own table
//   note?           the footnote saying what its latency and rate measure (default: the socket delivery's)
import { admin } from './admin.mjs';
import authMe from './auth-me.mjs';
import automations from './automations.mjs';
import clients from './clients.mjs';
import { exercises10k, exercisesLibrary } from './exercises.mjs';
import { foods, foods100k } from './foods.mjs';
import messaging from './messaging.mjs';
import { scheduling } from './scheduling.mjs';
import webhooks from './webhooks.mjs';

/**
 * @typedef {{ req: import('node:http').IncomingMessage, url: URL, pool: import('pg').Pool, token: string | null }} CeilingContext
 * @typedef {{ name: string, path?: string, method?: string,
 *             ceilingHandler?: (ctx: CeilingContext) => Promise<{ status: number, body: unknown }>,
 *             run?: (ctx: { baseUrl: string, databaseUrl: string, redisUrl: string, log: (line?: string) => void }) => Promise<Array<Record<string, number | string>>>,
 *             compare?: (appBody: unknown, ceilingBody: unknown) => string | null,
 *             setup?: (ctx: { baseUrl: string, databaseUrl: string }) => Promise<{ token: string }> }} Scenario
 */

/** @type {Scenario[]} */
export const SCENARIOS = [authMe, clients, exercisesLibrary, exercises10k, foods, foods100k, messaging, webhooks, ...scheduling, automations, ...admin];
