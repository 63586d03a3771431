/**
 * The room's chat (docs/api-room.md; spec §2 "chat-room"): the booking's history (`GET
 * bookings/:id/messages`, newest page first, earlier pages on demand) merged with the live messages
 * (`chat:message`), sending (`chat:send` with its acknowledgement; files through `POST
 * rooms/:roomId/files`), the typing indicator both ways (`chat:typing`) and read receipts both ways
 * (`chat:read`: the other party's messages are marked read while the page is visible; the other
 * party's receipts mark this side's messages read).
 *
 * After a reconnection the newest page is read again, so that messages sent meanwhile appear.
 *
 * @module features/consultation-room/hooks/use-chat
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Socket } from 'socket.io-client';
import { ApiError, type UploadProgress } from '../../../lib/api-client';
import { FILE_RULES, uploadErrorMessage } from '../../../lib/files';
import { getMessages } from '../api/get-messages';
import { sendFile } from '../api/send-file';
import { lastFromOther, markRead, mergeMessages, MESSAGES_PAGE_SIZE } from '../model/messages';
import type { ChatAck, ReadEvent, RoomMessage, RoomRole, TypingEvent } from '../model/types';
import { clock } from '../../../lib/clock';

/** How long a `chat:send` waits for its acknowledgement (ms). */
const SEND_TIMEOUT_MS = 10_000;
/** At most one "typing" signal this often (ms). */
const TYPING_THROTTLE_MS = 2_500;
/** "Stopped typing" after this long without a keystroke (ms). */
const TYPING_IDLE_MS = 4_000;
/** The other party's "typing" fades after this long without news (ms). */
const PEER_TYPING_TTL_MS = 6_000;

/** What {@link useChat} returns. */
export interface Chat {
  /** Oldest first. */
  messages: RoomMessage[];
  /** The history is being read. */
  loading: boolean;
  /** The history could not be read (the live messages still arrive). */
  loadError: ApiError | null;
  /** Earlier pages exist. */
  hasEarlier: boolean;
  loadEarlier: () => Promise<void>;
  /**
   * Sends a text message.
   * @returns `null` when sent, else the message to show (the server's, in the user's language).
   */
  send: (text: string) => Promise<string | null>;
  /**
   * Sends a file with an optional caption.
   * @returns `null` when sent, else the message to show (413/415: the server's).
   */
  sendFile: (file: File, text?: string, onProgress?: (progress: UploadProgress) => void) => Promise<string | null>;
  /** Tells the other party this side is typing (throttled; "stopped" follows by itself). */
  typing: () => void;
  /** The other party is typing. */
  peerTyping: boolean;
}

/** Options of {@link useChat}. */
export interface ChatOptions {
  role: RoomRole;
  roomId: string;
  /** The booking's id (`Room.booking.id`). */
  bookingId: string;
  socket: Socket | null;
  /** The socket is connected. */
  connected: boolean;
}

