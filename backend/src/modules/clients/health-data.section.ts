import { Injectable } from '@nestjs/common';
import { ClientDataSource, plainRow, type ClientDataPart, type ClientDataScope, type ClientDataSection } from '../../common/client-data/client-data-source';
import { HealthProfilesRepository } from './health-profiles.repository';
import { WellnessLogsRepository } from './wellness-logs.repository';

/** The client's part of their data export about their health: their health profile and their wellness check-ins. */
@Injectable()
@ClientDataSource('client-health')
export class ClientHealthDataSection implements ClientDataSection {
  constructor(
    private readonly profiles: HealthProfilesRepository,
    private readonly wellness: WellnessLogsRepository,
  ) {}

  async collect(scope: ClientDataScope): Promise<ClientDataPart> {
    const [profile, checkIns] = await Promise.all([this.profiles.findForClient(scope, scope.clientId), this.wellness.allOfClient(scope, scope.clientId)]);
    const profileRows = profile
      ? [
          plainRow({
            id: profile.id,
            medicalConditions: profile.medicalConditions,
            medications: profile.medications,
            allergies: profile.allergies,
            injuries: profile.injuries,
            fitnessExperience: profile.fitnessExperience,
            activityLevel: profile.activityLevel,
            primaryGoals: profile.primaryGoals,
            preferredWorkoutTypes: profile.preferredWorkoutTypes,
            availableEquipment: profile.availableEquipment,
            workoutFrequency: profile.workoutFrequency,
            emergencyContact: profile.emergencyContact,
            lastUpdated: profile.lastUpdated,
          }),
        ]
      : [];
    return {
      tables: [
        { name: 'client_health_profiles', rows: profileRows },
        {
          name: 'wellness_logs',
          rows: checkIns.map((log) =>
            plainRow({
              id: log.id,
              date: String(log.date).slice(0, 10),
              sleepHours: log.sleepHours,
              sleepQuality: log.sleepQuality,
              energyLevel: log.energyLevel,
              mood: log.mood,
              stressLevel: log.stressLevel,
              waterIntake: log.waterIntake,
              steps: log.steps,
              notes: log.notes,
              createdAt: log.createdAt,
            }),
          ),
        },
      ],
    };
  }
}
