/**
 * Today on the calendar of the device the person holds, `YYYY-MM-DD`: the day a client logs food or a workout for,
 * and the first day a coach can plan. One definition, so the portal's pages agree (the food log once took the UTC day,
 * tomorrow already for a client in California in the evening, while their workouts took the local one).
 */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
