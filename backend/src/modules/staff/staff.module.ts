import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { BusinessStaff } from './entities/business-staff.entity';
import { StaffService } from './staff.service';

@Module({ imports: [MikroOrmModule.forFeature([BusinessStaff])], providers: [StaffService], exports: [StaffService] })
export class StaffModule {}
