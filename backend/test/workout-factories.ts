import type { TestApp } from './test-app';
import type { SignedInUser } from './factories';

/** Ids of shipped library exercises, by name (the library's ids are the same on every database). */
export async function libraryExerciseIds(t: TestApp, ...names: string[]): Promise<string[]> {
  const rows = await t.sql<{ id: string; name: string }>('select id, name from exercises where coach_id is null and name = any($1)', [names]);
  return names.map((name) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`no library exercise named ${name}`);
    return row.id;
  });
}

/** A workout of `coach` made through the API, with the given library exercises in order. */
export async function createWorkout(
  t: TestApp,
  coach: SignedInUser,
  overrides: Record<string, unknown> = {},
  exerciseNames: string[] = ['Barbell Back Squat', 'Push-Up'],
): Promise<{ id: string; exercises: { exerciseId: string }[] }> {
  const ids = await libraryExerciseIds(t, ...exerciseNames);
  const response = await t
    .http()
    .post('/api/workouts')
    .set(coach.auth)
    .send({
      name: 'Full Body A',
      category: 'strength',
      difficulty: 'beginner',
      duration: 45,
      exercises: ids.map((exerciseId) => ({ exerciseId, sets: 3, reps: '10' })),
      ...overrides,
    });
  if (response.status !== 201) throw new Error(`create workout failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Assigns a workout to a client on the given days through the API; answers the client workouts created. */
export async function assignWorkout(t: TestApp, coach: SignedInUser, workoutId: string, clientId: string, dates: string[]): Promise<{ id: string }[]> {
  const response = await t
    .http()
    .post(`/api/workouts/${workoutId}/assign`)
    .set(coach.auth)
    .send({ clientIds: [clientId], dates });
  if (response.status !== 201) throw new Error(`assign failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.clientWorkouts;
}
