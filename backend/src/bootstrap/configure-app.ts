import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { createValidationPipe } from '../common/validation/validation.pipe';
import type { AppConfig } from '../config/app-config';

export const API_PREFIX = 'api';

/** The OpenAPI document, built from the controllers and DTOs (the swagger CLI plugin fills in the schemas). */
export function buildOpenApiDocument(app: NestExpressApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('CoachCore API')
    .setDescription(
      'The API behind CoachCore: coaches, clients, workouts, nutrition, messaging, packages, payments and scheduling.\n\n' +
        'Sign in with `POST /api/auth/login` and send the answered token as `Authorization: Bearer <token>`. ' +
        'Browsers use the httpOnly `coach_session` cookie instead; cookie-authenticated writes must echo the `csrf_token` cookie in the `X-CSRF-Token` header.\n\n' +
        'Every error answers `{ statusCode, error, message, errors? }`.',
    )
    .setVersion('1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'Session token from login or register' })
    .addCookieAuth('coach_session')
    .addSecurityRequirements('bearer')
    .build();
  return SwaggerModule.createDocument(app, config, { operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}` });
}

/** Everything about HTTP that is the same for `npm start`, the tests and the OpenAPI export. */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.disable('x-powered-by');
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
