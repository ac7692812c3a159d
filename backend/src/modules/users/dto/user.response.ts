import { ApiProperty } from '@nestjs/swagger';
import { ROLES, UNIT_SYSTEMS, type Role, type UnitSystem } from '@coachcore/domain';
import { ApiDateTime, ApiUuid } from '../../../common/openapi/property-formats';
import type { User } from '../entities/user.entity';

/** A user as the API answers it (never the entity: no password, no payment-provider secrets). */
export class UserResponseDto {
  /** @example 5f0c6a9e-3d1b-4c1e-9a43-0b9d2b8e2f11 */
  @ApiUuid()
  id: string;
  /** @example coach@fitstudio.example */
  @ApiProperty({ format: 'email' })
  email: string;
  username: string | null;
  /** @example Jordan */
  firstName: string;
  /** @example Rivera */
  lastName: string;
  @ApiProperty({ enum: ROLES, enumName: 'Role' })
  role: Role;
  phone: string | null;
  avatar: string | null;
  /** The business's name, for business accounts. */
  businessName: string | null;
  /** IANA time zone of the business's days (default UTC). @example Europe/Paris */
  timeZone: string;
  /** The units the user reads their figures in. */
  @ApiProperty({ enum: UNIT_SYSTEMS, enumName: 'UnitSystem' })
  units: UnitSystem;
  /** Whether the setup wizard was finished (or skipped). */
  onboardingCompleted: boolean;
  subscriptionStatus: string | null;
  subscriptionPlan: string | null;
  @ApiDateTime()
  createdAt: string;
}

/** The user fields an answer needs, from an entity or from a raw row (hot paths skip hydration). */
export type UserProfileFields = Pick<
  User,
  | 'id'
  | 'email'
  | 'username'
  | 'firstName'
  | 'lastName'
  | 'role'
  | 'phone'
  | 'avatar'
  | 'businessName'
  | 'timeZone'
  | 'units'
  | 'onboardingCompleted'
  | 'subscriptionStatus'
  | 'subscriptionPlan'
  | 'createdAt'
>;

export function toUserResponse(user: UserProfileFields): UserResponseDto {
  return {
    id: user.id,
    email: user.email,
    username: user.username ?? null,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    phone: user.phone ?? null,
    avatar: user.avatar ?? null,
    timeZone: user.timeZone,
    units: user.units,
    businessName: user.businessName ?? null,
    onboardingCompleted: user.onboardingCompleted,
    subscriptionStatus: user.subscriptionStatus ?? null,
    subscriptionPlan: user.subscriptionPlan ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}
