import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACCOUNT_STATUSES,
  ADMIN_AREA_MESSAGES,
  BUSINESS_STATUSES,
  BUSINESS_STATUS_FILTERS,
  LIST_PAGES,
  ROLES,
  type AccountStatus,
  type BusinessStatus,
  type BusinessStatusFilter,
  type Role,
} from '@coachcore/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { RequiredText } from '../../../common/validation/fields';
import { rule } from '../../../common/validation/rules';
import { trim } from '../../../common/validation/transforms';
import type { AccountRow, BusinessRow } from '../../users/dto/account-rows';

/** Query of GET /api/admin/businesses. */
export class ListBusinessesQuery extends PageQuery(LIST_PAGES.adminBusinesses) {
  /** all (the default), active, suspended or canceled; past_due is accepted too. */
  @ApiPropertyOptional({ enum: [...BUSINESS_STATUS_FILTERS, 'past_due'], enumName: 'BusinessStatusFilter' })
  @IsOptional()
  @IsIn([...BUSINESS_STATUS_FILTERS, 'past_due'], rule({ message: 'status must be all, active, suspended, canceled or past_due' }))
  status?: BusinessStatusFilter | 'past_due';

  /** The plan's name; Free for businesses without one. */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  subscriptionPlan?: string;

  /** Matches the owner's name, the business name, the username or the e-mail, case-insensitively. */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  search?: string;
}

/** POST /api/admin/businesses/{id}/suspend. */
export class SuspendBusinessDto {
  /** Why the business is suspended: its owner reads it. @example Repeated chargebacks */
  @RequiredText({ max: 500, required: ADMIN_AREA_MESSAGES.reasonRequired, tooLong: ADMIN_AREA_MESSAGES.reasonTooLong })
  reason: string;
}

/** A business on the platform (its owner's account), as the admin list shows it (document 3 section 3). */
export class AdminBusinessResponseDto {
  @ApiUuid()
  id: string;
  firstName: string;
  lastName: string;
  username: string | null;
  email: string;
  businessName: string | null;
  /** suspended while the platform has suspended it; canceled or past_due from its subscription; otherwise active. */
  @ApiProperty({ enum: BUSINESS_STATUSES, enumName: 'BusinessStatus' })
  subscriptionStatus: BusinessStatus;
  /** Null without a plan (shown as Free). */
  subscriptionPlan: string | null;
  @ApiDateTime({ nullable: true })
  suspendedAt: string | null;
  suspendedReason: string | null;
  @ApiDateTime()
  createdAt: string;
}

export const toAdminBusinessResponse = (row: BusinessRow): AdminBusinessResponseDto => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  username: row.username,
  email: row.email,
  businessName: row.businessName,
  subscriptionStatus: row.status,
  subscriptionPlan: row.subscriptionPlan,
  suspendedAt: row.suspendedAt?.toISOString() ?? null,
  suspendedReason: row.suspendedReason,
  createdAt: row.createdAt.toISOString(),
});

/** Query of GET /api/admin/clients. */
export class ListAdminClientsQuery extends PageQuery(LIST_PAGES.adminClients) {
  /** Only this business's clients. */
  @IsOptional()
  @IsUUID('all', rule({ message: 'businessId must be a UUID' }))
  businessId?: string;

  /** Matches the client's full name or e-mail, case-insensitively. */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  search?: string;
}

export class AdminClientDto {
  @ApiUuid()
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  isActive: boolean;
  @ApiDateTime()
  createdAt: string;
}

export class AdminClientCoachDto {
  @ApiUuid()
  id: string;
  firstName: string;
  lastName: string;
  username: string | null;
  businessName: string | null;
}

/** A client row of the admin's Client Management (document 3 section 3: client and coach). */
export class AdminClientRowResponseDto {
  client: AdminClientDto;
  coach: AdminClientCoachDto;
}

/** Query of GET /api/admin/users. */
export class ListAdminUsersQuery extends PageQuery(LIST_PAGES.adminUsers) {
  @ApiPropertyOptional({ enum: ROLES, enumName: 'Role' })
  @IsOptional()
  @IsIn(ROLES, rule({ message: `role must be one of ${ROLES.join(', ')}` }))
  role?: Role;

  /** Matches the full name or the e-mail, case-insensitively. */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  search?: string;
}

/** An account in the admin's User Management. */
export class AdminUserResponseDto {
  @ApiUuid()
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  @ApiProperty({ enum: ROLES, enumName: 'Role' })
  role: Role;
  /** disabled accounts cannot sign in. */
  @ApiProperty({ enum: ACCOUNT_STATUSES, enumName: 'AccountStatus' })
  status: AccountStatus;
  @ApiDateTime({ nullable: true })
  disabledAt: string | null;
  /** The account signs in with a second factor (an admin may reset it). */
  twoFactorEnabled: boolean;
  @ApiDateTime()
  createdAt: string;
}

export const toAdminUserResponse = (row: AccountRow, twoFactorUsers: ReadonlySet<string>): AdminUserResponseDto => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  role: row.role,
  status: row.disabledAt ? 'disabled' : 'active',
  disabledAt: row.disabledAt?.toISOString() ?? null,
  twoFactorEnabled: twoFactorUsers.has(row.id),
  createdAt: row.createdAt.toISOString(),
});

export class BusinessFiguresDto {
  @ApiInteger()
  total: number;
  /** Joined since the first day of this month (UTC). */
  @ApiInteger()
  new: number;
  @ApiInteger()
  active: number;
  @ApiInteger()
  suspended: number;
}

export class ClientFiguresDto {
  @ApiInteger()
  total: number;
  @ApiInteger()
  active: number;
  @ApiInteger()
  inactive: number;
}

export class RevenueFiguresDto {
  /** This month's platform payments received less refunds paid out, in US dollars (GET /api/admin/revenue has more). */
  monthly: number;
  /** Platform payments that failed this month and are still unpaid. */
  @ApiInteger()
  failedPayments: number;
}

/** GET /api/admin/analytics (document 3 section 3: businesses, clients, revenue). */
export class AdminAnalyticsResponseDto {
  businesses: BusinessFiguresDto;
  clients: ClientFiguresDto;
  revenue: RevenueFiguresDto;
}
