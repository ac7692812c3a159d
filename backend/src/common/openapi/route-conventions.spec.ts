import type { OpenAPIObject, OperationObject, ResponseObject } from '@nestjs/swagger';
import { applyRouteConventions, ERROR_SCHEMA_REF } from './route-conventions';
import type { RouteFacts } from './route-facts';

const signedIn: RouteFacts = { isPublic: false, idParams: [] };

function documentWith(paths: Record<string, Record<string, OperationObject>>): OpenAPIObject {
  return { openapi: '3.0.0', info: { title: 't', version: '1' }, paths, components: {} } as OpenAPIObject;
}

const ok = (): Record<string, ResponseObject> => ({ '200': { description: 'The thing' } });

describe('applyRouteConventions', () => {
  it('declares no security on public routes and Bearer or cookie on every other one', () => {
    const document = documentWith({
      '/api/auth/login': { post: { operationId: 'Auth_login', responses: ok() } },
      '/api/auth/me': { get: { operationId: 'Auth_me', responses: ok(), security: [{ cookie: [] }] } },
    });
    applyRouteConventions(
      document,
      new Map([
        ['Auth_login', { isPublic: true, idParams: [] }],
        ['Auth_me', signedIn],
      ]),
    );
    expect(document.paths['/api/auth/login'].post!.security).toEqual([]);
    expect(document.paths['/api/auth/me'].get!.security).toEqual([{ bearer: [] }, { cookie: [] }]);
  });

  it('derives 400 from a body or query, 401 from the session, 403 from roles, permissions and CSRF, 404 and uuid from id params', () => {
    const document = documentWith({
      '/api/things/{id}': {
        patch: {
          operationId: 'Things_update',
          parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'string' } }],
          requestBody: { content: { 'application/json': { schema: {} } } },
          responses: ok(),
        },
        get: { operationId: 'Things_get', parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'string' } }], responses: ok() },
      },
    });
    applyRouteConventions(
      document,
      new Map([
        ['Things_update', { isPublic: false, roles: ['business', 'staff'], permissions: ['client_management'], idParams: ['id'] }],
        ['Things_get', { isPublic: false, permissions: ['view_clients', 'client_management'], idParams: ['id'] }],
      ]),
    );
    const update = document.paths['/api/things/{id}'].patch!;
    expect(Object.keys(update.responses)).toEqual(['200', '400', '401', '403', '404']);
    expect((update.responses['403'] as ResponseObject).description).toBe(
      'Refused when the signed-in role is not business or staff; a staff member lacks the permission client_management; a cookie session sends no matching `X-CSRF-Token` header.',
    );
    expect((update.responses['404'] as ResponseObject).content).toEqual({ 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } });
    expect(update.parameters).toEqual([{ in: 'path', name: 'id', required: true, schema: { type: 'string', format: 'uuid' } }]);
    // A read has no input and no CSRF check: the session, the permissions and the id can fail.
    const get = document.paths['/api/things/{id}'].get!;
    expect(Object.keys(get.responses)).toEqual(['200', '401', '403', '404']);
    expect((get.responses['403'] as ResponseObject).description).toBe(
      'Refused when a staff member holds none of the permissions view_clients, client_management.',
    );
    // The permissions themselves, for partners and the permission matrix test.
    expect((update as { 'x-permissions'?: string[] })['x-permissions']).toEqual(['client_management']);
    expect((get as { 'x-permissions'?: string[] })['x-permissions']).toEqual(['view_clients', 'client_management']);
  });

  it('keeps what a controller declares, adds the guard causes to a declared 403 and the error schema to every 4xx', () => {
    const document = documentWith({
      '/api/user/profile': {
        put: {
          operationId: 'Users_updateProfile',
          requestBody: { content: { 'application/json': { schema: {} } } },
          responses: {
            ...ok(),
            '400': { description: 'Own words' },
            '403': { description: 'Address on the platform domain' },
            '409': { description: 'Taken' },
          },
        },
      },
    });
    applyRouteConventions(document, new Map([['Users_updateProfile', signedIn]]));
    const responses = document.paths['/api/user/profile'].put!.responses as Record<string, ResponseObject>;
    expect(responses['400'].description).toBe('Own words');
    expect(responses['403'].description).toBe('Address on the platform domain. Also refused when a cookie session sends no matching `X-CSRF-Token` header.');
    expect(responses['409'].content).toEqual({ 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } });
    expect(responses['200'].content).toBeUndefined();
  });

  it('gives a file route’s 404 the JSON error schema, not the file’s media type', () => {
    const document = documentWith({
      '/api/calendar-feeds/{file}': {
        get: {
          operationId: 'Feeds_feed',
          responses: {
            '200': { description: 'The calendar', content: { 'text/calendar': { schema: { type: 'string' } } } },
            '404': { description: 'No such feed', content: { 'text/calendar': { schema: { $ref: ERROR_SCHEMA_REF } } } },
          },
        },
      },
    });
    applyRouteConventions(document, new Map([['Feeds_feed', { ...signedIn, isPublic: true }]]));
    const responses = document.paths['/api/calendar-feeds/{file}'].get!.responses as Record<string, ResponseObject>;
    expect(responses['404'].content).toEqual({ 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } });
    expect(responses['200'].content).toEqual({ 'text/calendar': { schema: { type: 'string' } } });
  });

  it('refuses an operation it has no route metadata for, so nothing goes out undocumented', () => {
    const document = documentWith({ '/api/x': { get: { operationId: 'X_get', responses: ok() } } });
    expect(() => applyRouteConventions(document, new Map())).toThrow('no route metadata for GET /api/x');
  });
});
