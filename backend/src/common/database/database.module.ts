import { Global, Module } from '@nestjs/common';
import { UnitOfWork } from './unit-of-work';

/** The unit of work, for every module's services. */
@Global()
@Module({ providers: [UnitOfWork], exports: [UnitOfWork] })
export class DatabaseModule {}
