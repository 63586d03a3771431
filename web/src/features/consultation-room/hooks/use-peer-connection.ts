/**
 * The room's one-to-one call (DESIGN §4 "One-to-one WebRTC, no SFU"; docs/api-room.md "Web"): one
 * `RTCPeerConnection` with the room's ICE servers (`GET rooms/:roomId/ice-servers`, read for each new
 * connection since TURN credentials expire), signalled over the room's socket.
 *
 * - Pairing: the two sides' call sessions find each other with `hello`/`welcome` (model/call-signals);
 *   a peer connection exists only while paired, and is rebuilt when the other side starts a new session
 *   (page reloaded, full reconnect).
 * - Negotiation: "perfect negotiation" (W3C WebRTC §10.7): either side offers when it needs to
 *   (`negotiationneeded`); on a collision the polite side (the client) rolls back and answers, the
 *   impolite side (the consultant) ignores the other's offer.
 * - Recovery: when ICE reports `disconnected` (after a short grace) or `failed`, `restartIce()` and
 *   a new offer; if the call is still not connected after {@link FULL_RECONNECT_MS}, a full reconnect
 *   (new session, new peer connection on both sides). A new pair not connected within
 *   {@link FULL_RECONNECT_MS} is rebuilt the same way. Meanwhile `phase` is `reconnecting`, which both
 *   sides show.
 * - Quality: every {@link STATS_INTERVAL_MS}, `getStats()` gives the round-trip time and the share of
 *   lost packets (model/network-quality).
 *
 * The local stream's tracks are sent as they are; muting or turning the camera off is done on the
 * tracks (`enabled`) by the caller, without renegotiation.
 *
 * @module features/consultation-room/hooks/use-peer-connection
 */
import { useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { getIceServers } from '../api/get-ice-servers';
import { candidateSignalOf, descriptionSignalOf, isPolite, newSessionId, restartSignalOf, type RestartSignal } from '../model/call-signals';
import { lossBetween, qualityOf, readStats, type NetworkQuality, type PacketCounters } from '../model/network-quality';
import type { RoomRole } from '../model/types';

/** Where the call stands: no call, waiting for the other side, connecting, connected, or reconnecting. */
export type CallPhase = 'idle' | 'waiting' | 'connecting' | 'connected' | 'reconnecting';

/** What {@link usePeerConnection} returns. */
export interface PeerConnectionState {
  phase: CallPhase;
  /** The other party's audio and video (`null` until its first track arrives). */
  remoteStream: MediaStream | null;
  /** The network quality hint (`null` until measured). */
  quality: NetworkQuality | null;
}

/** Options of {@link usePeerConnection}. */
export interface PeerConnectionOptions {
  role: RoomRole;
  roomId: string;
  socket: Socket | null;
  /** This side has joined the call. */
  inCall: boolean;
  /** What this side sends (`null`: joined without camera and microphone; it still receives). */
  localStream: MediaStream | null;
}

/** Grace before an ICE `disconnected` is treated as lost (ms). */
export const DISCONNECTED_GRACE_MS = 3_000;
/** After the first trouble, a full reconnect when not connected again within this (ms). */
export const FULL_RECONNECT_MS = 15_000;
/** Statistics reading period (ms). */
export const STATS_INTERVAL_MS = 2_000;

/** The call of one room while `inCall`. */
export function usePeerConnection({ role, roomId, socket, inCall, localStream }: PeerConnectionOptions): PeerConnectionState {
  const [phase, setPhase] = useState<CallPhase>('idle');
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [quality, setQuality] = useState<NetworkQuality | null>(null);
  const streamRef = useRef(localStream);

  useEffect(() => {
    streamRef.current = localStream;
  }, [localStream]);

  useEffect(() => {
    if (!socket || !inCall) {
      setPhase('idle');
      setRemoteStream(null);
      setQuality(null);
      return undefined;
    }
    const polite = isPolite(role);
    let disposed = false;
    /** This side's call session, and the other side's it is paired with. */
    let mine = newSessionId();
    let theirs: string | null = null;
    let pc: RTCPeerConnection | null = null;
    let makingOffer = false;
    let ignoreOffer = false;
    let settingRemoteAnswerPending = false;
    let graceTimer: number | undefined;
    let reconnectTimer: number | undefined;
    let statsTimer: number | undefined;
    let lastPackets: PacketCounters | null = null;
    /** Signals are handled one after the other, after the peer connection they need exists. */
    let queue: Promise<void> = Promise.resolve();
    const enqueue = (task: () => Promise<void> | void) => {
      queue = queue.then(task).catch((error: unknown) => {
        if (!disposed) console.warn('[room] signalling', error);
      });
    };

    const clearTimers = () => {
      window.clearTimeout(graceTimer);
      window.clearTimeout(reconnectTimer);
      window.clearInterval(statsTimer);
      graceTimer = undefined;
      reconnectTimer = undefined;
      statsTimer = undefined;
    };

    const closePc = () => {
      clearTimers();
      const old = pc;
      pc = null;
      makingOffer = false;
      ignoreOffer = false;
      settingRemoteAnswerPending = false;
      lastPackets = null;
      if (old) {
        old.onnegotiationneeded = null;
        old.onicecandidate = null;
        old.ontrack = null;
        old.oniceconnectionstatechange = null;
        old.close();
      }
      setRemoteStream(null);
      setQuality(null);
    };

    const emit = (event: string, payload: unknown) => {
      if (socket.connected) socket.emit(event, payload);
    };
    const sayHello = () => emit('rtc:restart', { type: 'hello', session: mine } satisfies RestartSignal);

    const readQuality = async (conn: RTCPeerConnection) => {
      try {
        const reading = readStats(await conn.getStats());
        if (pc !== conn) return;
        setQuality(qualityOf(reading.rtt, lossBetween(lastPackets, reading.packets)));
        lastPackets = reading.packets;
      } catch {
        // No statistics this time.
      }
    };

    /** A new session on this side: both sides rebuild their peer connection. */
    const fullReconnect = () => {
      if (disposed) return;
      closePc();
      mine = newSessionId();
      theirs = null;
      setPhase('reconnecting');
      sayHello();
    };

    const onIceState = (conn: RTCPeerConnection) => {
      if (pc !== conn) return;
      const state = conn.iceConnectionState;
      if (state === 'connected' || state === 'completed') {
        window.clearTimeout(graceTimer);
        window.clearTimeout(reconnectTimer);
        graceTimer = undefined;
        reconnectTimer = undefined;
        setPhase('connected');
        if (!statsTimer) {
          void readQuality(conn);
          statsTimer = window.setInterval(() => void readQuality(conn), STATS_INTERVAL_MS);
        }
        return;
      }
      if (state === 'disconnected' || state === 'failed') {
        setPhase('reconnecting');
        if (state === 'failed') {
          window.clearTimeout(graceTimer);
          graceTimer = undefined;
          conn.restartIce();
        } else if (!graceTimer) {
          graceTimer = window.setTimeout(() => {
            graceTimer = undefined;
            if (pc === conn && conn.iceConnectionState !== 'connected' && conn.iceConnectionState !== 'completed') conn.restartIce();
          }, DISCONNECTED_GRACE_MS);
        }
        if (!reconnectTimer) reconnectTimer = window.setTimeout(fullReconnect, FULL_RECONNECT_MS);
      }
    };

    /** The peer connection of the current pair, with this side's tracks. */
    const createPc = async () => {
      closePc();
      const pairedWith = theirs;
      let iceServers: RTCIceServer[] = [];
      try {
        iceServers = (await getIceServers(role, roomId)).iceServers;
      } catch {
        // Without servers the two sides still find each other on the same network (host candidates).
      }
      if (disposed || theirs !== pairedWith) return;
      const conn = new RTCPeerConnection({ iceServers });
      pc = conn;
      setPhase('connecting');
      // A pair that never connects (an offer or candidates lost on the way) gets no ICE trouble to react
      // to: it is rebuilt the same way, by a full reconnect, when not connected in time.
      reconnectTimer = window.setTimeout(fullReconnect, FULL_RECONNECT_MS);
      conn.onnegotiationneeded = async () => {
        if (pc !== conn || !theirs) return;
        try {
          makingOffer = true;
          await conn.setLocalDescription();
          // After a collision the polite side may have answered the other's offer meanwhile: only an
          // offer is sent as one.
          if (pc === conn && theirs && conn.localDescription?.type === 'offer') emit('rtc:offer', { from: mine, to: theirs, description: conn.localDescription.toJSON() });
        } catch (error) {
          console.warn('[room] offer', error);
        } finally {
          makingOffer = false;
        }
      };
      conn.onicecandidate = ({ candidate }) => {
        if (pc === conn && theirs && candidate) emit('rtc:ice', { from: mine, to: theirs, candidate: candidate.toJSON() });
      };
      conn.ontrack = ({ track, streams }) => {
        if (pc !== conn) return;
        setRemoteStream(streams[0] ?? new MediaStream([track]));
      };
      conn.oniceconnectionstatechange = () => onIceState(conn);
      const stream = streamRef.current;
      for (const track of stream?.getTracks() ?? []) conn.addTrack(track, stream as MediaStream);
    };

    const onRestart = async (signal: RestartSignal) => {
      if (signal.type === 'hello') {
        if (theirs !== signal.session) {
          theirs = signal.session;
          await createPc();
        }
        emit('rtc:restart', { type: 'welcome', session: mine, to: signal.session } satisfies RestartSignal);
      } else if (signal.type === 'welcome') {
        if (signal.to !== mine || theirs === signal.session) return;
        theirs = signal.session;
        await createPc();
      } else if (signal.type === 'bye' && signal.session === theirs) {
        closePc();
        theirs = null;
        setPhase('waiting');
      }
    };

    const onDescription = async (payload: unknown) => {
      const signal = descriptionSignalOf(payload);
      const conn = pc;
      if (!signal || !conn || signal.to !== mine || signal.from !== theirs) return;
      const { description } = signal;
      const readyForOffer = !makingOffer && (conn.signalingState === 'stable' || settingRemoteAnswerPending);
      const offerCollision = description.type === 'offer' && !readyForOffer;
      ignoreOffer = !polite && offerCollision;
      if (ignoreOffer) return;
      settingRemoteAnswerPending = description.type === 'answer';
      try {
        await conn.setRemoteDescription(description);
      } finally {
        settingRemoteAnswerPending = false;
      }
      if (description.type === 'offer' && pc === conn) {
        await conn.setLocalDescription();
        if (conn.localDescription) emit('rtc:answer', { from: mine, to: signal.from, description: conn.localDescription.toJSON() });
      }
    };

    const onCandidate = async (payload: unknown) => {
      const signal = candidateSignalOf(payload);
      const conn = pc;
      if (!signal || !conn || !signal.candidate || signal.to !== mine || signal.from !== theirs) return;
      try {
        await conn.addIceCandidate(signal.candidate);
      } catch (error) {
        if (!ignoreOffer) throw error;
      }
    };

    const handlers: Record<string, (payload: unknown) => void> = {
      'rtc:restart': (payload) => {
        const signal = restartSignalOf(payload);
        if (signal) enqueue(() => onRestart(signal));
      },
      'rtc:offer': (payload) => enqueue(() => onDescription(payload)),
      'rtc:answer': (payload) => enqueue(() => onDescription(payload)),
      'rtc:ice': (payload) => enqueue(() => onCandidate(payload)),
      // After a reconnection of the socket (or the other party's), say hello again: a side that missed
      // the pairing pairs now; a side already paired with this session only answers `welcome`.
      connect: () => enqueue(sayHello),
      'room:peer': (payload) => {
        if ((payload as { present?: unknown } | null)?.present) enqueue(sayHello);
      },
    };
    for (const [event, handler] of Object.entries(handlers)) socket.on(event, handler);
    setPhase('waiting');
    sayHello();

    return () => {
      disposed = true;
      for (const [event, handler] of Object.entries(handlers)) socket.off(event, handler);
      emit('rtc:restart', { type: 'bye', session: mine } satisfies RestartSignal);
      closePc();
    };
  }, [socket, inCall, role, roomId]);

  return { phase, remoteStream, quality };
}
