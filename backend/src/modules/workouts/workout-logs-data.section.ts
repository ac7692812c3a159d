import { Injectable } from '@nestjs/common';
import { ClientDataSource, plainRow, type ClientDataPart, type ClientDataScope, type ClientDataSection } from '../../common/client-data/client-data-source';
import { WorkoutLogsRepository } from './workout-logs.repository';

/** The client's part of their data export kept by training: every logged exercise of their workout sessions. */
@Injectable()
@ClientDataSource('workouts')
export class WorkoutLogsDataSection implements ClientDataSection {
  constructor(private readonly logs: WorkoutLogsRepository) {}

  async collect(scope: ClientDataScope): Promise<ClientDataPart> {
    const logs = await this.logs.allOfClient(scope, scope.clientId);
    const rows = logs.map((log) =>
      plainRow({
        id: log.id,
        date: String(log.date).slice(0, 10),
        clientWorkoutId: log.clientWorkout.id,
        exerciseId: log.exercise.id,
        exerciseName: log.exercise.name,
        sets: log.sets,
        totalDuration: log.totalDuration,
        caloriesBurned: log.caloriesBurned,
        difficultyRating: log.difficultyRating,
        notes: log.notes,
        createdAt: log.createdAt,
      }),
    );
    return { tables: [{ name: 'workout_logs', rows }] };
  }
}
