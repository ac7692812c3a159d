import { toNumber } from '../../../common/validation/transforms';
import type { ClientHealthProfile } from '../entities/client-health-profile.entity';
import { MEASUREMENT_FIELDS, type Measurement } from '../entities/measurement.entity';
import type { WellnessLog } from '../entities/wellness-log.entity';
import type { HealthProfileResponseDto } from './health-profile.dto';
import type { MeasurementResponseDto } from './measurement.dto';
import type { WellnessLogResponseDto } from './wellness.dto';

export function toHealthProfileResponse(clientId: string, profile: ClientHealthProfile | null): HealthProfileResponseDto {
  return {
    id: profile?.id ?? null,
    clientId,
    medicalConditions: profile?.medicalConditions ?? [],
    medications: profile?.medications ?? [],
    allergies: profile?.allergies ?? [],
    injuries: profile?.injuries ?? [],
    fitnessExperience: profile?.fitnessExperience ?? null,
    activityLevel: profile?.activityLevel ?? null,
    primaryGoals: profile?.primaryGoals ?? [],
    preferredWorkoutTypes: profile?.preferredWorkoutTypes ?? [],
    availableEquipment: profile?.availableEquipment ?? [],
    workoutFrequency: profile?.workoutFrequency ?? null,
    emergencyContact: profile?.emergencyContact
      ? { name: profile.emergencyContact.name ?? null, relationship: profile.emergencyContact.relationship ?? null, phone: profile.emergencyContact.phone ?? null }
      : null,
    lastUpdated: profile?.lastUpdated.toISOString() ?? null,
  };
}

export function toMeasurementResponse(m: Measurement): MeasurementResponseDto {
  const values = Object.fromEntries(MEASUREMENT_FIELDS.map((field) => [field, toNumber(m[field])])) as Record<(typeof MEASUREMENT_FIELDS)[number], number | null>;
  return { id: m.id, clientId: m.client.id, ...values, notes: m.notes ?? null, createdAt: m.createdAt.toISOString() };
}

export function toWellnessResponse(w: WellnessLog): WellnessLogResponseDto {
  return {
    id: w.id,
    clientId: w.client.id,
    date: typeof w.date === 'string' ? w.date : new Date(w.date).toISOString().slice(0, 10),
    sleepHours: toNumber(w.sleepHours),
    sleepQuality: w.sleepQuality ?? null,
    energyLevel: w.energyLevel ?? null,
    mood: w.mood ?? null,
    stressLevel: w.stressLevel ?? null,
    waterIntake: toNumber(w.waterIntake),
    steps: w.steps ?? null,
    notes: w.notes ?? null,
    createdAt: w.createdAt.toISOString(),
  };
}
