import type { Socket } from 'socket.io';
import type { AuthUser, Tenant } from '../../../common/http/authenticated-request';
import type { AppConfig } from '../../../config/app-config';

/** What an authenticated socket carries. */
export interface SocketData {
  user: AuthUser;
  tenant: Tenant;
  /** The session token it connected with, re-checked by the session sweep. */
  token: string;
}

export type AppSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

export type Permitted = (tenant: Tenant) => boolean;

/** The business side may message when it is the owner or a staff member granted send_messages; clients always. */
export const mayMessage: Permitted = (tenant) => tenant.clientId !== undefined || tenant.permissions === 'all' || tenant.permissions.includes('send_messages');

/**
 * The business's calendar: the owner, or a staff member granted schedule_sessions (as the meetings routes' @Access).
 * Staff with assigned clients too: what they hear is only that something changed, and the refetch goes through the
 * HTTP routes, which narrow meetings to their clients (group sessions and availability stay visible to them).
 */
export const maySeeSchedule: Permitted = (tenant) =>
  tenant.clientId === undefined && (tenant.permissions === 'all' || tenant.permissions.includes('schedule_sessions'));

/** Communities: also staff granted client_management (as the HTTP routes). */
export const mayUseCommunities: Permitted = (tenant) =>
  mayMessage(tenant) || (tenant.permissions !== 'all' && tenant.permissions.includes('client_management'));

/** The Redis key of the Socket.IO adapter's channels (the gateway's adapter and the workers' emitter). */
export const socketAdapterKey = (config: Pick<AppConfig, 'REDIS_PREFIX'>): string => `${config.REDIS_PREFIX}:socket.io`;
