import { ApiProperty } from '@nestjs/swagger';
import { FITNESS_GOALS, type FitnessGoal } from '@coachcore/domain';
import { toNumber } from '../../../common/validation/transforms';
import type { Client } from '../entities/client.entity';

export class ClientResponseDto {
  id: string;
  /** The business (coach) the client belongs to. */
  coachId: string;
  /** The client's own sign-in, when they have one. */
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  @ApiProperty({ enum: FITNESS_GOALS, enumName: 'FitnessGoal', nullable: true })
  fitnessGoal: FitnessGoal | null;
  currentWeight: number | null;
  targetWeight: number | null;
  height: number | null;
  age: number | null;
  activityLevel: string | null;
  notes: string | null;
  isActive: boolean;
  source: string | null;
  lastWorkout: string | null;
  onboardingCompleted: boolean;
  onboardingCompletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const refId = (ref: { id: string } | null | undefined) => ref?.id ?? null;

/** What the mapper reads: a Client entity, or a raw row adapted by ClientsRepository (lists skip hydration). */
export type ClientFields = Omit<Client, 'coach' | 'user'> & { coach: { id: string }; user?: { id: string } | null };

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
    currentWeight: toNumber(client.currentWeight),
    targetWeight: toNumber(client.targetWeight),
    height: toNumber(client.height),
    age: client.age ?? null,
    activityLevel: client.activityLevel ?? null,
    notes: client.notes ?? null,
    isActive: client.isActive,
    source: client.source ?? null,
    lastWorkout: iso(client.lastWorkout),
    onboardingCompleted: client.onboardingCompleted,
    onboardingCompletedAt: iso(client.onboardingCompletedAt),
    createdAt: client.createdAt.toISOString(),
    updatedAt: client.updatedAt.toISOString(),
  };
}