/** The chat of one room. */
export function useChat({ role, roomId, bookingId, socket, connected }: ChatOptions): Chat {
  const { t } = useTranslation();
  const [messages, setMessages] = useState<RoomMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  /** The oldest history page loaded (`null` before the first read). */
  const [oldestPage, setOldestPage] = useState<number | null>(null);
  const [peerTyping, setPeerTyping] = useState(false);
  const lastTyping = useRef(0);
  const idleTimer = useRef<number | undefined>(undefined);
  const peerTypingTimer = useRef<number | undefined>(undefined);
  const lastReadSent = useRef<string | null>(null);
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');

  /** Reads the newest page (and the one before when it is short) and merges it in. */
  const loadNewest = useCallback(async () => {
    try {
      const first = await getMessages(role, bookingId, 1);
      const pageCount = first.meta.pagination.pageCount;
      let newest = first.data;
      let oldest = 1;
      if (pageCount > 1) {
        const last = await getMessages(role, bookingId, pageCount);
        newest = last.data;
        oldest = pageCount;
        if (last.data.length < MESSAGES_PAGE_SIZE / 2) {
          const before = await getMessages(role, bookingId, pageCount - 1);
          newest = [...before.data, ...last.data];
          oldest = pageCount - 1;
        }
      }
      setMessages((current) => mergeMessages(current, newest));
      setOldestPage((current) => (current === null ? oldest : Math.min(current, oldest)));
      setLoadError(null);
    } catch (error) {
      setLoadError(error instanceof ApiError ? error : new ApiError(0, 'NetworkError', String(error)));
    } finally {
      setLoading(false);
    }
  }, [role, bookingId]);

  useEffect(() => {
    void loadNewest();
  }, [loadNewest]);

  // Live events.
  useEffect(() => {
    if (!socket) return undefined;
    let connectedBefore = socket.connected;
    const onMessage = (message: RoomMessage) => {
      setMessages((current) => mergeMessages(current, [message]));
      setPeerTyping(false);
    };
    const onTyping = (event: TypingEvent) => {
      window.clearTimeout(peerTypingTimer.current);
      setPeerTyping(Boolean(event?.typing));
      if (event?.typing) peerTypingTimer.current = window.setTimeout(() => setPeerTyping(false), PEER_TYPING_TTL_MS);
    };
    const onRead = (event: ReadEvent) => {
      if (typeof event?.upTo === 'string' && typeof event.read_at === 'string') setMessages((current) => markRead(current, role, event.upTo, event.read_at));
    };
    const onConnect = () => {
      // A reconnection: what was sent meanwhile is in the history.
      if (connectedBefore) void loadNewest();
      connectedBefore = true;
      lastReadSent.current = null;
    };
    const onDisconnect = () => setPeerTyping(false);
    socket.on('chat:message', onMessage);
    socket.on('chat:typing', onTyping);
    socket.on('chat:read', onRead);
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    return () => {
      socket.off('chat:message', onMessage);
      socket.off('chat:typing', onTyping);
      socket.off('chat:read', onRead);
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      window.clearTimeout(peerTypingTimer.current);
    };
  }, [socket, role, loadNewest]);

  useEffect(() => {
    const onVisibility = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  // Read receipts: the other party's newest message, once this page is visible.
  useEffect(() => {
    if (!socket || !connected || !visible) return;
    const newest = lastFromOther(messages, role);
    if (!newest || newest.read_at || lastReadSent.current === newest.id) return;
    lastReadSent.current = newest.id;
    socket.emit('chat:read', { upTo: newest.id }, () => undefined);
  }, [socket, connected, visible, messages, role]);

  const stopTyping = useCallback(() => {
    window.clearTimeout(idleTimer.current);
    if (lastTyping.current && socket?.connected) socket.emit('chat:typing', { typing: false });
    lastTyping.current = 0;
  }, [socket]);

  const typing = useCallback(() => {
    if (!socket?.connected) return;
    const now = clock.ms();
    if (now - lastTyping.current > TYPING_THROTTLE_MS) {
      socket.emit('chat:typing', { typing: true });
      lastTyping.current = now;
    }
    window.clearTimeout(idleTimer.current);
    idleTimer.current = window.setTimeout(stopTyping, TYPING_IDLE_MS);
  }, [socket, stopTyping]);

  useEffect(() => () => window.clearTimeout(idleTimer.current), []);

  const send = useCallback(
    async (text: string): Promise<string | null> => {
      if (!socket?.connected) return t('room.chat.offline');
      stopTyping();
      try {
        const ack = (await socket.timeout(SEND_TIMEOUT_MS).emitWithAck('chat:send', { text })) as ChatAck;
        if (!ack?.ok) return ack?.error?.message || t('room.chat.failed');
        if (ack.message) {
          const message = ack.message;
          setMessages((current) => mergeMessages(current, [message]));
        }
        return null;
      } catch {
        return t('room.chat.failed');
      }
    },
    [socket, stopTyping, t],
  );

  const sendAttachment = useCallback(
    async (file: File, text?: string, onProgress?: (progress: UploadProgress) => void): Promise<string | null> => {
      try {
        const message = await sendFile(role, roomId, file, text, onProgress);
        setMessages((current) => mergeMessages(current, [message]));
        return null;
      } catch (error) {
        return uploadErrorMessage(error, t, FILE_RULES.chatAttachment);
      }
    },
    [role, roomId, t],
  );

  const loadEarlier = useCallback(async () => {
    if (oldestPage === null || oldestPage <= 1) return;
    try {
      const page = await getMessages(role, bookingId, oldestPage - 1);
      setMessages((current) => mergeMessages(current, page.data));
      setOldestPage(oldestPage - 1);
    } catch (error) {
      setLoadError(error instanceof ApiError ? error : new ApiError(0, 'NetworkError', String(error)));
    }
  }, [role, bookingId, oldestPage]);

  return { messages, loading, loadError, hasEarlier: oldestPage !== null && oldestPage > 1, loadEarlier, send, sendFile: sendAttachment, typing, peerTyping };
}
