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

/**
 * A daily checkbox habit of `coach` (overridable: name, frequency, ...) assigned through the API to the clients, from
 * `startDate` (today when left out) with the reminder time, if any; answers each client's habit id, by client id.
 */
export async function assignHabit(
  t: TestApp,
  coach: SignedInUser,
  clientIds: string[],
  options: { template?: Record<string, unknown>; startDate?: string; reminderTime?: string | null } = {},
): Promise<Map<string, string>> {
  const template = await t
    .http()
    .post('/api/habit-templates')
    .set(coach.auth)
    .send({ name: 'Drink water', category: 'hydration', frequency: 'daily', trackingType: 'checkbox', ...options.template });
  if (template.status !== 201) throw new Error(`create habit failed: ${template.status} ${JSON.stringify(template.body)}`);
  const assigned = await t
    .http()
    .post(`/api/habit-templates/${template.body.id}/assign`)
    .set(coach.auth)
    .send({ clientIds, startDate: options.startDate, reminderTime: options.reminderTime });
  if (assigned.status !== 201) throw new Error(`assign habit failed: ${assigned.status} ${JSON.stringify(assigned.body)}`);
  const rows = await t.sql<{ id: string; client_id: string }>('select id, client_id from client_habits where habit_template_id = $1', [template.body.id]);
  return new Map(rows.map((row) => [row.client_id, row.id]));
}
