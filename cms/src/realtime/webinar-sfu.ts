/**
 * The selective forwarding unit of webinars (DESIGN §4 "Group sessions (webinars)"; docs/webinar-room.md
 * "Media"): inside the app, with `werift` (WebRTC in TypeScript). The host sends its camera, microphone
 * and screen share once, to this unit; the unit forwards each RTP packet to every participant's
 * connection. The person given the floor sends its microphone (and camera) the same way, and everyone
 * (the host too) receives them. Nothing is decoded or mixed here: packets are copied with their sender's
 * SSRC and sequence numbers rewritten per receiving connection.
 *
 * Each participant has at most two peer connections with the unit:
 * - publishing (host or speaker): the browser offers, the unit answers ({@link publishMedia});
 * - receiving (everyone): the unit offers five send-only slots in a fixed order
 *   ({@link SUBSCRIBER_SLOTS}: host camera, host microphone, host screen, speaker microphone, speaker
 *   camera), the browser answers ({@link subscribeMedia}, {@link answerMedia}). Slots never change, so a
 *   screen share starting or a new speaker needs no renegotiation.
 * Session descriptions carry all their candidates (no trickle ICE): the unit waits for its gathering.
 *
 * Network: the unit listens on UDP ports of the app's host, from `WEBINAR_MEDIA_PORT_MIN` to
 * `WEBINAR_MEDIA_PORT_MAX` (default: any free port), on its IPv4 interfaces; the STUN servers of
 * `ICE_SERVERS` let it learn its public address behind NAT. A webinar's media live on the one instance
 * that holds its unit: the reverse proxy routes each webinar's connections to one instance (sticky by
 * webinar, docs/webinar-room.md "Scale-out").
 */
import { PictureLossIndication, RTCPeerConnection, RTCRtpCodecParameters, RtcpPayloadSpecificFeedback, useNACK, usePLI, useREMB, type RTCRtpSender, type RtpPacket } from 'werift';

/** A stream of the session, as every receiver gets it. */
export type MediaSlot = 'host-video' | 'host-audio' | 'host-screen' | 'speaker-audio' | 'speaker-video';

/** The receiving connection's slots, in the order of its offer's media sections. */
export const SUBSCRIBER_SLOTS: readonly { slot: MediaSlot; kind: 'audio' | 'video' }[] = [
  { slot: 'host-video', kind: 'video' },
  { slot: 'host-audio', kind: 'audio' },
  { slot: 'host-screen', kind: 'video' },
  { slot: 'speaker-audio', kind: 'audio' },
  { slot: 'speaker-video', kind: 'video' },
];

/** The slots a publisher's offer fills, in the order of its media sections: the host's and the speaker's. */
export const PUBLISHER_SLOTS = {
  host: ['host-video', 'host-audio', 'host-screen'],
  speaker: ['speaker-audio', 'speaker-video'],
} as const satisfies Record<string, readonly MediaSlot[]>;

/** Milliseconds the unit waits for its ICE candidates before answering with those it has. */
const GATHERING_TIMEOUT_MS = 10_000;
/** Least milliseconds between two key-frame requests to one source. */
const KEYFRAME_INTERVAL_MS = 500;

/** The UDP port range of `WEBINAR_MEDIA_PORT_MIN`..`WEBINAR_MEDIA_PORT_MAX`, when both are valid and distinct. */
export function mediaPortRange(): [number, number] | undefined {
  const min = Number(process.env.WEBINAR_MEDIA_PORT_MIN);
  const max = Number(process.env.WEBINAR_MEDIA_PORT_MAX);
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 1 || max > 65535 || min >= max) return undefined;
  return [min, max];
}

/** The STUN servers of `ICE_SERVERS` (the unit needs no TURN: it is the public end). */
function stunServers(): { urls: string }[] {
  return (process.env.ICE_SERVERS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => /^stun:\S+$/i.test(url))
    .map((urls) => ({ urls }));
}

