import { Controller, Get, Header, Inject, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Registry } from 'prom-client';
import { Public } from '../../common/decorators/public.decorator';
import { METRICS_REGISTRY } from './metrics-registry';
import { MetricsTokenGuard } from './metrics-token.guard';

/** Prometheus scrape endpoint. An operator's route, not part of the partner API, so left out of the OpenAPI document. */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(@Inject(METRICS_REGISTRY) private readonly registry: Registry) {}

  @Public()
  @UseGuards(MetricsTokenGuard)
  @Get()
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  scrape(): Promise<string> {
    return this.registry.metrics();
  }
}
