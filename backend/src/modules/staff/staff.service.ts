import { Injectable } from '@nestjs/common';
import { StaffRepository, type StaffMembership } from './staff.repository';

/** What other modules may ask about staff. The staff screens (invite, list, remove) come with the staff issue. */
@Injectable()
export class StaffService {
  constructor(private readonly staff: StaffRepository) {}

  activeMembership(staffUserId: string): Promise<StaffMembership | null> {
    return this.staff.findActiveMembership(staffUserId);
  }
}
