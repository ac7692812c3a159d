import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../../config/app-config';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** With METRICS_TOKEN set, the scraper must send `Authorization: Bearer <token>`; without it the metrics are open. */
@Injectable()
export class MetricsTokenGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const expected = this.config.METRICS_TOKEN;
    if (!expected) return true;
    const header = context.switchToHttp().getRequest<Request>().headers.authorization ?? '';
    const given = /^Bearer (.+)$/.exec(header)?.[1] ?? '';
    // Comparing digests keeps the comparison constant-time whatever the lengths.
    if (!timingSafeEqual(digest(given), digest(expected))) throw new UnauthorizedException('A valid metrics token is required');
    return true;
  }
}
