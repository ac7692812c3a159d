import { Module } from '@nestjs/common';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';
import { User } from './entities/user.entity';
import { UsersSeeder } from './users.seeder';

@Module({ controllers: [UsersController], providers: [UsersRepository, UsersService, UsersSeeder], exports: [UsersService] })
export class UsersModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [User];
  /** Its part of the start-up seed. */
  static readonly seeder = UsersSeeder;
}
