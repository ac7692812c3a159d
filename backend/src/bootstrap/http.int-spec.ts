import { createTestApp, type TestApp } from '../../test/test-app';

describe('HTTP conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/health reports PostgreSQL and Redis', async () => {
    await t.http().get('/api/health').expect(200, { status: 'ok', database: 'up', redis: 'up' });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await t.http().get('/api/does-not-exist').expect(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No route for GET /api/does-not-exist' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.http().post('/api/auth/login').set('Content-Type', 'application/json').send('{"email": ').expect(400);
    expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Malformed JSON in request body' });
  });

  it('refuses bodies over the size limit', async () => {
    const response = await t
      .http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'x'.repeat(2_000_000), password: 'y' }))
      .expect(413);
    expect(response.body.statusCode).toBe(413);
  });

  it('sets helmet headers and hides x-powered-by', async () => {
    const response = await t.http().get('/api/health');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const document = await t.http().get('/api/openapi.json').expect(200);
    expect(document.body.paths['/api/auth/login']).toBeDefined();
    const ui = await t.http().get('/api/docs').redirects(1).expect(200);
    expect(ui.text).toContain('swagger');
  });
});
