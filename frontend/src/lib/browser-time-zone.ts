/**
 * The browser's IANA time zone ('Europe/London'), sent at sign-up so that a new account's times, reminders and days
 * are the person's own from the start (the profile changes it later). Undefined where the browser does not say.
 */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
