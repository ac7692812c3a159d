import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { createValidationPipe } from '../common/validation/validation.pipe';
import type { AppConfig } from '../config/app-config';
import { buildOpenApiDocument } from './openapi-document';

export const API_PREFIX = 'api';
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

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
  app.useBodyParser('json', { limit: '1mb' });
  app.useBodyParser('urlencoded', { limit: '1mb', extended: false });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'", 'https://api.exchangerate-api.com', 'https://ipapi.co'],
          fontSrc: ["'self'", 'data:'],
        },
      },
    }),
  );
  app.use(cookieParser());
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, { jsonDocumentUrl: `${API_PREFIX}/openapi.json`, customSiteTitle: 'CoachCore API' });
}
