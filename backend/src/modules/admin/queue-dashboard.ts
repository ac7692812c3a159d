import type * as BullBoardApi from '@bull-board/api';
import type * as BullBoardAdapter from '@bull-board/api/bullMQAdapter';
import type * as BullBoardExpress from '@bull-board/express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { PLATFORM_PERMISSIONS, TWO_FACTOR_MESSAGES } from '@coachcore/domain';
import type { JobQueue } from '../../infra/queues/job-queue.service';
import { QUEUE_NAMES } from '../../infra/queues/queue-registry';
import type { SessionAuthenticator } from '../auth/session-authenticator.service';
import type { PlatformStaffService } from '../platform-staff/platform-staff.service';
import type { TwoFactorService } from '../two-factor/two-factor.service';

/** Where the operations team's BullMQ dashboard is served (under the API prefix, so the web app's routes never shadow it). */
export const QUEUE_DASHBOARD_PATH = '/api/admin/queues';

/** The dashboard's pages carry bull-board's own inline boot script and styles: its own policy, only on its paths. */
const DASHBOARD_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'";

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write (retry, promote, clean, pause) must come from a page of this origin: the dashboard's own calls carry the
 * session cookie but not the app's CSRF header, so a cross-site form or fetch is refused by its browser-set headers.
 */
function sameOrigin(request: Request): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site) return site === 'same-origin';
  const origin = request.headers.origin;
  return !!origin && new URL(origin).host === request.headers.host;
}

/**
 * Only platform admins holding every permission reach the dashboard (it retries and removes jobs of every business):
 * the session (cookie or bearer) is read as the API's guard reads it; anyone else gets 401 (not signed in: a browser
 * is sent to the sign-in page) or 403.
 */
export function queueDashboardGuard(
  authenticator: SessionAuthenticator,
  twoFactor: Pick<TwoFactorService, 'isEnabled'>,
  platformStaff: Pick<PlatformStaffService, 'permissionsInEffect'>,
): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    authenticator
      .authenticate({ headers: request.headers, cookies: request.cookies as Record<string, string> })
      .then(async (signedIn) => {
        if (!signedIn) {
          if (request.accepts(['json', 'html']) === 'html' && request.method === 'GET') return response.redirect(302, '/login');
          return response.status(401).json({ statusCode: 401, message: 'Authentication required', error: 'Unauthorized' });
        }
        if (signedIn.user.role !== 'admin' || (await platformStaff.permissionsInEffect(signedIn.user.id))?.length !== PLATFORM_PERMISSIONS.length) {
          return response.status(403).json({ statusCode: 403, message: 'You do not have access to this resource', error: 'Forbidden' });
        }
        // Admins reach the admin area, this dashboard included, only with two-factor sign-in on.
        if (!(await twoFactor.isEnabled(signedIn.user.id))) {
          return response.status(403).json({ statusCode: 403, message: TWO_FACTOR_MESSAGES.required, error: 'Forbidden' });
        }
        if (!SAFE_METHODS.has(request.method) && signedIn.via === 'cookie' && !sameOrigin(request)) {
          return response.status(403).json({ statusCode: 403, message: 'Cross-site request refused', error: 'Forbidden' });
        }
        response.setHeader('Content-Security-Policy', DASHBOARD_CSP);
        response.setHeader('Cache-Control', 'no-store');
        next();
      })
      .catch(next);
  };
}

/**
 * bull-board over every queue of the registry, served under QUEUE_DASHBOARD_PATH. Built on the first request that
 * reaches it (an admin's): bull-board and a handle on every queue are not paid for at every start.
 */
export function queueDashboardRouter(jobs: JobQueue): RequestHandler {
  let router: RequestHandler | undefined;
  return (request, response, next) => (router ??= buildQueueDashboard(jobs))(request, response, next);
}

function buildQueueDashboard(jobs: JobQueue): RequestHandler {
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded on first use, as above */
  const { createBullBoard } = require('@bull-board/api') as typeof BullBoardApi;
  const { BullMQAdapter } = require('@bull-board/api/bullMQAdapter') as typeof BullBoardAdapter;
  const { ExpressAdapter } = require('@bull-board/express') as typeof BullBoardExpress;
  /* eslint-enable @typescript-eslint/no-require-imports */
  const server = new ExpressAdapter();
  server.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: QUEUE_NAMES.map((name) => new BullMQAdapter(jobs.queue(name))),
    serverAdapter: server,
    options: { uiConfig: { boardTitle: 'CoachCore queues' } },
  });
  return server.getRouter() as RequestHandler;
}
