import { mayMessage, type SocketData } from './socket-types';

/**
 * Socket.IO rooms. A socket joins its user's and its session's rooms (revocation), its side of the business's
 * conversations (`business:` for the owner and staff allowed to message, `client:` for a client's sign-in), and on
 * request the rooms of the conversation and communities it opens (after the same checks as the HTTP routes).
 */
export const ROOMS = {
  user: (userId: string) => `user:${userId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  business: (businessId: string) => `business:${businessId}`,
  client: (clientId: string) => `client:${clientId}`,
  conversation: (clientId: string) => `conversation:${clientId}`,
  community: (communityId: string) => `community:${communityId}`,
} as const;

/** The rooms a socket is in by who it is: its user's, its session's, and its side of the business's conversations. */
export function ownRooms({ user, tenant }: SocketData): string[] {
  const rooms = [ROOMS.user(user.id), ROOMS.session(user.sessionId)];
  if (tenant.clientId) rooms.push(ROOMS.client(tenant.clientId));
  else if (mayMessage(tenant)) rooms.push(ROOMS.business(tenant.businessId));
  return rooms;
}

/** Events the server sends. */
export const SERVER_EVENTS = {
  messageNew: 'message:new',
  messagesRead: 'messages:read',
  communityPost: 'community:post',
  communityReaction: 'community:reaction',
  communityChanged: 'community:changed',
} as const;

/** Events a socket sends (each answered through its acknowledgement callback). */
export const CLIENT_EVENTS = {
  sync: 'messages:sync',
  openConversation: 'conversation:open',
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
