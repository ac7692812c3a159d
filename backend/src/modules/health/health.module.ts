import { Module } from '@nestjs/common';
import { dependencyProbesProvider } from './dependency-probes';
import { HealthController } from './health.controller';
import { ReadinessService } from './readiness.service';

@Module({ controllers: [HealthController], providers: [dependencyProbesProvider, ReadinessService] })
export class HealthModule {}
