/**
 * The database rules of meetings (Migration20261124203643_Booking): no two self-booked appointments of a coach overlap
 * (`meetings_no_overlapping_bookings`, an exclusion constraint over the coach and the time range, btree_gist), and a
 * session never holds more people than its seats (`meetings_seats_check`).
 */
export const NO_OVERLAPPING_BOOKINGS = 'meetings_no_overlapping_bookings';

/** Whether the error is the database refusing a self-booking that overlaps another (SQLSTATE 23P01, exclusion_violation). */
export function isSlotConflict(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  if (!e) return false;
  return e.code === '23P01' || Boolean(e.message?.includes(NO_OVERLAPPING_BOOKINGS));
}

/**
 * Whether the error is a deadlock (SQLSTATE 40P01). Concurrent inserts that collide on the exclusion constraint can
 * deadlock rather than wait: each inserts its row, then checks the other's uncommitted one. PostgreSQL aborts one of
 * them; run again, it finds the winner's committed row and is refused as an ordinary overlap.
 */
export function isDeadlock(error: unknown): boolean {
  const e = error as { code?: string; name?: string } | null;
  return e?.code === '40P01' || e?.name === 'DeadlockException';
}
