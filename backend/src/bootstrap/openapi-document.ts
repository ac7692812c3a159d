import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

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
