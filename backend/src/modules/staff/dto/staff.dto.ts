import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsIn, IsOptional, MaxLength, MinLength } from 'class-validator';
import {
  AUTH_MESSAGES,
  MIN_PASSWORD_LENGTH,
  STAFF_DEPARTMENTS,
  STAFF_MESSAGES,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  type StaffDepartment,
  type StaffPermission,
  type StaffRole,
} from '@coachcore/domain';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { Email, OptionalText, RequiredText, TimeZone } from '../../../common/validation/fields';
import { MatchesProperty, NotBlank, rule } from '../../../common/validation/rules';
import type { BusinessStaff } from '../entities/business-staff.entity';
import type { StaffClientAssignment } from '../entities/staff-client-assignment.entity';

export const lowerCase = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** A list of permissions out of `allowed` (a business's staff permissions, or the platform team's), each at most once. */
export const PermissionList = (allowed: readonly string[], enumName: string, message: string, order: number, optional: boolean): PropertyDecorator => {
  const each = rule({ message, order });
  const decorators = [
    ApiProperty({ enum: allowed, enumName, isArray: true, required: !optional }),
    ...(optional ? [IsOptional()] : []),
    IsArray(each),
    ArrayMaxSize(allowed.length, each),
    ArrayUnique(undefined, each),
    IsIn(allowed, { each: true, ...each }),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
};

const Permissions = (order: number, optional: boolean) =>
  PermissionList(STAFF_PERMISSIONS, 'StaffPermission', STAFF_MESSAGES.invalidPermission, order, optional);

/** The invitation's role: a choice of the four roles, optional. */
export const StaffRoleChoice = (order: number): PropertyDecorator => {
  const decorators = [
    ApiProperty({ enum: STAFF_ROLES, enumName: 'StaffRole', required: false, nullable: true }),
    IsOptional(),
    IsIn(STAFF_ROLES, rule({ message: STAFF_MESSAGES.invalidRole, order })),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
};

/** The invitation's departments, out of the five. */
export const StaffDepartmentList = (order: number): PropertyDecorator => {
  const each = rule({ message: STAFF_MESSAGES.invalidDepartment, order });
  const decorators = [
    ApiProperty({ enum: STAFF_DEPARTMENTS, enumName: 'StaffDepartment', isArray: true, uniqueItems: true, required: false }),
    IsOptional(),
    IsArray(each),
    ArrayMaxSize(STAFF_DEPARTMENTS.length, each),
    ArrayUnique(undefined, each),
    IsIn(STAFF_DEPARTMENTS, { each: true, ...each }),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
};

/** The Invite Staff dialog (document 3 sections 3 and 5): e-mail required; role a choice; permissions and departments multi-selects. */
export class InviteStaffDto {
  /** Where the invitation goes. @example sam@example.com */
  @Transform(lowerCase)
  @NotBlank({ message: STAFF_MESSAGES.emailRequired, order: 1 })
  @Email(STAFF_MESSAGES.invalidEmail, 2)
  email: string;

  @StaffRoleChoice(3)
  role?: StaffRole | null;

  /** What the staff member may do in the business. */
  @Permissions(4, true)
  permissions?: StaffPermission[];

  @StaffDepartmentList(5)
  departments?: StaffDepartment[];
}

/** The owner's later change of a member's permissions: the whole new list. */
export class UpdateStaffPermissionsDto {
  @Permissions(1, false)
  permissions: StaffPermission[];
}

export class ListStaffQuery extends PageQuery({ defaultLimit: 25, maxLimit: 100 }) {}

/** The staff part of a directory entry (document 3 section 3). */
export class StaffRecordDto {
  /** The entry's id (DELETE /api/staff/{id}). */
  @ApiUuid()
  id: string;
  @ApiProperty({ enum: STAFF_ROLES, enumName: 'StaffRole', nullable: true })
  role: StaffRole | null;
  @ApiProperty({ enum: STAFF_PERMISSIONS, enumName: 'StaffPermission', isArray: true })
  permissions: StaffPermission[];
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

/** The person: their sign-in once accepted, the invited address (empty names) while pending. */
export class StaffUserDto {
  @ApiUuid({ nullable: true })
  id: string | null;
  firstName: string;
  lastName: string;
  email: string;
  /** The member signs in with a second factor (false for a pending invitation). */
  twoFactorEnabled: boolean;
}

export class StaffEntryResponseDto {
  staff: StaffRecordDto;
  user: StaffUserDto;
}

/** `twoFactorUsers`: the members (user ids) who have two-factor sign-in on. */
export function toStaffEntryResponse(row: BusinessStaff, twoFactorUsers: ReadonlySet<string> = new Set()): StaffEntryResponseDto {
  const member = row.staff ?? null;
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
      ? { id: member.id, firstName: member.firstName, lastName: member.lastName, email: member.email, twoFactorEnabled: twoFactorUsers.has(member.id) }
      : { id: null, firstName: '', lastName: '', email: row.email ?? '', twoFactorEnabled: false },
  };
}

/** The three cards of Staff Management. */
export class StaffSummaryResponseDto {
  /** Active members and pending invitations. */
  total: number;
  /** Of them, role admin. */
  administrators: number;
  /** Of them, role support. */
  support: number;
}

/** What the staff invitation page shows before the person signs up or signs in. */
export class StaffInvitationPreviewResponseDto {
  /** @example Fit Studio */
  businessName: string;
  /** The invited address; the sign-up form uses it. */
  email: string;
  @ApiProperty({ enum: STAFF_ROLES, enumName: 'StaffRole', nullable: true })
  role: StaffRole | null;
  @ApiProperty({ enum: STAFF_PERMISSIONS, enumName: 'StaffPermission', isArray: true })
  permissions: StaffPermission[];
  @ApiDateTime()
  expiresAt: string;
}

/** An accepted staff invitation: the business the staff member now works for. */
export class StaffInvitationAcceptedResponseDto {
  businessName: string;
  @ApiProperty({ enum: STAFF_PERMISSIONS, enumName: 'StaffPermission', isArray: true })
  permissions: StaffPermission[];
}

/** Signing up from a staff invitation: the e-mail is the invited address. */
export class StaffSignUpDto {
  /** @example Sam */
  @RequiredText({ label: 'First name', max: 100, required: AUTH_MESSAGES.registerRequired })
  firstName: string;

  /** @example Taylor */
  @RequiredText({ label: 'Last name', max: 100, required: AUTH_MESSAGES.registerRequired })
  lastName: string;

  /** At least 6 characters. @example secret123 */
  @NotBlank({ message: AUTH_MESSAGES.registerRequired, order: 1 })
  @MinLength(MIN_PASSWORD_LENGTH, rule({ message: AUTH_MESSAGES.passwordTooShort, order: 3 }))
  @MaxLength(200, rule({ message: 'Password must be at most 200 characters', order: 10 }))
  password: string;

  /** Must equal password. @example secret123 */
  @MatchesProperty('password', { message: AUTH_MESSAGES.passwordsDoNotMatch, order: 2 })
  confirmPassword: string;

  /** The person's time zone (IANA); the web app sends the browser's. Left out: UTC. @example Europe/London */
  @IsOptional()
  @TimeZone(10)
  timeZone?: string;
}

/** The signed-in staff member's own place in their business: the access-level card of the staff dashboard. */
export class OwnStaffMembershipResponseDto {
  /** @example Fit Studio */
  businessName: string;
  @ApiProperty({ enum: STAFF_ROLES, enumName: 'StaffRole', nullable: true })
  role: StaffRole | null;
  /** What the owner granted. */
  @ApiProperty({ enum: STAFF_PERMISSIONS, enumName: 'StaffPermission', isArray: true })
  permissions: StaffPermission[];
  @ApiProperty({ enum: STAFF_DEPARTMENTS, enumName: 'StaffDepartment', isArray: true })
  departments: StaffDepartment[];
  @ApiDateTime({ nullable: true })
  joinedAt: string | null;
  /** How many clients the owner assigned to them: with any, they reach only those; with none, every client of the business. */
  @ApiInteger()
  assignedClients: number;
}

/** Assigning a client to a staff member (staff_client_assignments). */
export class AssignStaffClientDto {
  /** What the staff member does for this client. @example Trainer */
  @OptionalText(50, 'Role')
  role?: string | null;
}

export class ListStaffClientsQuery extends PageQuery({ defaultLimit: 25, maxLimit: 100 }) {}

/** A client assigned to a staff member. */
export class StaffClientResponseDto {
  /** The client's id. */
  @ApiUuid()
  clientId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string | null;
  @ApiDateTime()
  assignedAt: string;
}

export function toStaffClientResponse(row: StaffClientAssignment): StaffClientResponseDto {
  return {
    clientId: row.client.id,
    firstName: row.client.firstName,
    lastName: row.client.lastName,
    email: row.client.email,
    role: row.role ?? null,
    assignedAt: row.assignedAt.toISOString(),
  };
}
