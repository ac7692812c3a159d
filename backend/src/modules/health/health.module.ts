import { Module } from '@nestjs/common';
import { dependencyProbesProvider } from './dependency-probes';
import { HealthController } from './health.controller';
import { ReadinessService } from './readiness.service';

/** Readiness is shared with the admin area's System section (each dependency's latency). */
@Module({ controllers: [HealthController], providers: [dependencyProbesProvider, ReadinessService], exports: [ReadinessService] })
export class HealthModule {}
