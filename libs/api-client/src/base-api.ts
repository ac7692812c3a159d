import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'include',
  prepareHeaders: (headers, { type }) => {
    // Cookie-authenticated writes echo the csrf_token cookie (double submit).
    const csrf = readCookie('csrf_token');
    if (csrf && type === 'mutation') headers.set('X-CSRF-Token', decodeURIComponent(csrf));
    return headers;
  },
});

/**
 * The one API root. Endpoints are generated from openapi.json into src/generated/<tag>.ts (one module per OpenAPI tag,
 * each injecting its endpoints here) and never edited by hand; cache tags are added with enhanceEndpoints in the
 * frontend (src/lib/api and each feature's api.ts), after the module's injection.
 * Data-client defaults of the spec: no retries, no refetch on focus or reconnect, no polling, never stale.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: async (args, api, extra) => {
    const request = typeof args === 'string' ? { url: args } : args;
    if (request.method && !SAFE_METHODS.has(request.method.toUpperCase())) {
      return rawBaseQuery(request, { ...api, type: 'mutation' }, extra);
    }
    return rawBaseQuery(request, api, extra);
  },
  endpoints: () => ({}),
  keepUnusedDataFor: 60 * 60 * 24 * 365,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
});
