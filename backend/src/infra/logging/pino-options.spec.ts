import type { IncomingMessage, ServerResponse } from 'node:http';
import { levelBelow } from './pino-options';

const request = {} as IncomingMessage;
const answered = (statusCode: number) => ({ statusCode }) as ServerResponse;

describe('levelBelow', () => {
  it('keeps only failed requests at the default level (warn)', () => {
    const sut = levelBelow('warn');
    expect(sut(request, answered(200))).toBe('silent');
    expect(sut(request, answered(404))).toBe('warn');
    expect(sut(request, answered(503))).toBe('error');
    expect(sut(request, answered(200), new Error('aborted'))).toBe('error');
  });

  it('logs every request at info (LOG_LEVEL=log)', () => {
    const sut = levelBelow('info');
    expect(sut(request, answered(201))).toBe('info');
    expect(sut(request, answered(400))).toBe('warn');
  });

  it('logs only server errors at error', () => {
    const sut = levelBelow('error');
    expect(sut(request, answered(429))).toBe('silent');
    expect(sut(request, answered(500))).toBe('error');
  });
});
