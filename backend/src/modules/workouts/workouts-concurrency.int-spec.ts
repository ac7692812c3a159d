import { COPY_SUFFIX, WORKOUT_NAME_MAX_LENGTH } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { libraryExerciseIds } from '../../../test/workout-factories';

interface WorkoutBody {
  id: string;
  name: string;
  exercises: { exerciseId: string; orderIndex: number; sets: number | null }[];
}

describe('workouts under concurrent saves', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp();
    coach = await registerUser(t);
    ids = await libraryExerciseIds(t, 'Barbell Back Squat', 'Push-Up', 'Single-Arm Dumbbell Row');
  });
  afterAll(() => t.close());

  const save = (id: string, exercises: { exerciseId: string; sets: number }[], name: string) =>
    t.http().patch(`/api/workouts/${id}`).set(coach.auth).send({ name, exercises });

  it('serialises concurrent saves of one workout: every save answers 200 and the result is one of the lists, whole', async () => {
    const created = (
      await t
        .http()
        .post('/api/workouts')
        .set(coach.auth)
        .send({ name: 'Base', exercises: [{ exerciseId: ids[0], sets: 1 }] })
        .expect(201)
    ).body as WorkoutBody;
    const lists = [
      ids.map((exerciseId) => ({ exerciseId, sets: 3 })),
      [...ids].reverse().map((exerciseId) => ({ exerciseId, sets: 4 })),
      ids.slice(0, 2).map((exerciseId) => ({ exerciseId, sets: 5 })),
      [ids[2]!, ids[0]!, ids[1]!, ids[0]!].map((exerciseId) => ({ exerciseId, sets: 6 })),
    ];
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(lists.flatMap((list, i) => [save(created.id, list, `Save ${i}`), save(created.id, list, `Save ${i}`)]));
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      const final = (await t.http().get(`/api/workouts/${created.id}`).set(coach.auth).expect(200)).body as WorkoutBody;
      const winner = Number(final.name.replace('Save ', ''));
      // The stored list is exactly the list of the save whose name won: no mix of two saves, no rows lost or doubled.
      expect(final.exercises.map((e) => [e.exerciseId, e.sets, e.orderIndex])).toEqual(lists[winner]!.map((e, index) => [e.exerciseId, e.sets, index]));
      const [row] = await t.sql<{ n: number }>('select count(*)::int as n from workout_exercises where workout_id = $1', [created.id]);
      expect(row!.n).toBe(lists[winner]!.length);
    }
  });

  it('duplicates a duplicate 20 times: every copy answers 201 with a name within the limit, ending in (Copy)', async () => {
    for (const start of ['Leg Day', 'L'.repeat(WORKOUT_NAME_MAX_LENGTH)]) {
      let current = (
        await t
          .http()
          .post('/api/workouts')
          .set(coach.auth)
          .send({ name: start, exercises: [{ exerciseId: ids[0], sets: 3 }] })
          .expect(201)
      ).body as WorkoutBody;
      for (let i = 0; i < 20; i++) {
        const copy = await t.http().post(`/api/workouts/${current.id}/duplicate`).set(coach.auth);
        expect(copy.status).toBe(201);
        current = copy.body as WorkoutBody;
        expect(Array.from(current.name).length).toBeLessThanOrEqual(WORKOUT_NAME_MAX_LENGTH);
        expect(current.name.endsWith(COPY_SUFFIX)).toBe(true);
        expect(current.exercises).toHaveLength(1);
      }
      // The copy's name is one the edit form accepts back as it is.
      await t.http().patch(`/api/workouts/${current.id}`).set(coach.auth).send({ name: current.name }).expect(200);
    }
  });
});
