import { ApiProperty } from '@nestjs/swagger';
import { ApiDateTime, ApiInteger } from '../../../common/openapi/property-formats';

export class DependencyStatusDto {
  @ApiProperty({ enum: ['up', 'down'], enumName: 'DependencyState' })
  status: 'up' | 'down';
  /** The round trip of a trivial command; null when it did not answer within 2 s. */
  @ApiProperty({ type: 'number', nullable: true })
  latencyMs: number | null;
}

export class QueueStatusDto {
  /** The BullMQ queue. */
  name: string;
  @ApiInteger()
  waiting: number;
  @ApiInteger()
  active: number;
  @ApiInteger()
  delayed: number;
  /** Jobs that failed for good (kept for inspection). */
  @ApiInteger()
  failed: number;
}

export class HttpFiguresDto {
  /** Requests this API instance answered since it started. */
  @ApiInteger()
  requests: number;
  /** Average requests per minute over the last `windowSeconds`. */
  @ApiProperty({ type: 'number' })
  requestsPerMinute: number;
  /**
   * The 95th percentile of response times over the last `windowSeconds`, as the upper bound of its histogram bucket;
   * null without requests in that time.
   */
  @ApiProperty({ type: 'number', nullable: true })
  p95Ms: number | null;
  /** The time the rate and p95 cover: the last five minutes, or since the start for a younger instance. */
  @ApiInteger()
  windowSeconds: number;
}

/** GET /api/admin/system: live figures of the instance that answers. */
export class SystemStatusResponseDto {
  database: DependencyStatusDto;
  redis: DependencyStatusDto;
  /** Every queue's depths; empty when Redis did not answer in time (see `queuesAvailable`). */
  @ApiProperty({ type: [QueueStatusDto] })
  queues: QueueStatusDto[];
  queuesAvailable: boolean;
  http: HttpFiguresDto;
  @ApiInteger()
  uptimeSeconds: number;
  /** The running backend's version. */
  version: string;
  @ApiDateTime()
  startedAt: string;
  @ApiDateTime()
  checkedAt: string;
}
