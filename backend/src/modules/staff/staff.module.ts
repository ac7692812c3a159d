import { Module } from '@nestjs/common';
import { StaffRepository } from './staff.repository';
import { StaffService } from './staff.service';
import { BusinessStaff } from './entities/business-staff.entity';

@Module({ providers: [StaffRepository, StaffService], exports: [StaffService] })
export class StaffModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [BusinessStaff];
}
