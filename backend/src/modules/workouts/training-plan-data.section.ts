import { Injectable } from '@nestjs/common';
import { ClientDataSource, plainRow, type ClientDataPart, type ClientDataScope, type ClientDataSection } from '../../common/client-data/client-data-source';
import { ClientHabitsRepository } from './client-habits.repository';
import { ClientWorkoutsRepository } from './client-workouts.repository';
import { HabitLogsRepository } from './habit-logs.repository';

/** The client's part of their data export planned by training: their assigned workouts, their habits and each day they logged of them. */
@Injectable()
@ClientDataSource('training-plan')
export class TrainingPlanDataSection implements ClientDataSection {
  constructor(
    private readonly clientWorkouts: ClientWorkoutsRepository,
    private readonly habits: ClientHabitsRepository,
    private readonly habitLogs: HabitLogsRepository,
  ) {}

  async collect(scope: ClientDataScope): Promise<ClientDataPart> {
    const [assigned, habits, days] = await Promise.all([
      this.clientWorkouts.allOfClient(scope, scope.clientId),
      this.habits.allOfClient(scope, scope.clientId),
      this.habitLogs.allOfClient(scope, scope.clientId),
    ]);
    return {
      tables: [
        {
          name: 'client_workouts',
          rows: assigned.map((planned) =>
            plainRow({
              id: planned.id,
              workoutId: planned.workout.id,
              workoutName: planned.workout.name,
              scheduledDate: String(planned.scheduledDate).slice(0, 10),
              status: planned.status,
              completedAt: planned.completedAt,
              missedAt: planned.missedAt,
              notes: planned.notes,
              createdAt: planned.createdAt,
            }),
          ),
        },
        {
          name: 'client_habits',
          rows: habits.map((habit) =>
            plainRow({
              id: habit.id,
              name: habit.customName,
              description: habit.customDescription,
              category: habit.category,
              frequency: habit.frequency,
              targetValue: habit.targetValue,
              unit: habit.unit,
              trackingType: habit.trackingType,
              startDate: habit.startDate,
              endDate: habit.endDate,
              isActive: habit.isActive,
              streak: habit.streak,
              longestStreak: habit.longestStreak,
              totalCompletions: habit.totalCompletions,
              reminderTime: habit.reminderTime,
              reminderEnabled: habit.reminderEnabled,
              createdAt: habit.createdAt,
            }),
          ),
        },
        {
          name: 'habit_logs',
          rows: days.map((day) =>
            plainRow({
              id: day.id,
              clientHabitId: day.clientHabit.id,
              logDate: day.logDate,
              completed: day.completed,
              actualValue: day.actualValue,
              mood: day.mood,
              energy: day.energy,
              notes: day.notes,
              createdAt: day.createdAt,
            }),
          ),
        },
      ],
    };
  }
}
