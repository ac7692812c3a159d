import { Global, Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { BearerSessionStrategy } from './bearer-session.strategy';
import { CookieSessionStrategy } from './cookie-session.strategy';
import { CsrfTokensService } from './csrf-tokens.service';
import { LoginThrottleService } from './login-throttle.service';
import { RegistrationThrottleService } from './registration-throttle.service';
import { SessionAuthenticator } from './session-authenticator.service';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';
import { Session } from './entities/session.entity';

/**
 * Global so that the guards (registered once for the app) and the sockets reach SessionAuthenticator (the Passport
 * strategies of the session cookie and the bearer token), SessionsService and CsrfTokensService; the password change
 * counts its attempts with LoginThrottleService.
 */
@Global()
@Module({
  imports: [UsersModule],
  controllers: [AuthController],
  providers: [
    AuthService,
    SessionsRepository,
    SessionsService,
    BearerSessionStrategy,
    CookieSessionStrategy,
    SessionAuthenticator,
    LoginThrottleService,
    RegistrationThrottleService,
    CsrfTokensService,
  ],
  exports: [SessionsService, SessionAuthenticator, CsrfTokensService, LoginThrottleService],
})
export class AuthModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [Session];
}
