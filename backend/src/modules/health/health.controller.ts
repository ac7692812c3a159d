import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { Public } from '../../common/decorators/public.decorator';
import { REDIS } from '../../infra/redis/redis.module';
import { HealthResponseDto, type ServiceState } from './health.response';

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** 200 when PostgreSQL and Redis answer, 503 when either does not. */
  @Public()
  @Get()
  @ApiOkResponse({ type: HealthResponseDto })
  @ApiServiceUnavailableResponse({ type: HealthResponseDto })
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthResponseDto> {
    const [database, redis] = await Promise.all([
      this.probe(() => this.em.getConnection().execute('select 1')),
      this.probe(() => this.redis.ping()),
    ]);
    const ok = database === 'up' && redis === 'up';
    response.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'error', database, redis };
  }

  private async probe(check: () => Promise<unknown>): Promise<ServiceState> {
    try {
      await withTimeout(check(), 2000);
      return 'up';
    } catch {
      return 'down';
    }
  }
}
