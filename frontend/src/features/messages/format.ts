/** Bubble time: 14:05 (the reader's locale and clock). */
export const timeOf = (iso: string): string => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** The list's last message date: the time today, otherwise the day. */
export function lastMessageDate(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return date.toDateString() === now.toDateString() ? timeOf(iso) : date.toLocaleDateString([], { month: 'short', day: 'numeric' });
}

export const initialsOf = (firstName: string, lastName: string): string => `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
