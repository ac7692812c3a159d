import { Module } from '@nestjs/common';
import { StaffRepository } from './staff.repository';
import { StaffService } from './staff.service';

@Module({ providers: [StaffRepository, StaffService], exports: [StaffService] })
export class StaffModule {}