/** A new peer connection of the unit: VP8 and Opus only, so that packets pass between connections as they are. */
function newPeer(): RTCPeerConnection {
  return new RTCPeerConnection({
    codecs: {
      audio: [new RTCRtpCodecParameters({ mimeType: 'audio/opus', clockRate: 48000, channels: 2 })],
      video: [new RTCRtpCodecParameters({ mimeType: 'video/VP8', clockRate: 90000, rtcpFeedback: [useNACK(), usePLI(), useREMB()] })],
    },
    iceServers: stunServers(),
    icePortRange: mediaPortRange(),
    iceUseIpv4: true,
    iceUseIpv6: false,
    // All media sections over one transport (one UDP port per connection).
    bundlePolicy: 'max-bundle',
  });
}

/** The local description once its candidates are gathered (or after {@link GATHERING_TIMEOUT_MS}). */
async function gatheredDescription(pc: RTCPeerConnection): Promise<string> {
  if (pc.iceGatheringState !== 'complete') {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, GATHERING_TIMEOUT_MS);
      const { unSubscribe } = pc.iceGatheringStateChange.subscribe((state) => {
        if (state !== 'complete') return;
        clearTimeout(timer);
        unSubscribe();
        resolve();
      });
    });
  }
  return pc.localDescription?.sdp ?? '';
}

interface Source {
  socketId: string;
  userId: number;
  ssrc: number;
  requestKeyframe: () => void;
}

interface Receiver {
  userId: number;
  pc: RTCPeerConnection;
  senders: Map<MediaSlot, RTCRtpSender>;
  /** per slot, the source (socket id) whose packets were last sent on it */
  lastSource: Map<MediaSlot, string>;
}

interface Publisher {
  pc: RTCPeerConnection;
  slots: readonly MediaSlot[];
}

/** The forwarding unit of one webinar. */
class WebinarUnit {
  readonly sources = new Map<MediaSlot, Source>();
  readonly publishers = new Map<string, Publisher>();
  readonly receivers = new Map<string, Receiver>();
  private readonly lastKeyframe = new Map<MediaSlot, number>();

  /** Ask the source of `slot` for a key frame (at most every {@link KEYFRAME_INTERVAL_MS}). */
  keyframe(slot: MediaSlot): void {
    const source = this.sources.get(slot);
    if (!source || slot.endsWith('audio')) return;
    const at = performance.now();
    if (at - (this.lastKeyframe.get(slot) ?? -Infinity) < KEYFRAME_INTERVAL_MS) return;
    this.lastKeyframe.set(slot, at);
    source.requestKeyframe();
  }

  /** Copy one packet of `slot` to every receiving connection but its sender's own. */
  forward(slot: MediaSlot, socketId: string, userId: number, rtp: RtpPacket): void {
    const packet = rtp.serialize();
    for (const receiver of this.receivers.values()) {
      if (receiver.userId === userId) continue;
      const sender = receiver.senders.get(slot);
      if (!sender) continue;
      const last = receiver.lastSource.get(slot);
      if (last !== socketId) {
        // Another person now feeds this slot: its numbering continues the slot's, so the browser plays on.
        if (last !== undefined) sender.replaceRTP(rtp.header, true);
        receiver.lastSource.set(slot, socketId);
      }
      sender.sendRtp(packet).catch(() => undefined);
    }
  }

  async publish(socketId: string, userId: number, slots: readonly MediaSlot[], offer: string): Promise<string> {
    await this.unpublish(socketId);
    const pc = newPeer();
    this.publishers.set(socketId, { pc, slots });
    await pc.setRemoteDescription({ type: 'offer', sdp: offer });
    // The remote description gave each media section its receiving track (werift announces them while
    // it is applied): each one's packets feed its slot.
    pc.getTransceivers().forEach((transceiver, index) => {
      const slot = slots[index];
      if (!slot) return;
      transceiver.receiver.track.onReceiveRtp.subscribe((rtp) => {
        const current = this.sources.get(slot);
        if (!current || current.socketId !== socketId || current.ssrc !== rtp.header.ssrc) {
          const ssrc = rtp.header.ssrc;
          this.sources.set(slot, { socketId, userId, ssrc, requestKeyframe: () => void transceiver.receiver.sendRtcpPLI(ssrc).catch(() => undefined) });
          this.lastKeyframe.delete(slot);
          this.keyframe(slot);
        }
        this.forward(slot, socketId, userId, rtp);
      });
    });
    await pc.setLocalDescription(await pc.createAnswer());
    return gatheredDescription(pc);
  }

