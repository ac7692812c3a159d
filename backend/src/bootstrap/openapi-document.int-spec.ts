import { createTestApp, type TestApp } from '../../test/test-app';

type Operation = {
  security?: unknown[];
  tags?: string[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
  parameters?: { in: string; name: string; schema?: { format?: string; pattern?: string } }[];
};

/** The document the running API serves at /api/openapi.json, as a partner's tools read it. */
describe('OpenAPI document served by the API', () => {
  let t: TestApp;
  let document: {
    paths: Record<string, Record<string, Operation>>;
    tags: { name: string; description: string }[];
    servers: unknown[];
    components: { securitySchemes: Record<string, Record<string, unknown>> };
  };
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })));

  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.http().get('/api/openapi.json').expect(200)).body;
  });
  afterAll(() => t.close());

  it('public routes declare no security; signed-in ones take the Bearer token or the session cookie', () => {
    for (const path of ['/api/auth/login', '/api/auth/register']) expect(document.paths[path].post.security).toEqual([]);
    expect(document.paths['/api/health'].get.security).toEqual([]);
    expect(document.paths['/api/auth/me'].get.security).toEqual([{ bearer: [] }, { cookie: [] }]);
    expect(document.paths['/api/clients'].get.security).toEqual([{ bearer: [] }, { cookie: [] }]);
    expect(document.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer', description: expect.stringContaining('opaque') });
  });

  it("every 4xx answer has the error schema, every id path parameter is a UUID (or the coupons' 21-character id) with a 404", () => {
    for (const { path, method, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status.startsWith('4'))
          expect({ path, method, status, ref: response.content?.['application/json']?.schema?.$ref }).toEqual({
            path,
            method,
            status,
            ref: '#/components/schemas/ErrorResponseDto',
          });
      }
      for (const parameter of (operation.parameters ?? []).filter((p) => p.in === 'path' && p.name === 'id')) {
        // The spec gives coupons a text id of 21 random characters (document 2, platform_coupons); every other id is a UUID.
        const format = parameter.schema?.format ?? (parameter.schema?.pattern === '^[A-Za-z0-9_-]{21}$' && path.includes('coupons') ? 'coupon-id' : undefined);
        expect({ path, method, format, has404: '404' in operation.responses }).toEqual({
          path,
          method,
          format: path.includes('coupons') ? 'coupon-id' : 'uuid',
          has404: true,
        });
      }
    }
  });

  it('declares a server and, with a description, every tag an operation uses', () => {
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    const declared = new Set(document.tags.filter((tag) => tag.description).map((tag) => tag.name));
    for (const { path, operation } of operations())
      for (const tag of operation.tags ?? []) expect({ path, tag, declared: declared.has(tag) }).toEqual({ path, tag, declared: true });
  });
});
