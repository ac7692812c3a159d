import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/decorators/public.decorator';
import { HealthResponseDto, LivenessResponseDto } from './health.response';
import { ReadinessService } from './readiness.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  /** 200 when PostgreSQL and Redis answer, 503 when either does not. */
  @Public()
  @Get()
  @ApiOperation({
    summary: 'Health of the API and its dependencies',
    description: 'PostgreSQL and Redis are each checked with a round trip; 503 names the one that did not answer.',
  })
  @ApiOkResponse({ type: HealthResponseDto, description: 'PostgreSQL and Redis answer' })
  @ApiServiceUnavailableResponse({ type: HealthResponseDto, description: 'PostgreSQL or Redis does not answer (the body says which)' })
  check(@Res({ passthrough: true }) response: Response): Promise<HealthResponseDto> {
    return this.answerReadiness(response);
  }

  @Public()
  @Get('live')
  @ApiOperation({
    summary: 'Liveness probe',
    description: 'The process is up and serving HTTP. Checks no dependency, so an outage of PostgreSQL or Redis does not get the process restarted.',
  })
  @ApiOkResponse({ type: LivenessResponseDto, description: 'The process serves HTTP' })
  live(): LivenessResponseDto {
    return { status: 'ok' };
  }

  @Public()
  @Get('ready')
  @ApiOperation({
    summary: 'Readiness probe',
    description: 'PostgreSQL and Redis are reachable, so requests can be served: 200, or 503 naming the dependency that did not answer.',
  })
  @ApiOkResponse({ type: HealthResponseDto, description: 'PostgreSQL and Redis answer' })
  @ApiServiceUnavailableResponse({ type: HealthResponseDto, description: 'PostgreSQL or Redis does not answer (the body says which)' })
  ready(@Res({ passthrough: true }) response: Response): Promise<HealthResponseDto> {
    return this.answerReadiness(response);
  }

  private async answerReadiness(response: Response): Promise<HealthResponseDto> {
    const result = await this.readiness.check();
    response.status(result.status === 'ok' ? 200 : 503);
    return result;
  }
}
