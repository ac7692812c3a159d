import { ApiProperty } from '@nestjs/swagger';

export type ServiceState = 'up' | 'down';

export class HealthResponseDto {
  @ApiProperty({ enum: ['ok', 'error'] })
  status: 'ok' | 'error';
  @ApiProperty({ enum: ['up', 'down'], enumName: 'ServiceState' })
  database: ServiceState;
  @ApiProperty({ enum: ['up', 'down'], enumName: 'ServiceState' })
  redis: ServiceState;
}

export class LivenessResponseDto {
  @ApiProperty({ enum: ['ok'] })
  status: 'ok';
}
