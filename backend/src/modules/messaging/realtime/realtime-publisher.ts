import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';

/**
 * Sends events to rooms once the gateway has started its server (the Redis adapter carries them to the sockets
 * of every API instance). Processes without the gateway (OpenAPI preview) publish nothing.
 */
@Injectable()
export class RealtimePublisher {
  private server: Server | null = null;

  attach(server: Server): void {
    this.server = server;
  }

  emit(rooms: string[], event: string, payload: unknown): void {
    this.server?.to(rooms).emit(event, payload);
  }

  /** The rooms a socket of this instance is in (what it hears). */
  roomsOf(socketId: string): string[] {
    return [...(this.server?.sockets.adapter.socketRooms(socketId) ?? [])];
  }
}
