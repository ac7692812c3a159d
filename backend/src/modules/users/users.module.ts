import { Module } from '@nestjs/common';
import { SessionsModule } from '../auth/sessions.module';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';
import { User } from './entities/user.entity';
import { UsersSeeder } from './users.seeder';
import { BusinessAccessService } from './business-access.service';

@Module({
  imports: [SessionsModule],
  controllers: [UsersController],
  providers: [UsersRepository, UsersService, UsersSeeder, BusinessAccessService],
  exports: [UsersService, BusinessAccessService],
})
export class UsersModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [User];
  /** Its part of the start-up seed. */
  static readonly seeder = UsersSeeder;
}
