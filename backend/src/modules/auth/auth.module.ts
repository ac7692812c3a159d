import { Global, Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginThrottleService } from './login-throttle.service';
import { SessionsService } from './sessions.service';

/** Global so that the AccessGuard (registered once for the app) can reach SessionsService. */
@Global()
@Module({
  imports: [UsersModule, NotificationsModule],
  controllers: [AuthController],
  providers: [AuthService, SessionsService, LoginThrottleService],
  exports: [SessionsService],
})
export class AuthModule {}
