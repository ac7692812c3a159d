import { Module } from '@nestjs/common';
import { CsrfTokensService } from './csrf-tokens.service';
import { LoginThrottleService } from './login-throttle.service';
import { NewSessionAnswer } from './new-session-answer.service';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';

/**
 * The sessions, their CSRF tokens and the sign-in attempt counter, without the HTTP sign-in itself: the users module needs them (a
 * password change signs out the other sessions and counts its attempts) in the API and in the workers, where the
 * auth module (controllers, Passport strategies) is not loaded.
 */
@Module({
  providers: [SessionsRepository, SessionsService, LoginThrottleService, CsrfTokensService, NewSessionAnswer],
  exports: [SessionsRepository, SessionsService, LoginThrottleService, CsrfTokensService, NewSessionAnswer],
})
export class SessionsModule {}
