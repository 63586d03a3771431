/**
 * The ICE servers of the consultation room's peer connection (DESIGN §4 "Consultation room"):
 * STUN/TURN URLs from env `ICE_SERVERS` (comma-separated `stun:`, `turn:` or `turns:` URLs; none by
 * default), TURN ones with short-lived credentials per coturn's `use-auth-secret` scheme:
 * `username` = `<expiry unix seconds>:<user documentId>`, `credential` = base64(HMAC-SHA1(`TURN_SECRET`, username)),
 * valid `TURN_TTL_SECONDS` seconds (default 3600). Without `TURN_SECRET`, TURN URLs are left out.
 */
import { createHmac } from 'node:crypto';
import { clock } from '../contracts/clock';

/** One `RTCIceServer`. */
export interface IceServer {
  urls: string;
  username?: string;
  credential?: string;
}

/** Seconds a TURN credential stays valid (`TURN_TTL_SECONDS`, default 3600). */
export function turnTtlSeconds(): number {
  const value = Number(process.env.TURN_TTL_SECONDS);
  return Number.isInteger(value) && value > 0 ? value : 3600;
}

/** The credential of a TURN `username` under `secret`: base64(HMAC-SHA1(secret, username)). */
export function turnCredential(secret: string, username: string): string {
  return createHmac('sha1', secret).update(username).digest('base64');
}

/**
 * The ICE servers for the user of documentId `userId` at `now`.
 * @returns the servers and the lifetime of their credentials in seconds
 */
export function iceServersFor(userId: string, now = clock.now()): { iceServers: IceServer[]; ttl_seconds: number } {
  const ttl = turnTtlSeconds();
  const secret = process.env.TURN_SECRET ?? '';
  const urls = (process.env.ICE_SERVERS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => /^(stun|turn|turns):\S+$/i.test(url));
  const username = `${Math.floor(now.getTime() / 1000) + ttl}:${userId}`;
  const iceServers = urls.flatMap((url): IceServer[] => {
    if (/^stuns?:/i.test(url)) return [{ urls: url }];
    return secret ? [{ urls: url, username, credential: turnCredential(secret, username) }] : [];
  });
  return { iceServers, ttl_seconds: ttl };
}
