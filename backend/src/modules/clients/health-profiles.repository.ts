import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ActivityLevel, FitnessExperience } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import type { TenantScope } from '../../common/http/authenticated-request';
import { reachableClient, TenantRepository } from '../../common/tenancy/tenant-repository';
import { ClientHealthProfile, type EmergencyContact } from './entities/client-health-profile.entity';

/** What a health profile holds, as the API answers it (an entity, or the row the upsert returns). */
export type HealthProfileFields = Omit<ClientHealthProfile, 'client'>;

/** The form's fields; the id and the client are the repository's. */
export type HealthProfileData = Omit<HealthProfileFields, 'id'>;

interface HealthProfileRow {
  id: string;
  medical_conditions: string[];
  medications: string[];
  allergies: string[];
  injuries: string[];
  fitness_experience: FitnessExperience | null;
  activity_level: ActivityLevel | null;
  primary_goals: string[];
  preferred_workout_types: string[];
  available_equipment: string[];
  workout_frequency: number | null;
  emergency_contact: EmergencyContact | null;
  last_updated: Date | string;
}

/** Health profiles of the tenant's clients (`client.coach`), one per client; a client user reaches only their own. */
@Injectable()
export class HealthProfilesRepository extends TenantRepository<ClientHealthProfile> {
  constructor(em: EntityManager) {
    super(em, ClientHealthProfile);
  }

  findForClient(tenant: TenantScope, clientId: string): Promise<ClientHealthProfile | null> {
    return this.findOne(tenant, { client: clientId });
  }

  /**
   * Creates or replaces the client's profile in one statement, so two first saves at the same time both succeed
   * instead of one hitting the unique constraint. The row is inserted only when the client is the tenant's (the
   * insert selects it from clients by the business): another business's client id saves nothing and answers null.
   * Raw SQL: `insert ... select ... on conflict (client_id) do update` keeps the tenant check in the same statement,
   * which the ORM's upsert cannot. (A new id is kept only when the row is new.)
   */
  async save(tenant: TenantScope, clientId: string, data: HealthProfileData): Promise<HealthProfileFields | null> {
    const rows = await this.sql<HealthProfileRow[]>(
      tenant,
      `insert into client_health_profiles (id, client_id, medical_conditions, medications, allergies, injuries, fitness_experience, activity_level,
              primary_goals, preferred_workout_types, available_equipment, workout_frequency, emergency_contact, last_updated)
       select :id::uuid, c.id, array[:medicalConditions]::text[], array[:medications]::text[], array[:allergies]::text[], array[:injuries]::text[],
              :fitnessExperience::varchar, :activityLevel::varchar, array[:primaryGoals]::text[], array[:preferredWorkoutTypes]::text[],
              array[:availableEquipment]::text[], :workoutFrequency::smallint, :emergencyContact::jsonb, :lastUpdated::timestamptz
         from clients c where c.id = :client and c.coach_id = :tenant and ${reachableClient('c.id')}
       on conflict (client_id) do update set
              medical_conditions = excluded.medical_conditions, medications = excluded.medications, allergies = excluded.allergies,
              injuries = excluded.injuries, fitness_experience = excluded.fitness_experience, activity_level = excluded.activity_level,
              primary_goals = excluded.primary_goals, preferred_workout_types = excluded.preferred_workout_types,
              available_equipment = excluded.available_equipment, workout_frequency = excluded.workout_frequency,
              emergency_contact = excluded.emergency_contact, last_updated = excluded.last_updated
       returning id, medical_conditions, medications, allergies, injuries, fitness_experience, activity_level, primary_goals,
                 preferred_workout_types, available_equipment, workout_frequency, emergency_contact, last_updated`,
      {
        id: randomUUID(),
        client: clientId,
        medicalConditions: data.medicalConditions,
        medications: data.medications,
        allergies: data.allergies,
        injuries: data.injuries,
        fitnessExperience: data.fitnessExperience ?? null,
        activityLevel: data.activityLevel ?? null,
        primaryGoals: data.primaryGoals,
        preferredWorkoutTypes: data.preferredWorkoutTypes,
        availableEquipment: data.availableEquipment,
        workoutFrequency: data.workoutFrequency ?? null,
        emergencyContact: data.emergencyContact ?? null,
        lastUpdated: data.lastUpdated,
      },
    );
    const row = rows[0];
    return row
      ? {
          id: row.id,
          medicalConditions: row.medical_conditions,
          medications: row.medications,
          allergies: row.allergies,
          injuries: row.injuries,
          fitnessExperience: row.fitness_experience,
          activityLevel: row.activity_level,
          primaryGoals: row.primary_goals,
          preferredWorkoutTypes: row.preferred_workout_types,
          availableEquipment: row.available_equipment,
          workoutFrequency: row.workout_frequency,
          emergencyContact: row.emergency_contact,
          lastUpdated: new Date(row.last_updated),
        }
      : null;
  }
}
