import { Controller, Get, Module, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { Public } from '../../common/decorators/public.decorator';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { eventually, registerUser } from '../../../test/factories';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface LogLine {
  level: string;
  msg: string;
  context?: string;
  requestId?: string;
  userId?: string;
  durationMs?: number;
  req?: { id: string; method: string; url: string };
  res?: { statusCode: number };
}

/** Answers 503 without throwing, as a dependency outage would. */
@Controller('log-probe')
class LogProbeController {
  @Public()
  @Get('unavailable')
  unavailable(@Res({ passthrough: true }) response: Response): { status: string } {
    response.status(503);
    return { status: 'error' };
  }

  @Public()
  @Get('crash')
  crash(): never {
    throw new Error('probe crash');
  }
}

@Module({ controllers: [LogProbeController] })
class LogProbeModule {}

/** nestjs-pino keeps one root logger per process: this file's app must be the first one created in it. */
describe('JSON request logs', () => {
  let t: TestApp;
  const raw: string[] = [];
  const lines = () => raw.map((text) => JSON.parse(text) as LogLine);
  /** The request lines (the ones with `res`) of one request id, once it has been logged. */
  const requestLines = (id: string) =>
    eventually(async () => {
      const found = lines().filter((line) => line.requestId === id && line.res);
      return found.length > 0 ? found : null;
    });

  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'log' }, imports: [LogProbeModule], logDestination: { write: (text: string) => void raw.push(text) } });
    t.app.useLogger(t.app.get(PinoNestLogger)); // as main.ts does: the app's own logs go through pino too
  });
  afterAll(() => t.close());

  it('echoes the caller X-Request-Id and logs exactly one plain JSON line for the request', async () => {
    const response = await t.http().get('/api/health').set('X-Request-Id', 'probe-one-line-1').expect(200);
    expect(response.headers['x-request-id']).toBe('probe-one-line-1');

    const logged = await requestLines('probe-one-line-1');
    await new Promise((resolve) => setTimeout(resolve, 200)); // a second line would have arrived by now
    expect(lines().filter((line) => line.requestId === 'probe-one-line-1' && line.res)).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 'info',
      msg: 'GET /api/health 200',
      req: { id: 'probe-one-line-1', method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
    });
    expect(typeof logged[0]!.durationMs).toBe('number');
    expect(raw.join('')).not.toContain('\u001b[');
  });

  it('generates a UUID when the caller sends no request id, and logs under it', async () => {
    const response = await t.http().get('/api/health/live').expect(200);
    const id = response.headers['x-request-id'] as string;
    expect(id).toMatch(UUID);
    expect(await requestLines(id)).toHaveLength(1);
  });

  it('replaces an absurd request id with a UUID', async () => {
    const tooLong = 'x'.repeat(129);
    const response = await t.http().get('/api/health/live').set('X-Request-Id', tooLong).expect(200);
    expect(response.headers['x-request-id']).toMatch(UUID);
    expect(raw.join('')).not.toContain(tooLong);
  });

  it('names the signed-in user on the request line', async () => {
    const user = await registerUser(t);
    await t.http().get('/api/auth/me').set(user.auth).set('X-Request-Id', 'probe-user-id-1').expect(200);
    const [line] = await requestLines('probe-user-id-1');
    expect(line!.userId).toBe(user.id);
  });

  it('never writes passwords, cookies, bearer tokens or secret query values', async () => {
    await t
      .http()
      .post('/api/auth/login?token=query-secret-value&page=2')
      .set('X-Request-Id', 'probe-redaction-1')
      .set('Cookie', 'coach_session=cookie-secret-value')
      .set('Authorization', 'Bearer bearer-secret-value')
      .send({ email: 'nobody@example.com', password: 'password-secret-value' });
    const [line] = await requestLines('probe-redaction-1');
    expect(line!.req!.url).toBe('/api/auth/login?token=[Redacted]&page=2');
    const everything = raw.join('');
    for (const secret of ['query-secret-value', 'cookie-secret-value', 'bearer-secret-value', 'password-secret-value'])
      expect(everything).not.toContain(secret);
  });

  it("carries the request id on the app's own logs, such as the error filter's stack, with secrets redacted", async () => {
    await t.http().get('/api/log-probe/crash?token=crash-secret-value').set('X-Request-Id', 'probe-crash-1').expect(500);
    const filterLine = await eventually(async () => lines().find((line) => line.requestId === 'probe-crash-1' && !line.res));
    expect(filterLine).toMatchObject({ level: 'error', context: 'Errors', msg: 'GET /api/log-probe/crash?token=[Redacted]' });
    expect(await requestLines('probe-crash-1')).toHaveLength(1);
    expect(raw.join('')).not.toContain('crash-secret-value');
  });

  it('logs a 5xx as one error line without a made-up stack', async () => {
    await t.http().get('/api/log-probe/unavailable').set('X-Request-Id', 'probe-5xx-1').expect(503);
    const [line] = await requestLines('probe-5xx-1');
    expect(line).toMatchObject({ level: 'error', msg: 'GET /api/log-probe/unavailable 503', res: { statusCode: 503 } });
    expect(line).not.toHaveProperty('err');
  });
});
