import {
  ACTIVITY_LEVELS,
  CLIENT_INVITATION_STATES,
  CLIENT_MESSAGES,
  CLIENT_PAGE,
  FITNESS_GOALS,
  type ActivityLevel,
  type ClientInvitationState,
  type FitnessGoal,
} from '@coachcore/domain';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDateTime, ApiExternalId, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { Email, OptionalText, Phone, RequiredText } from '../../../common/validation/fields';
import { rule } from '../../../common/validation/rules';
import { emptyToNull, numericString, queryBoolean, trim } from '../../../common/validation/transforms';
import type { Client } from '../entities/client.entity';

/** The rules of each client field, written once for the Add and the Edit form (document 2 sections 5 and 7). */
const FitnessGoalRule = () =>
  applyDecorators(
    ApiProperty({ enum: FITNESS_GOALS, enumName: 'FitnessGoal', required: false, nullable: true }),
    IsOptional(),
    Transform(emptyToNull),
    IsIn(FITNESS_GOALS, rule({ message: CLIENT_MESSAGES.invalidFitnessGoal, order: 5 })),
  );
const Decimal = (label: string, max: number, maxMessage = `${label} must be at most ${max}`) =>
  applyDecorators(
    IsOptional(),
    Transform(numericString),
    IsNumber({}, rule({ message: `${label} must be a number`, order: 6 })),
    Min(0, rule({ message: `${label} must be positive`, order: 6 })),
    Max(max, rule({ message: maxMessage, order: 6 })),
  );

/** Add New Client. */
export class CreateClientDto {
  /** @example Sam */
  @RequiredText({ label: 'First name', max: 100, required: CLIENT_MESSAGES.firstNameRequired, order: 2 })
  firstName: string;

  /** @example Taylor */
  @RequiredText({ label: 'Last name', max: 100, required: CLIENT_MESSAGES.lastNameRequired, order: 3 })
  lastName: string;

  /** @example sam.taylor@example.com */
  @Email(CLIENT_MESSAGES.invalidEmail, 1)
  email: string;

  /** @example +1 555 0123 */
  @Phone(4)
  phone?: string | null;

  @FitnessGoalRule()
  fitnessGoal?: FitnessGoal | null;

  /**
   * Accepted for compatibility with older clients and ignored: the business always comes from the session.
   * @deprecated
   */
  @ApiProperty({ type: 'string', format: 'uuid', required: false, deprecated: true, description: 'Ignored: the business always comes from the session.' })
  @IsOptional()
  coachId?: unknown;
}

/**
 * Edit a client: the Add form's fields and the profile's, every one optional; what is sent is changed; required
 * fields cannot be emptied with null.
 */
export class UpdateClientDto extends PartialType(OmitType(CreateClientDto, ['coachId']), { skipNullProperties: false }) {
  /** lbs */
  @Decimal('Current weight', 2000)
  currentWeight?: number | null;

  /** lbs */
  @Decimal('Target weight', 2000)
  targetWeight?: number | null;

  /** inches */
  @Decimal('Height', 120, 'Height must be at most 120 inches')
  height?: number | null;

  @ApiInteger({ minimum: 0, maximum: 120, required: false, nullable: true })
  @IsOptional()
  @Transform(numericString)
  @IsInt(rule({ message: 'Age must be a whole number', order: 6 }))
  @Min(0, rule({ message: 'Age must be between 0 and 120', order: 6 }))
  @Max(120, rule({ message: 'Age must be between 0 and 120', order: 6 }))
  age?: number | null;

