/**
 * The API root only. The endpoints are generated per OpenAPI tag into src/generated/<tag>.ts and imported from
 * `@coachcore/api-client/<tag>` (with their request and answer types), so each screen's chunk loads only the
 * endpoints it calls; a barrel of them all would put every endpoint back into the first chunk.
 */
export { baseApi } from './base-api';
