import { mayMessage, maySeeSchedule, type SocketData } from './socket-types';

/**
 * Socket.IO rooms. A socket joins its user's and its session's rooms (revocation), its side of the business's
 * conversations (`business:` for the owner and staff allowed to message, `client:` for a client's sign-in), and on
 * request the rooms of the conversation and communities it opens (after the same checks as the HTTP routes).
 */
export const ROOMS = {
  user: (userId: string) => `user:${userId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  business: (businessId: string) => `business:${businessId}`,
  /** Every socket of a business's people (owner, staff, clients): re-checked when the business is suspended. */
  tenant: (businessId: string) => `tenant:${businessId}`,
  /** The business side of one client's conversation: what a staff member assigned to that client hears instead of `business:`. */
  businessSide: (clientId: string) => `business-side:${clientId}`,
  client: (clientId: string) => `client:${clientId}`,
  conversation: (clientId: string) => `conversation:${clientId}`,
  community: (communityId: string) => `community:${communityId}`,
  /** Every signed-in client of a business: what all of them see changes (the coach's free slots, group sessions). */
  businessClients: (businessId: string) => `business-clients:${businessId}`,
  /** The business side of its calendar: the owner and staff who may see the schedule (schedule_sessions). */
  schedule: (businessId: string) => `schedule:${businessId}`,
} as const;

/**
 * The rooms a socket is in by who it is: its user's, its session's, its side of the business's conversations (all
 * of them, or for a staff member with assigned clients, the business side of those clients' conversations only), and
 * the business's calendar for the owner and staff who may see the schedule.
 */
export function ownRooms({ user, tenant }: SocketData): string[] {
  const rooms = [ROOMS.user(user.id), ROOMS.session(user.sessionId), ROOMS.tenant(tenant.businessId)];
  if (tenant.clientId) rooms.push(ROOMS.client(tenant.clientId), ROOMS.businessClients(tenant.businessId));
  else if (mayMessage(tenant)) rooms.push(...(tenant.clientIds ? tenant.clientIds.map(ROOMS.businessSide) : [ROOMS.business(tenant.businessId)]));
  if (maySeeSchedule(tenant)) rooms.push(ROOMS.schedule(tenant.businessId));
  return rooms;
}

/** Events the server sends. */
export const SERVER_EVENTS = {
  messageNew: 'message:new',
  messageUpdated: 'message:updated',
  messageDeleted: 'message:deleted',
  messagesRead: 'messages:read',
  /** Someone of the other side is typing in a conversation (a page shows it for a few seconds). */
  typing: 'conversation:typing',
  communityPost: 'community:post',
  communityReaction: 'community:reaction',
  communityChanged: 'community:changed',
  /** The business's calendar changed (a booking, a move, a cancellation, a seat): free slots and sessions are stale. */
  scheduleChanged: 'schedule:changed',
} as const;

/** Events a socket sends (each answered through its acknowledgement callback). */
export const CLIENT_EVENTS = {
  sync: 'messages:sync',
  openConversation: 'conversation:open',
  /** The socket's person is typing to `withUser` (sent at most every couple of seconds while they type). */
  typing: 'conversation:typing',
  joinCommunity: 'community:join',
  leaveCommunity: 'community:leave',
} as const;

/**
 * Events between the API instances (Socket.IO server-side emits, through the Redis adapter): `reauthorise` names
 * rooms whose sockets each instance re-checks, after a change of rights (sent by the socket-access subscribers).
 */
export const INSTANCE_EVENTS = {
  reauthorise: 'sockets:reauthorise',
} as const;
