import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { AdminProfileController } from './admin-profile.controller';
import { AdminProfileService } from './admin-profile.service';

/** The platform operators' area (/api/admin/*): only role admin reaches it. */
@Module({ imports: [UsersModule], controllers: [AdminProfileController], providers: [AdminProfileService] })
export class AdminModule {}
