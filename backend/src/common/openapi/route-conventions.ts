import type { OpenAPIObject, OperationObject, ParameterObject, ReferenceObject, ResponseObject } from '@nestjs/swagger';
import type { RouteFacts } from './route-facts';

export const ERROR_SCHEMA_REF = '#/components/schemas/ErrorResponseDto';
/** Security scheme names declared by the document: a signed-in route takes either. */
export const BEARER_SCHEME = 'bearer';
export const COOKIE_SCHEME = 'cookie';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const WRITE_METHODS: ReadonlySet<string> = new Set(['post', 'put', 'patch', 'delete']);

const isParameter = (parameter: ParameterObject | ReferenceObject): parameter is ParameterObject => 'in' in parameter;
const sentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The error answers that follow from a route's shape, in the words a partner reads. */
function derivedErrors(method: string, operation: OperationObject, facts: RouteFacts): Map<string, string> {
  const errors = new Map<string, string>();
  const takesInput = Boolean(operation.requestBody) || (operation.parameters ?? []).some((p) => isParameter(p) && p.in === 'query');
  if (takesInput) errors.set('400', 'The input is invalid: `message` states the first problem, `errors` (when present) lists it per field.');
  if (!facts.isPublic) errors.set('401', 'No valid session: send `Authorization: Bearer <token>` or the `coach_session` cookie.');

  const refusals: string[] = [];
  if (facts.roles?.length) refusals.push(`the signed-in role is not ${facts.roles.join(' or ')}`);
  const permissions = facts.permissions ?? [];
  // Admin routes name the platform team's permissions; the others a business's staff permissions.
  const who = facts.roles?.includes('admin') ? 'a platform team member' : 'a staff member';
  if (permissions.length === 1) refusals.push(`${who} lacks the permission ${permissions[0]}`);
  if (permissions.length > 1) refusals.push(`${who} holds none of the permissions ${permissions.join(', ')}`);
  if (!facts.isPublic && WRITE_METHODS.has(method)) refusals.push('a cookie session sends no matching `X-CSRF-Token` header');
  if (refusals.length) errors.set('403', `Refused when ${refusals.join('; ')}.`);

  if (facts.idParams.length) {
    const names = facts.idParams.map((name) => `\`${name}\``).join(', ');
    errors.set('404', `Not found: no ${names} like this is visible to you (records of other businesses and ids that are not UUIDs answer 404 too).`);
  }
  return errors;
}

/**
 * Every error answers JSON in the one error shape, also on a route whose success is a file (@ApiProduces would
 * otherwise give its 4xx answers the file's media types).
 */
const withErrorSchema = (response: ResponseObject): ResponseObject => ({
  ...response,
  content: { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } },
});

/**
 * Completes each operation from what its route's metadata guarantees (see RouteFacts):
 * - security: none for @Public routes, otherwise the Bearer token or the session cookie;
 * - `x-permissions`: the staff permissions of which the route needs one (owners hold them all);
 * - the 400 / 401 / 403 / 404 answers that follow from its input, session, roles, permissions, CSRF and id
 *   parameters, each with the ErrorResponseDto schema (as every other 4xx gets);
 * - `format: uuid` on id path parameters.
 * A response the controller declares keeps its description; a declared 403 gets the guard's causes added.
 * Answers only a use case knows about (409, 429, a 404 for an id in the body) are declared on the controller
 * with @Api…Response decorators.
 */
export function applyRouteConventions(document: OpenAPIObject, factsByOperationId: ReadonlyMap<string, RouteFacts>): OpenAPIObject {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const facts = operation.operationId ? factsByOperationId.get(operation.operationId) : undefined;
      if (!facts) throw new Error(`OpenAPI: no route metadata for ${method.toUpperCase()} ${path} (operationId ${operation.operationId})`);

      operation.security = facts.isPublic ? [] : [{ [BEARER_SCHEME]: [] }, { [COOKIE_SCHEME]: [] }];
      // The permissions a staff member needs (one of them), from the @Access rule the guard reads: partners and the
      // permission matrix test read them here.
      if (facts.permissions?.length) (operation as OperationObject & { 'x-permissions'?: string[] })['x-permissions'] = [...facts.permissions];

      const responses = operation.responses as Record<string, ResponseObject>;
      for (const [status, derived] of derivedErrors(method, operation, facts)) {
        const declared = responses[status]?.description;
        const description = !declared
          ? derived
          : status === '403'
            ? `${sentence(declared)} Also ${derived.charAt(0).toLowerCase()}${derived.slice(1)}`
            : declared;
        responses[status] = { ...responses[status], description };
      }
      for (const [status, response] of Object.entries(responses)) {
        if (/^4\d\d$/.test(status)) responses[status] = withErrorSchema(response);
      }
      operation.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));

      for (const parameter of operation.parameters ?? []) {
        if (isParameter(parameter) && parameter.in === 'path' && facts.idParams.includes(parameter.name)) {
          parameter.schema = { ...parameter.schema, type: 'string', format: 'uuid' };
        }
      }
    }
  }
  return document;
}