  @ApiProperty({ enum: ACTIVITY_LEVELS, enumName: 'ActivityLevel', required: false, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(ACTIVITY_LEVELS, rule({ message: 'Activity level must be sedentary, lightly_active, moderately_active or very_active', order: 6 }))
  activityLevel?: ActivityLevel | null;

  @OptionalText(5000, 'Notes', 7)
  notes?: string | null;
}

/** Query of GET /api/clients. */
export class ListClientsQuery extends PageQuery(CLIENT_PAGE) {
  /** Matches the full name or the e-mail, case-insensitively. */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  search?: string;

  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean(rule({ message: 'isActive must be true or false' }))
  isActive?: boolean;
}

/** Where the client stands with their invitation: never invited (or it lapsed), invited and waiting, or linked. */
export class ClientInvitationStateDto {
  @ApiProperty({ enum: CLIENT_INVITATION_STATES, enumName: 'ClientInvitationState' })
  status: ClientInvitationState;
  /** When the pending invitation was sent; null unless invited. */
  @ApiDateTime()
  sentAt: string | null;
  /** When the pending invitation's link stops working; null unless invited. */
  @ApiDateTime()
  expiresAt: string | null;
}

export class ClientResponseDto {
  @ApiUuid()
  id: string;
  /** The business (coach) the client belongs to. */
  @ApiUuid()
  coachId: string;
  /** The client's own sign-in, when they have one. */
  @ApiUuid()
  userId: string | null;
  firstName: string;
  lastName: string;
  @ApiProperty({ format: 'email' })
  email: string;
  phone: string | null;
  @ApiProperty({ enum: FITNESS_GOALS, enumName: 'FitnessGoal', nullable: true })
  fitnessGoal: FitnessGoal | null;
  currentWeight: number | null;
  targetWeight: number | null;
  height: number | null;
  @ApiInteger({ minimum: 0, maximum: 120 })
  age: number | null;
  activityLevel: string | null;
  notes: string | null;
  isActive: boolean;
  source: string | null;
  /** The lead-management contact the client came from (lead webhooks). */
  @ApiExternalId({ nullable: true })
  leadDecContactId: string | null;
  /** When the client last completed a workout. */
  @ApiDateTime()
  lastWorkout: string | null;
  onboardingCompleted: boolean;
  @ApiDateTime()
  onboardingCompletedAt: string | null;
  @ApiDateTime()
  createdAt: string;
  @ApiDateTime()
  updatedAt: string;
  invitation: ClientInvitationStateDto;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const refId = (ref: { id: string } | null | undefined) => ref?.id ?? null;

/** The client's pending, unexpired invitation, where the caller loaded it. */
export interface PendingInvitation {
  sentAt: Date;
  expiresAt: Date;
}

/** What the mapper reads: a Client entity, or a raw row adapted by ClientsRepository (lists skip hydration). */
export type ClientFields = Omit<Client, 'coach' | 'user'> & { coach: { id: string }; user?: { id: string } | null; invitation?: PendingInvitation | null };

function toInvitationState(client: ClientFields): ClientInvitationStateDto {
  if (client.user) return { status: 'linked', sentAt: null, expiresAt: null };
  if (client.invitation) return { status: 'invited', sentAt: client.invitation.sentAt.toISOString(), expiresAt: client.invitation.expiresAt.toISOString() };
  return { status: 'not_invited', sentAt: null, expiresAt: null };
}

export function toClientResponse(client: ClientFields): ClientResponseDto {
  return {
    id: client.id,
    coachId: client.coach.id,
    userId: refId(client.user),
    firstName: client.firstName,
    lastName: client.lastName,
    email: client.email,
    phone: client.phone ?? null,
    fitnessGoal: client.fitnessGoal ?? null,
    currentWeight: client.currentWeight ?? null,
    targetWeight: client.targetWeight ?? null,
    height: client.height ?? null,
    age: client.age ?? null,
    activityLevel: client.activityLevel ?? null,
    notes: client.notes ?? null,
    isActive: client.isActive,
    source: client.source ?? null,
    leadDecContactId: client.leadDecContactId ?? null,
    lastWorkout: iso(client.lastWorkout),
    onboardingCompleted: client.onboardingCompleted,
    onboardingCompletedAt: iso(client.onboardingCompletedAt),
    createdAt: client.createdAt.toISOString(),
    updatedAt: client.updatedAt.toISOString(),
    invitation: toInvitationState(client),
  };
}
