import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app';

/*
 * Rows for Business Analytics at given instants, written straight to the tables: the charts read dates that the API
 * always sets to now (paid, completed, sent), so fixtures for past months cannot come through it.
 */

/** A client of the business, added at `createdAt`, deactivated at `deactivatedAt` if given. */
export async function insertClient(t: TestApp, businessId: string, createdAt: string, deactivatedAt: string | null = null): Promise<string> {
  const id = randomUUID();
  await t.sql(
    `insert into clients (id, coach_id, first_name, last_name, email, is_active, deactivated_at, onboarding_completed, created_at, updated_at)
     values ($1, $2, 'Ana', 'Lytics', $3, $4, $5, false, $6, $6)`,
    [id, businessId, `${id}@example.com`, deactivatedAt === null, deactivatedAt, createdAt],
  );
  return id;
}

export async function insertPackage(t: TestApp, businessId: string, name: string): Promise<string> {
  const id = randomUUID();
  await t.sql(`insert into coaching_packages (id, coach_id, name, price, duration, created_at, updated_at) values ($1, $2, $3, 100, 30, now(), now())`, [
    id,
    businessId,
    name,
  ]);
  return id;
}

export async function insertPayment(
  t: TestApp,
  payment: { businessId: string; clientId: string; packageId?: string | null; amount: number; status: string; paidAt: string | null; type?: string },
): Promise<string> {
  const id = randomUUID();
  await t.sql(
    `insert into client_payments (id, coach_id, client_id, package_id, amount, original_amount, status, payment_type, idempotency_key, paid_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5::numeric, $5::numeric, $6, $7, gen_random_uuid()::text, $8::timestamptz, coalesce($8::timestamptz, now()), now())`,
    [id, payment.businessId, payment.clientId, payment.packageId ?? null, payment.amount, payment.status, payment.type ?? 'package', payment.paidAt],
  );
  return id;
}

export async function insertRefund(t: TestApp, businessId: string, paymentId: string, amount: number, createdAt: string): Promise<void> {
  await t.sql(
    `insert into client_payment_refunds (id, coach_id, payment_id, amount, stripe_refund_id, created_by, created_at) values ($1, $2, $3, $4, gen_random_uuid()::text, $2, $5)`,
    [randomUUID(), businessId, paymentId, amount, createdAt],
  );
  await t.sql(`update client_payments set amount_refunded = amount_refunded + $2 where id = $1`, [paymentId, amount]);
}

/** A one-hour session with the client (none: a group session) at `scheduledAt`. */
export async function insertMeeting(t: TestApp, businessId: string, clientId: string | null, scheduledAt: string, status: string): Promise<void> {
  await t.sql(
    `insert into meetings (id, coach_id, client_id, title, scheduled_at, end_time, duration, status, created_at, updated_at)
     values ($1, $2, $3, 'Session', $4::timestamptz, $4::timestamptz + interval '1 hour', 60, $5, now(), now())`,
    [randomUUID(), businessId, clientId, scheduledAt, status],
  );
}

export async function insertClientWorkout(t: TestApp, businessId: string, clientId: string, workoutId: string, date: string, status: string): Promise<void> {
  await t.sql(
    `insert into client_workouts (id, coach_id, client_id, workout_id, scheduled_date, status, completed_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5::date, $6::text, case when $6::text = 'completed' then $5::date + interval '18 hours' end, now(), now())`,
    [randomUUID(), businessId, clientId, workoutId, date, status],
  );
}

/** A meal plan of the business assigned to the client from `start` to `end`. */
export async function insertMealPlanAssignment(t: TestApp, businessId: string, clientId: string, start: string, end: string | null): Promise<void> {
  const planId = randomUUID();
  await t.sql(`insert into meal_plans (id, coach_id, name, created_at, updated_at) values ($1, $2, 'Lean', now(), now())`, [planId, businessId]);
  await t.sql(`insert into client_meal_plans (id, client_id, meal_plan_id, start_date, end_date, created_at) values ($1, $2, $3, $4, $5, now())`, [
    randomUUID(),
    clientId,
    planId,
    start,
    end,
  ]);
}

export async function insertFoodLog(t: TestApp, clientId: string, date: string): Promise<void> {
  await t.sql(
    `insert into food_log (id, client_id, food_name, log_date, meal_type, serving_size, serving_unit, actual_calories, actual_protein, actual_carbs, actual_fat, scan_method, created_at)
     values ($1, $2, 'Oats', $3, 'breakfast', 1, 'cup', 300, 10, 54, 5, 'manual', now())`,
    [randomUUID(), clientId, date],
  );
}

/** A message of the conversation with the client: from the client, or from the business (`senderId`). */
export async function insertMessage(t: TestApp, businessId: string, clientId: string, fromClient: boolean, createdAt: string): Promise<void> {
  await t.sql(
    `insert into messages (id, coach_id, client_id, sender_id, from_client, content, is_read, created_at)
     values ($1, $2::uuid, $3, case when $4::boolean then null else $2::uuid end, $4::boolean, 'Hello', true, $5)`,
    [randomUUID(), businessId, clientId, fromClient, createdAt],
  );
}

/** A workflow of the business with `actions` actions; answers its id and its actions' ids in order. */
export async function insertWorkflow(t: TestApp, businessId: string, actions: number): Promise<{ id: string; actions: string[] }> {
  const id = randomUUID();
  await t.sql(
    `insert into automation_workflows (id, coach_id, name, trigger_type, trigger_conditions, created_at, updated_at)
     values ($1, $2, 'Welcome', 'client_signup', '{}', now(), now())`,
    [id, businessId],
  );
  const actionIds = Array.from({ length: actions }, () => randomUUID());
  for (const [index, actionId] of actionIds.entries()) {
    await t.sql(`insert into automation_actions (id, workflow_id, action_type, action_data, order_index) values ($1, $2, 'send_email', '{}', $3)`, [
      actionId,
      id,
      index,
    ]);
  }
  return { id, actions: actionIds };
}

/** One action of a run (the run: the workflow, the event and the client). */
export async function insertExecution(
  t: TestApp,
  execution: { workflowId: string; actionId: string; clientId: string; eventId: string; status: string; createdAt: string },
): Promise<void> {
  await t.sql(
    `insert into automation_executions (id, workflow_id, action_id, client_id, event_id, trigger_data, status, scheduled_at, created_at)
     values ($1, $2, $3, $4, $5, '{}', $6, $7, $7)`,
    [randomUUID(), execution.workflowId, execution.actionId, execution.clientId, execution.eventId, execution.status, execution.createdAt],
  );
}
