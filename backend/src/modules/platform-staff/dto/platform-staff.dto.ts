import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  PLATFORM_PERMISSIONS,
  PLATFORM_STAFF_MESSAGES,
  STAFF_DEPARTMENTS,
  STAFF_MESSAGES,
  STAFF_ROLES,
  type PlatformPermission,
  type StaffDepartment,
  type StaffRole,
} from '@coachcore/domain';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDateTime, ApiUuid } from '../../../common/openapi/property-formats';
import { Email } from '../../../common/validation/fields';
import { NotBlank } from '../../../common/validation/rules';
import { lowerCase, PermissionList, StaffDepartmentList, StaffRoleChoice } from '../../staff/dto/staff.dto';
import type { PlatformStaffMember } from '../entities/platform-staff-member.entity';

const Permissions = (order: number, optional: boolean) =>
  PermissionList(PLATFORM_PERMISSIONS, 'PlatformPermission', PLATFORM_STAFF_MESSAGES.invalidPermission, order, optional);

/** Inviting someone to the platform team: as the business's Invite Staff dialog, with the platform's permissions. */
export class InvitePlatformStaffDto {
  /** Where the invitation goes. @example alex@coachcore.app */
  @Transform(lowerCase)
  @NotBlank({ message: STAFF_MESSAGES.emailRequired, order: 1 })
  @Email(STAFF_MESSAGES.invalidEmail, 2)
  email: string;

  /** admin holds every permission; the others hold the ones chosen. */
  @StaffRoleChoice(3)
  role?: StaffRole | null;

  /** What the member may do in the admin area. */
  @Permissions(4, true)
  permissions?: PlatformPermission[];

  @StaffDepartmentList(5)
  departments?: StaffDepartment[];
}

/** A later change of a member's (or a pending invitation's) permissions: the whole new list. */
export class UpdatePlatformStaffPermissionsDto {
  @Permissions(1, false)
  permissions: PlatformPermission[];
}

export class ListPlatformStaffQuery extends PageQuery({ defaultLimit: 25, maxLimit: 100 }) {}

/** The team entry. */
export class PlatformStaffRecordDto {
  /** The entry's id (DELETE /api/admin/staff/{id}). */
  @ApiUuid()
  id: string;
  @ApiProperty({ enum: STAFF_ROLES, enumName: 'StaffRole', nullable: true })
  role: StaffRole | null;
  /** What was granted (a platform admin holds every permission whatever is listed here). */
  @ApiProperty({ enum: PLATFORM_PERMISSIONS, enumName: 'PlatformPermission', isArray: true })
  permissions: PlatformPermission[];
  @ApiProperty({ enum: STAFF_DEPARTMENTS, enumName: 'StaffDepartment', isArray: true })
  departments: StaffDepartment[];
  isActive: boolean;
  /** Missing until the invitation is accepted (shown as Pending). */
  @ApiDateTime({ nullable: true })
  joinedAt: string | null;
  /** When a pending invitation's link stops working; null once accepted. */
  @ApiDateTime({ nullable: true })
  inviteExpiresAt: string | null;
}

/** The person: their account once accepted, the invited address (empty names) while pending. */
export class PlatformStaffUserDto {
  @ApiUuid({ nullable: true })
  id: string | null;
  firstName: string;
  lastName: string;
  email: string;
}

export class PlatformStaffEntryResponseDto {
  staff: PlatformStaffRecordDto;
  user: PlatformStaffUserDto;
}

export function toPlatformStaffEntryResponse(row: PlatformStaffMember): PlatformStaffEntryResponseDto {
  const member = row.member ?? null;
  return {
    staff: {
      id: row.id,
      role: (row.role ?? null) as StaffRole | null,
      permissions: row.permissions ?? [],
      departments: (row.departments ?? []) as StaffDepartment[],
      isActive: row.isActive,
      joinedAt: row.joinedAt ? row.joinedAt.toISOString() : null,
      inviteExpiresAt: !member && row.inviteExpiresAt ? row.inviteExpiresAt.toISOString() : null,
    },
    user: member
      ? { id: member.id, firstName: member.firstName, lastName: member.lastName, email: member.email }
      : { id: null, firstName: '', lastName: '', email: row.email },
  };
}

/** What the signed-in admin account may do in the admin area (the menu offers the sections it opens). */
export class OwnPlatformAccessResponseDto {
  /** admin for a platform admin (every permission); another role, or null, for a member with chosen permissions. */
  @ApiProperty({ enum: STAFF_ROLES, enumName: 'StaffRole', nullable: true })
  role: StaffRole | null;
  /** The permissions in effect. */
  @ApiProperty({ enum: PLATFORM_PERMISSIONS, enumName: 'PlatformPermission', isArray: true })
  permissions: PlatformPermission[];
}

/** What the platform team invitation page shows before the person signs up. */
export class PlatformStaffInvitationPreviewResponseDto {
  /** The invited address; the sign-up form uses it. */
  email: string;
  @ApiProperty({ enum: STAFF_ROLES, enumName: 'StaffRole', nullable: true })
  role: StaffRole | null;
  @ApiProperty({ enum: PLATFORM_PERMISSIONS, enumName: 'PlatformPermission', isArray: true })
  permissions: PlatformPermission[];
  @ApiDateTime()
  expiresAt: string;
}
