import { Global, Module } from '@nestjs/common';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { BearerSessionStrategy } from './bearer-session.strategy';
import { CookieSessionStrategy } from './cookie-session.strategy';
import { RegistrationThrottleService } from './registration-throttle.service';
import { SessionAuthenticator } from './session-authenticator.service';
import { SessionsModule } from './sessions.module';
import { Session } from './entities/session.entity';

/**
 * Global so that the guards (registered once for the app) and the sockets reach SessionAuthenticator (the Passport
 * strategies of the session cookie and the bearer token), SessionsService and CsrfTokensService; the password change
 * counts its attempts with LoginThrottleService.
 */
@Global()
@Module({
  imports: [UsersModule, SessionsModule, TwoFactorModule],
  controllers: [AuthController],
  providers: [AuthService, BearerSessionStrategy, CookieSessionStrategy, SessionAuthenticator, RegistrationThrottleService],
  exports: [SessionsModule, SessionAuthenticator],
})
export class AuthModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [Session];
}
