import { RequestMethod } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import { raw } from 'express';
import helmet from 'helmet';
import { createValidationPipe } from '../common/validation/validation.pipe';
import type { AppConfig } from '../config/app-config';
import { buildOpenApiDocument } from './openapi-document';

export const API_PREFIX = 'api';
/** Where LeadDec posts its deliveries: /webhooks/leaddec/{event}. */
export const LEADDEC_WEBHOOKS_PATH = '/webhooks/leaddec';
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** /api before every route, except the lead-management webhooks: they live on the product's own origin (document 3 section 2.4). */
export function setApiPrefix(app: NestExpressApplication): void {
  app.setGlobalPrefix(API_PREFIX, { exclude: [{ path: `${LEADDEC_WEBHOOKS_PATH.slice(1)}/:event`, method: RequestMethod.POST }] });
}

/** Everything about HTTP that is the same for `npm start`, the tests and the OpenAPI export. */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.disable('x-powered-by');
  // Idle keep-alive sockets outlive the clients' and proxies' own (about 60 s): with Node's 5 s default, a client that
  // reuses a socket just as the server closes it gets ECONNRESET (seen from a browser test's API requests).
  const server = app.getHttpServer();
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  // JSON answers change with every write; hashing each body for a weak ETag costs more than it saves.
  app.set('etag', false);
  app.set('trust proxy', config.TRUST_PROXY === 'false' ? false : config.TRUST_PROXY === 'true' ? true : config.TRUST_PROXY);
  // Webhook signatures cover the exact bytes sent: that route gets its body raw (a Buffer), before the JSON parser.
  app.use(`/${API_PREFIX}/webhooks/stripe`, raw({ type: () => true, limit: '1mb' }));
  app.use(LEADDEC_WEBHOOKS_PATH, raw({ type: () => true, limit: '1mb' }));
  app.useBodyParser('json', { limit: '1mb' });
  const stripe = Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY);
  app.useBodyParser('urlencoded', { limit: '1mb', extended: false });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Stripe.js and its Elements frames, only where Stripe takes the payments.
          scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
          ...(stripe ? { frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'] } : {}),
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'", 'https://api.exchangerate-api.com', 'https://ipapi.co', ...(stripe ? ['https://api.stripe.com'] : [])],
          fontSrc: ["'self'", 'data:'],
        },
      },
    }),
  );
  app.use(cookieParser());
  setApiPrefix(app);
  app.useGlobalPipes(createValidationPipe());
  // Built on the first request for it (then kept), not at every start: scanning every route for the document was most
  // of an app's start (the tests start one per file). Its correctness is checked by the OpenAPI staleness check.
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: `${API_PREFIX}/openapi.json`,
    customSiteTitle: 'CoachCore API',
  });
}
