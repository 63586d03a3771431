/**
 * The room's Socket.IO connection (docs/api-room.md "Socket.IO" and "Web"): connects with the role's
 * session through `lib/socket`, reconnects, and says what the page must show.
 *
 * - Transport failures (network down, server restarting): Socket.IO reconnects by itself with its
 *   back-off; meanwhile `status` is `reconnecting`.
 * - A refusal of the handshake (`connect_error` with `data.code`): `unauthorized` first renews the
 *   session once (`lib/session-refresh`) and connects again with the new token, else signs the role out
 *   (the area's guard then sends the person to sign in); `failed` is retried after a pause, `too_many`
 *   (too many connections from this address) after the pause the server names;
 *   `not_found`, `too_early` and `closed` end the attempt (`status` `refused`, with the refusal).
 * - `room:replaced` (the same person opened the room elsewhere): `status` `replaced`; {@link
 *   RoomConnection.takeOver} connects again here, which replaces the other connection in turn.
 * - `room:closed`: `status` `closed` with `closedAt` and `closedReason` (`ended`, `cancelled`, or `moved`
 *   when the booking was moved to a window that is not open now).
 * - `room:ejected` (this connection sent too much or too fast, past the room's limits, and the server
 *   closed it): `status` `ejected`, not reconnected by itself (a page that keeps flooding would be closed
 *   again and again); {@link RoomConnection.reconnect} connects again when the person chooses to.
 * - `room:changed` (the booking was moved): `onChanged` is called, so the page reads the room again.
 * - The other party's presence: `room:peer` when it connects or leaves, and its `rtc:restart`
 *   signals (see model/call-signals): `here` answers a `room:peer` — the one way a newcomer learns that
 *   the other party was already there — and tells whether it is in the call.
 *
 * @module features/consultation-room/hooks/use-room-socket
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { refreshSession } from '../../../lib/session-refresh';
import { isLoggedIn, sessions } from '../../../lib/session';
import { createRoomSocket, refusalOf, type RoomRefusal } from '../../../lib/socket';
import { restartSignalOf } from '../model/call-signals';
import type { ClosedEvent, ClosedReason, PeerEvent, RoomRole } from '../model/types';
import { clock } from '../../../lib/clock';

/** Where the connection stands. */
export type RoomConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'refused' | 'replaced' | 'closed' | 'ejected';

/** What {@link useRoomSocket} returns. */
export interface RoomConnection {
  /** The socket (`null` until created); other hooks subscribe to its events. */
  socket: Socket | null;
  status: RoomConnectionStatus;
  /** Why the server refused the connection (`status` `refused`). */
  refusal: RoomRefusal | null;
  /** When the room closed (`status` `closed`), UTC ISO 8601. */
  closedAt: string | null;
  /** Why it closed (`status` `closed`): the window ended, the booking was cancelled or moved. */
  closedReason: ClosedReason | null;
  /** The other party is connected to the room. */
  peerPresent: boolean;
  /** The other party is in the call (has joined, not left). */
  peerInCall: boolean;
  /** Connect again after `replaced` (this tab takes the room back). */
  takeOver: () => void;
  /** Connect again after `ejected`. */
  reconnect: () => void;
}

/** Pause before trying again after a `failed` refusal (ms). */
const FAILED_RETRY_MS = 3_000;

/**
 * Connects to the room `roomId` as `role` while `enabled`.
 *
 * @param inCall - whether this side is in the call (told to the other party in `here`).
 * @param onChanged - called when the booking was moved (`room:changed`) or closed because it was moved.
 */
