import { Global, Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { CsrfTokensService } from './csrf-tokens.service';
import { LoginThrottleService } from './login-throttle.service';
import { RegistrationThrottleService } from './registration-throttle.service';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';
import { Session } from './entities/session.entity';

/** Global so that the AccessGuard (registered once for the app) can reach SessionsService and CsrfTokensService. */
@Global()
@Module({
  imports: [UsersModule],
  controllers: [AuthController],
  providers: [AuthService, SessionsRepository, SessionsService, LoginThrottleService, RegistrationThrottleService, CsrfTokensService],
  exports: [SessionsService, CsrfTokensService],
})
export class AuthModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [Session];
}
