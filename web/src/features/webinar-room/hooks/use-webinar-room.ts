/**
 * The live session of a webinar in the browser (DESIGN §4 "Group sessions (webinars)";
 * docs/webinar-room.md "Web"): the session's socket (`lib/socket`, handshake with the webinar's id), its
 * state (who has the floor, the raised hands for the host, the chat), and the media through the
 * forwarding unit of the server:
 * - everyone receives: the unit offers five slots (host camera, host microphone, host screen, speaker
 *   microphone, speaker camera), the page answers;
 * - the host sends its camera and microphone once, and its screen when it shares it (a track put on the
 *   third slot, no renegotiation);
 * - the attendee given the floor sends its microphone (and its camera when it has one) until the floor
 *   is taken back.
 * Session descriptions are exchanged with all their candidates (no trickle ICE).
 *
 * @module features/webinar-room/hooks/use-webinar-room
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { createRoomSocket, refusalOf, type RoomRefusal } from '../../../lib/socket';

/** The receiving slots, in the order of the unit's offer. */
export const SLOTS = ['host-video', 'host-audio', 'host-screen', 'speaker-audio', 'speaker-video'] as const;
export type Slot = (typeof SLOTS)[number];

/** A chat message of the session. */
export interface LiveMessage {
  id: string;
  sender_role: 'host' | 'attendee';
  sender_name: string;
  text: string;
  sent_at: string;
}

/** A raised hand (host's queue). */
export interface RaisedHand {
  user_id: number;
  name: string;
  raised_at: string;
}

/** Who has the floor. */
export interface Speaker {
  user_id: number | null;
  name: string | null;
}

/** Where the page stands. */
export type LiveStatus = 'connecting' | 'open' | 'refused' | 'closed' | 'replaced' | 'reconnecting';

interface Hello {
  ok: boolean;
  role: 'host' | 'attendee';
  title: string;
  user_id: number;
  closes_at: string;
  speaker: Speaker;
  hands: RaisedHand[];
  hand_raised: boolean;
  ice_servers: RTCIceServer[];
}

/** Video size sent by the host and the speaker: small, a group session shows many faces on small screens. */
const SEND_VIDEO = { width: { ideal: 320 }, height: { ideal: 180 }, frameRate: { ideal: 20 } } as const;
/** Milliseconds the page waits for its ICE candidates before sending its description. */
const GATHERING_MS = 5000;
/** Pause before connecting again after a handshake the server could not decide (ms). */
const RETRY_MS = 3000;

/** The local description once its candidates are gathered (or after {@link GATHERING_MS}). */
async function gathered(pc: RTCPeerConnection): Promise<string> {
  if (pc.iceGatheringState !== 'complete') {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, GATHERING_MS);
      pc.addEventListener('icegatheringstatechange', () => {
        if (pc.iceGatheringState !== 'complete') return;
        clearTimeout(timer);
        resolve();
      });
    });
  }
  return pc.localDescription?.sdp ?? '';
}

type Ack<T> = T & { ok: boolean; error?: { code: string; message: string } };
const ask = <T>(socket: Socket, event: string, payload: unknown = {}): Promise<Ack<T>> => socket.timeout(30_000).emitWithAck(event, payload) as Promise<Ack<T>>;

/** Open a sending connection with `tracks` (null: an empty video slot) and hand its offer to the unit. */
async function publish(socket: Socket, iceServers: RTCIceServer[], tracks: (MediaStreamTrack | null)[]): Promise<{ pc: RTCPeerConnection; transceivers: RTCRtpTransceiver[] }> {
  const pc = new RTCPeerConnection({ iceServers });
  const transceivers = tracks.map((track) => pc.addTransceiver(track ?? 'video', { direction: 'sendonly' }));
  await pc.setLocalDescription(await pc.createOffer());
  const answer = await ask<{ sdp: string }>(socket, 'media:publish', { sdp: await gathered(pc) });
  if (!answer.ok) {
    pc.close();
    throw new Error(answer.error?.message ?? 'media:publish');
  }
  await pc.setRemoteDescription({ type: 'answer', sdp: answer.sdp });
  return { pc, transceivers };
}

