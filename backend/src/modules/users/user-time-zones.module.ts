import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { User } from './entities/user.entity';
import { UserTimeZonesService } from './user-time-zones.service';

/** Read-only access to the businesses' time zones, for worker-side modules (UsersModule needs the API's sessions). */
@Module({ imports: [MikroOrmModule.forFeature([User])], providers: [UserTimeZonesService], exports: [UserTimeZonesService] })
export class UserTimeZonesModule {}
