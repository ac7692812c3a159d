/** Query parameters whose values must never reach a log (tokens in links, signatures, passwords). */
const SECRET_PARAM = /token|secret|passw|signature|sig$|key|code|session|auth/i;

function paramName(part: string): string {
  const raw = part.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The request URL with the values of secret-looking query parameters replaced, the rest left as sent. */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const parts = url
    .slice(queryStart + 1)
    .split('&')
    .map((part) => (SECRET_PARAM.test(paramName(part)) ? `${part.split('=', 1)[0]}=[Redacted]` : part));
  return `${url.slice(0, queryStart)}?${parts.join('&')}`;
}