export function useRoomSocket(role: RoomRole, roomId: string, enabled: boolean, inCall: boolean, onChanged?: () => void): RoomConnection {
  const [socket, setSocket] = useState<Socket | null>(null);
  const [status, setStatus] = useState<RoomConnectionStatus>('connecting');
  const [refusal, setRefusal] = useState<RoomRefusal | null>(null);
  const [closedAt, setClosedAt] = useState<string | null>(null);
  const [closedReason, setClosedReason] = useState<ClosedReason | null>(null);
  const onChangedRef = useRef(onChanged);
  const [peerPresent, setPeerPresent] = useState(false);
  const [peerInCall, setPeerInCall] = useState(false);
  const inCallRef = useRef(inCall);
  /** Set once the server said `room:replaced`, `room:closed` or `room:ejected`: its disconnection is not retried. */
  const endedByServer = useRef<'replaced' | 'closed' | 'ejected' | null>(null);

  useEffect(() => {
    inCallRef.current = inCall;
  }, [inCall]);
  useEffect(() => {
    onChangedRef.current = onChanged;
  }, [onChanged]);

  useEffect(() => {
    if (!enabled) return undefined;
    const connection = createRoomSocket({ role, roomId, autoConnect: false });
    let ended = false;
    let refreshed = false;
    let retry: number | undefined;
    const peerGone = () => {
      setPeerPresent(false);
      setPeerInCall(false);
    };

    connection.on('connect', () => {
      refreshed = false;
      setRefusal(null);
      setStatus('connected');
    });
    connection.on('connect_error', (error: Error) => {
      const refused = refusalOf(error);
      if (!refused) {
        // A transport failure: Socket.IO tries again by itself.
        setStatus('reconnecting');
        return;
      }
      if (refused.code === 'failed' || refused.code === 'too_many') {
        setStatus('reconnecting');
        retry = window.setTimeout(() => connection.connect(), Math.max(FAILED_RETRY_MS, (refused.retry_after_seconds ?? 0) * 1000));
        return;
      }
      if (refused.code === 'unauthorized') {
        const session = sessions.get(role);
        const token = isLoggedIn(session) ? session.Token : '';
        if (token && !refreshed) {
          refreshed = true;
          void refreshSession(role, token).then((fresh) => {
            if (ended) return;
            if (fresh) connection.connect();
            else sessions.expire(role, token);
          });
          return;
        }
        if (token) sessions.expire(role, token);
      }
      setRefusal(refused);
      setStatus('refused');
    });
    connection.on('disconnect', (reason) => {
      peerGone();
      if (ended) return;
      if (endedByServer.current || reason === 'io client disconnect') return;
      setStatus('reconnecting');
      // Closed by the server for another reason than `room:replaced`, `room:closed` or `room:ejected`: try again.
      if (reason === 'io server disconnect') retry = window.setTimeout(() => connection.connect(), FAILED_RETRY_MS);
    });
    connection.on('room:replaced', () => {
      endedByServer.current = 'replaced';
      setStatus('replaced');
    });
    connection.on('room:closed', (event: ClosedEvent) => {
      endedByServer.current = 'closed';
      setClosedAt(typeof event?.closed_at === 'string' ? event.closed_at : clock.now().toISOString());
      const reason = event?.reason === 'cancelled' || event?.reason === 'moved' ? event.reason : 'ended';
      setClosedReason(reason);
      setStatus('closed');
      if (reason === 'moved') onChangedRef.current?.();
    });
    connection.on('room:ejected', () => {
      endedByServer.current = 'ejected';
      setStatus('ejected');
    });
    connection.on('room:changed', () => onChangedRef.current?.());
    connection.on('room:peer', (event: PeerEvent) => {
      if (event?.present) {
        setPeerPresent(true);
        // Tell the newcomer that this side is here (it receives no `room:peer` for us).
        connection.emit('rtc:restart', { type: 'here', inCall: inCallRef.current });
      } else {
        peerGone();
      }
    });
    connection.on('rtc:restart', (payload: unknown) => {
      const signal = restartSignalOf(payload);
      if (!signal) return;
      setPeerPresent(true);
      if (signal.type === 'here') setPeerInCall(signal.inCall);
      else if (signal.type === 'hello' || signal.type === 'welcome') setPeerInCall(true);
      else if (signal.type === 'bye') setPeerInCall(false);
    });

    endedByServer.current = null;
    setSocket(connection);
    setStatus('connecting');
    connection.connect();
    return () => {
      ended = true;
      window.clearTimeout(retry);
      connection.removeAllListeners();
      connection.disconnect();
      setSocket(null);
    };
  }, [enabled, role, roomId]);

  // Joining or leaving the call is told to the other party at once.
  useEffect(() => {
    if (socket?.connected) socket.emit('rtc:restart', { type: 'here', inCall });
  }, [socket, inCall]);

  const takeOver = useCallback(() => {
    if (!socket) return;
    endedByServer.current = null;
    setStatus('connecting');
    socket.connect();
  }, [socket]);

  return { socket, status, refusal, closedAt, closedReason, peerPresent, peerInCall, takeOver, reconnect: takeOver };
}
