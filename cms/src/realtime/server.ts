/**
 * The Socket.IO server of the consultation room (DESIGN §4 "Consultation room"), attached to Strapi's
 * HTTP server at path `/socket.io`: opened in the application's bootstrap, closed in its destroy.
 * With `REDIS_URL` set, servers share rooms through `@socket.io/redis-streams-adapter` (so the two
 * parties may be connected to different processes); its Redis stream and Pub/Sub channels are named
 * after `REALTIME_REDIS_PREFIX` (default `socket.io`), so that separate deployments (or test runs) on one
 * Redis do not hear each other. Handshake: `handshake.ts`; events: `room-events.ts` (a booking's room)
 * or `webinar-events.ts` (a webinar's live session, media through `webinar-sfu.ts`), each first through
 * the size and rate limits of `event-limits.ts`.
 */
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { allowedOrigins } from '../lib/origins';
import { limitEvents, MAX_MESSAGE_BYTES } from './event-limits';
import { admitSocket, HandshakeError, isWebinarSocket, type RealtimeSocketData } from './handshake';
import { attachRoomBroadcast, detachRoomBroadcast } from './room-broadcast';
import { enterRoom } from './room-events';
import { attachWebinarState, detachWebinarState, enterWebinar } from './webinar-events';
import { closeAllMedia } from './webinar-sfu';

let io: Server | undefined;
let redis: import('ioredis').Redis | undefined;

/** The running Socket.IO server, if opened. */
export const realtimeServer = (): Server | undefined => io;

/**
 * Attach the room's Socket.IO server to `httpServer` (once).
 * @returns the server
 */
export function openRealtime(httpServer: HttpServer): Server {
  if (io) return io;
  const url = process.env.REDIS_URL;
  let adapter: ReturnType<typeof createAdapter> | undefined;
  if (url) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const Redis = require('ioredis') as typeof import('ioredis').default;
    redis = new Redis(url, { maxRetriesPerRequest: null });
    redis.on('error', (error: Error) => strapi.log.warn(`[realtime] Redis: ${error.message}`));
    const prefix = process.env.REALTIME_REDIS_PREFIX || 'socket.io';
    adapter = createAdapter(redis, { streamName: prefix, channelPrefix: prefix });
  }
  const origins = allowedOrigins();
  io = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    // The largest message read before the connection is cut (bytes): twice the largest event's limit.
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    cors: { origin: origins, credentials: false },
    ...(adapter ? { adapter } : {}),
  });
  io.use((socket, next) => {
    admitSocket(socket)
      .then((data) => {
        socket.data = data;
        next();
      })
      .catch((error: unknown) => {
        if (error instanceof HandshakeError) return next(error);
        strapi.log.error(error as Error);
        next(new HandshakeError('Internal server error.', { code: 'failed' }));
      });
  });
  const server = io;
  attachRoomBroadcast(server, { clustered: Boolean(adapter) });
  attachWebinarState(server, { clustered: Boolean(adapter) });
  server.on('connection', (socket) => {
    // Every event the party sends is checked against its size and rate limits before its handler.
    limitEvents(socket);
    (isWebinarSocket(socket.data as RealtimeSocketData) ? enterWebinar(server, socket) : enterRoom(server, socket)).catch((error: Error) => {
      strapi.log.error(error);
      socket.disconnect(true);
    });
  });
  return server;
}

/**
 * Close every room connection and the Redis connection of the adapter, leaving the HTTP server to
 * Strapi (which closes it itself).
 */
export async function closeRealtime(): Promise<void> {
  const server = io;
  const client = redis;
  io = undefined;
  redis = undefined;
  detachRoomBroadcast();
  detachWebinarState();
  await closeAllMedia();
  if (server) {
    server.disconnectSockets(true);
    await Promise.allSettled([server.of('/').adapter.close()]);
    server.engine.close();
  }
  if (client) await client.quit().catch(() => undefined);
}
