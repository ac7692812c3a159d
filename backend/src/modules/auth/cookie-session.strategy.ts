import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';
import type { StrategyResult } from './session-credentials';
import { SessionsService } from './sessions.service';
import { namesBearerToken, readCookie, SESSION_COOKIE } from './session-token';

export const COOKIE_SESSION = 'session-cookie';

/** The httpOnly `coach_session` cookie (the browser): the token of a live session. Its writes need the CSRF token. */
@Injectable()
export class CookieSessionStrategy extends PassportStrategy(Strategy, COOKIE_SESSION) {
  constructor(private readonly sessions: SessionsService) {
    super();
  }

  /** A request that names a bearer token is judged by that token alone: the cookie does not stand in for a bad one. */
  async validate(request: Request): Promise<StrategyResult> {
    const token = namesBearerToken(request) ? undefined : readCookie(request, SESSION_COOKIE);
    const user = token ? await this.sessions.findActiveUser(token) : null;
    return user && token ? [user, { via: 'cookie', token }] : false;
  }
}