  async unpublish(socketId: string): Promise<void> {
    const publisher = this.publishers.get(socketId);
    if (!publisher) return;
    this.publishers.delete(socketId);
    for (const [slot, source] of this.sources) if (source.socketId === socketId) this.sources.delete(slot);
    await publisher.pc.close().catch(() => undefined);
  }

  async subscribe(socketId: string, userId: number): Promise<string> {
    await this.unsubscribe(socketId);
    const pc = newPeer();
    const receiver: Receiver = { userId, pc, senders: new Map(), lastSource: new Map() };
    for (const { slot, kind } of SUBSCRIBER_SLOTS) {
      const { sender } = pc.addTransceiver(kind, { direction: 'sendonly' });
      receiver.senders.set(slot, sender);
      // A receiver that lost a picture asks for a key frame: passed on to the slot's source.
      sender.onRtcp.subscribe((packet) => {
        if (packet instanceof RtcpPayloadSpecificFeedback && packet.feedback instanceof PictureLossIndication) this.keyframe(slot);
      });
    }
    pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected') for (const { slot } of SUBSCRIBER_SLOTS) this.keyframe(slot);
    });
    this.receivers.set(socketId, receiver);
    await pc.setLocalDescription(await pc.createOffer());
    return gatheredDescription(pc);
  }

  async answer(socketId: string, answer: string): Promise<boolean> {
    const receiver = this.receivers.get(socketId);
    if (!receiver) return false;
    await receiver.pc.setRemoteDescription({ type: 'answer', sdp: answer });
    return true;
  }

  async unsubscribe(socketId: string): Promise<void> {
    const receiver = this.receivers.get(socketId);
    if (!receiver) return;
    this.receivers.delete(socketId);
    await receiver.pc.close().catch(() => undefined);
  }

  get empty(): boolean {
    return !this.publishers.size && !this.receivers.size;
  }
}

/** The units of the webinars whose media this instance serves, by webinar documentId. */
const units = new Map<string, WebinarUnit>();

const unitOf = (webinarId: string): WebinarUnit => {
  let unit = units.get(webinarId);
  if (!unit) {
    unit = new WebinarUnit();
    units.set(webinarId, unit);
  }
  return unit;
};

/**
 * Take the offer of a publisher (the host, or the person given the floor) and start forwarding its
 * media: the offer's media sections fill `slots` in order ({@link PUBLISHER_SLOTS}). A publisher's
 * earlier connection is closed.
 * @param offer - the browser's SDP offer with its candidates
 * @returns the unit's SDP answer with its candidates
 */
export function publishMedia(webinarId: string, socketId: string, userId: number, slots: readonly MediaSlot[], offer: string): Promise<string> {
  return unitOf(webinarId).publish(socketId, userId, slots, offer);
}

/** Stop forwarding what connection `socketId` publishes (the floor was taken back, or it left). */
export async function unpublishMedia(webinarId: string, socketId: string): Promise<void> {
  await units.get(webinarId)?.unpublish(socketId);
}

/**
 * Open the receiving connection of `socketId` (replacing an earlier one).
 * @returns the unit's SDP offer (five send-only media sections, {@link SUBSCRIBER_SLOTS}) with its candidates
 */
export function subscribeMedia(webinarId: string, socketId: string, userId: number): Promise<string> {
  return unitOf(webinarId).subscribe(socketId, userId);
}

/**
 * The browser's answer to {@link subscribeMedia}'s offer.
 * @returns false when the connection has no pending receiving connection
 */
export async function answerMedia(webinarId: string, socketId: string, answer: string): Promise<boolean> {
  return (await units.get(webinarId)?.answer(socketId, answer)) ?? false;
}

/** Close every media connection of `socketId` (it left the session); a unit left empty is dropped. */
export async function leaveMedia(webinarId: string, socketId: string): Promise<void> {
  const unit = units.get(webinarId);
  if (!unit) return;
  await Promise.all([unit.unpublish(socketId), unit.unsubscribe(socketId)]);
  if (unit.empty) units.delete(webinarId);
}

/** Close every media connection of every webinar (server shutdown). */
export async function closeAllMedia(): Promise<void> {
  const all = [...units.values()];
  units.clear();
  await Promise.allSettled(all.flatMap((unit) => [...[...unit.publishers.keys()].map((id) => unit.unpublish(id)), ...[...unit.receivers.keys()].map((id) => unit.unsubscribe(id))]));
}
