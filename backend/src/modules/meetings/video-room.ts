import { randomBytes } from 'node:crypto';

/**
 * A room of its own on the open video service (VIDEO_ROOM_BASE_URL, Jitsi Meet by default) for a video meeting that
 * has no link: the name is random (80 bits), so nobody finds the room by guessing, and opening the link opens the room.
 */
export function videoRoomUrl(baseUrl: string): string {
  return `${baseUrl}CoachCore-${randomBytes(10).toString('hex')}`;
}
