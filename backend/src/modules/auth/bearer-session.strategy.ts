import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-http-bearer';
import type { StrategyResult } from './session-credentials';
import { SessionsService } from './sessions.service';

export const BEARER_SESSION = 'session-bearer';

/** `Authorization: Bearer <token>` (API partners, scripts, sockets' `auth.token`): the token of a live session. */
@Injectable()
export class BearerSessionStrategy extends PassportStrategy(Strategy, BEARER_SESSION) {
  constructor(private readonly sessions: SessionsService) {
    super();
  }

  /**
   * Reads the Authorization header only: passport-http-bearer also takes an `access_token` query or body parameter,
   * and a token there ends up in access logs, browser history and Referer headers.
   */
  override authenticate(request: Request, options?: object): void {
    super.authenticate({ headers: { authorization: request.headers.authorization } } as Request, options);
  }

  async validate(token: string): Promise<StrategyResult> {
    const user = await this.sessions.findActiveUser(token);
    return user ? [user, { via: 'bearer', token }] : false;
  }
}