/** The session's state and actions (see the module's description). */
export function useWebinarRoom(role: 'client' | 'consultant', webinarId: string | undefined) {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [refusal, setRefusal] = useState<RoomRefusal | null>(null);
  const [hello, setHello] = useState<Hello | null>(null);
  const [speaker, setSpeaker] = useState<Speaker>({ user_id: null, name: null });
  const [hands, setHands] = useState<RaisedHand[]>([]);
  const [handRaised, setHandRaised] = useState(false);
  const [messages, setMessages] = useState<LiveMessage[]>([]);
  const [streams, setStreams] = useState<Partial<Record<Slot, MediaStream>>>({});
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [sharing, setSharing] = useState(false);
  const [mediaError, setMediaError] = useState<string | null>(null);
  const socketRef = useRef<Socket | null>(null);
  const screenRef = useRef<RTCRtpTransceiver | null>(null);
  const speakingRef = useRef<{ pc: RTCPeerConnection; stream: MediaStream } | null>(null);

  useEffect(() => {
    if (!webinarId) return undefined;
    const socket = createRoomSocket({ role, webinarId });
    socketRef.current = socket;
    const peers: RTCPeerConnection[] = [];
    let hostStream: MediaStream | null = null;
    let stopped = false;
    let retry: number | undefined;

    const receive = async (iceServers: RTCIceServer[]) => {
      const offer = await ask<{ sdp: string }>(socket, 'media:subscribe');
      if (!offer.ok || stopped) return;
      const pc = new RTCPeerConnection({ iceServers });
      peers.push(pc);
      await pc.setRemoteDescription({ type: 'offer', sdp: offer.sdp });
      const received: Partial<Record<Slot, MediaStream>> = {};
      pc.getTransceivers().forEach((transceiver, index) => {
        const slot = SLOTS[index];
        if (slot) received[slot] = new MediaStream([transceiver.receiver.track]);
      });
      setStreams(received);
      await pc.setLocalDescription(await pc.createAnswer());
      await ask(socket, 'media:answer', { sdp: await gathered(pc) });
    };

    const sendAsHost = async (iceServers: RTCIceServer[]) => {
      const stream = await navigator.mediaDevices.getUserMedia({ video: SEND_VIDEO, audio: true });
      if (stopped) return stream.getTracks().forEach((track) => track.stop());
      hostStream = stream;
      setLocal(stream);
      const { pc, transceivers } = await publish(socket, iceServers, [stream.getVideoTracks()[0] ?? null, stream.getAudioTracks()[0] ?? null, null]);
      peers.push(pc);
      screenRef.current = transceivers[2] ?? null;
    };

    socket.on('connect', () => {
      setStatus('open');
      void (async () => {
        const state = await ask<Hello>(socket, 'webinar:hello');
        if (!state.ok || stopped) return;
        setHello(state);
        setSpeaker(state.speaker);
        setHands(state.hands);
        setHandRaised(state.hand_raised);
        if (peers.length) return;
        await Promise.all([receive(state.ice_servers), state.role === 'host' ? sendAsHost(state.ice_servers) : Promise.resolve()]);
      })().catch((error: Error) => setMediaError(error.message));
    });
    socket.on('connect_error', (error) => {
      const refused = refusalOf(error);
      if (refused?.code === 'failed' || refused?.code === 'too_many') {
        // The server could not decide, or this address opened too many connections: try again after its pause.
        setStatus('reconnecting');
        retry = window.setTimeout(() => socket.connect(), Math.max(RETRY_MS, (refused.retry_after_seconds ?? 0) * 1000));
        return;
      }
      if (refused) {
        setRefusal(refused);
        setStatus('refused');
      }
    });
    socket.on('disconnect', () => setStatus((current) => (current === 'open' ? 'reconnecting' : current)));
    socket.on('room:closed', () => setStatus('closed'));
    socket.on('room:replaced', () => setStatus('replaced'));
    socket.on('webinar:chat', (message: LiveMessage) => setMessages((list) => [...list, message]));
    socket.on('webinar:hands', ({ queue }: { queue: RaisedHand[] }) => setHands(queue));
    socket.on('webinar:speaker', (next: Speaker) => setSpeaker(next));
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      socket.removeAllListeners();
      socket.close();
      for (const pc of peers) pc.close();
      hostStream?.getTracks().forEach((track) => track.stop());
      speakingRef.current?.pc.close();
      speakingRef.current?.stream.getTracks().forEach((track) => track.stop());
      speakingRef.current = null;
      socketRef.current = null;
    };
  }, [role, webinarId]);

  // The attendee given the floor sends its microphone (and camera); it stops when the floor is taken back.
  const mine = hello?.role === 'attendee' && speaker.user_id === hello.user_id;
  useEffect(() => {
    const socket = socketRef.current;
    if (!mine || !socket || !hello) return undefined;
    let cancelled = false;
    void (async () => {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: SEND_VIDEO }).catch(() => navigator.mediaDevices.getUserMedia({ audio: true }));
      if (cancelled) return stream.getTracks().forEach((track) => track.stop());
      setHandRaised(false);
      setLocal(stream);
      const { pc } = await publish(socket, hello.ice_servers, [stream.getAudioTracks()[0] ?? null, stream.getVideoTracks()[0] ?? null]);
      speakingRef.current = { pc, stream };
      if (cancelled) pc.close();
    })().catch((error: Error) => setMediaError(error.message));
    return () => {
      cancelled = true;
      speakingRef.current?.pc.close();
      speakingRef.current?.stream.getTracks().forEach((track) => track.stop());
      speakingRef.current = null;
      setLocal(null);
      if (socket.connected) void ask(socket, 'media:unpublish');
    };
  }, [mine, hello]);

  const sendMessage = useCallback(async (text: string): Promise<string | null> => {
    const socket = socketRef.current;
    if (!socket) return null;
    const answer = await ask<{ message: LiveMessage }>(socket, 'webinar:chat', { text });
    if (!answer.ok) return answer.error?.message ?? null;
    setMessages((list) => [...list, answer.message]);
    return null;
  }, []);

  const raiseHand = useCallback(async (raised: boolean) => {
    const socket = socketRef.current;
    if (!socket) return;
    const answer = await ask(socket, 'webinar:hand', { raised });
    if (answer.ok) setHandRaised(raised);
  }, []);

  const giveFloor = useCallback(async (userId: number | null) => {
    const socket = socketRef.current;
    if (socket) await ask(socket, 'webinar:speaker', { user_id: userId });
  }, []);

  const toggleScreen = useCallback(async () => {
    const transceiver = screenRef.current;
    if (!transceiver) return;
    if (sharing) {
      transceiver.sender.track?.stop();
      await transceiver.sender.replaceTrack(null);
      setSharing(false);
      return;
    }
    const screen = await navigator.mediaDevices.getDisplayMedia({ video: { frameRate: { ideal: 10 } } });
    const [track] = screen.getVideoTracks();
    if (!track) return;
    track.addEventListener('ended', () => {
      void transceiver.sender.replaceTrack(null);
      setSharing(false);
    });
    await transceiver.sender.replaceTrack(track);
    setSharing(true);
  }, [sharing]);

  return { status, refusal, hello, speaker, hands, handRaised, messages, streams, local, sharing, mediaError, speaking: mine, sendMessage, raiseHand, giveFloor, toggleScreen };
}
