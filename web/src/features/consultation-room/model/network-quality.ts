/**
 * The call's network quality hint (DESIGN §4 "Consultation room"): from the peer connection's
 * statistics (`RTCPeerConnection.getStats()`), the round-trip time of the selected candidate pair and
 * the share of inbound RTP packets lost since the previous reading, summed up as `good`, `fair` or
 * `poor` — shown as words, not as a colour only.
 *
 * @module features/consultation-room/model/network-quality
 */

/** The hint shown to the user. */
export type NetworkQuality = 'good' | 'fair' | 'poor';

/** Cumulative packet counters of the inbound RTP streams at one reading. */
export interface PacketCounters {
  received: number;
  lost: number;
}

/** One reading of the statistics. */
export interface NetworkReading {
  /** Round-trip time of the selected candidate pair, seconds (`null`: not measured yet). */
  rtt: number | null;
  /** Inbound RTP packets received and lost so far (all streams). */
  packets: PacketCounters;
  /** Inbound video: bytes received and frames decoded so far. */
  video: { bytesReceived: number; framesDecoded: number };
}

/** Above these the quality is `fair`, then `poor`: round-trip seconds and lost share (0–1). */
export const QUALITY_THRESHOLDS = {
  fair: { rtt: 0.3, loss: 0.02 },
  poor: { rtt: 0.6, loss: 0.08 },
} as const;

/**
 * The share of packets lost between two readings.
 *
 * @param previous - the earlier counters (`null`: since the start).
 * @returns 0–1; 0 when no packet was expected in between.
 */
export function lossBetween(previous: PacketCounters | null, current: PacketCounters): number {
  const received = current.received - (previous?.received ?? 0);
  const lost = Math.max(0, current.lost - (previous?.lost ?? 0));
  const expected = received + lost;
  return expected > 0 ? lost / expected : 0;
}

/**
 * Classifies a round-trip time and a loss share.
 *
 * @param rtt - seconds, or `null` when unknown (then only the loss counts).
 * @param loss - 0–1.
 */
export function qualityOf(rtt: number | null, loss: number): NetworkQuality {
  if ((rtt !== null && rtt > QUALITY_THRESHOLDS.poor.rtt) || loss > QUALITY_THRESHOLDS.poor.loss) return 'poor';
  if ((rtt !== null && rtt > QUALITY_THRESHOLDS.fair.rtt) || loss > QUALITY_THRESHOLDS.fair.loss) return 'fair';
  return 'good';
}

/** The entries of an `RTCStatsReport` the hint reads (typed loosely: browsers differ). */
type StatsEntry = Record<string, unknown> & { type: string; id: string };

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * Reads what the hint needs from a statistics report: the selected candidate pair's
 * `currentRoundTripTime`, and the sums of the inbound RTP streams' `packetsReceived`/`packetsLost`
 * and of the inbound video's `bytesReceived`/`framesDecoded`.
 *
 * @param report - `await pc.getStats()`.
 */
export function readStats(report: RTCStatsReport): NetworkReading {
  const entries: StatsEntry[] = [];
  report.forEach((entry: StatsEntry) => entries.push(entry));
  const transport = entries.find((entry) => entry.type === 'transport' && typeof entry.selectedCandidatePairId === 'string');
  const pair =
    (transport && entries.find((entry) => entry.id === transport.selectedCandidatePairId)) ??
    entries.find((entry) => entry.type === 'candidate-pair' && entry.state === 'succeeded' && (entry.nominated === true || entry.selected === true));
  const rtt = pair && typeof pair.currentRoundTripTime === 'number' ? pair.currentRoundTripTime : null;
  const inbound = entries.filter((entry) => entry.type === 'inbound-rtp');
  const video = inbound.filter((entry) => entry.kind === 'video' || entry.mediaType === 'video');
  return {
    rtt,
    packets: { received: inbound.reduce((sum, entry) => sum + num(entry.packetsReceived), 0), lost: inbound.reduce((sum, entry) => sum + num(entry.packetsLost), 0) },
    video: { bytesReceived: video.reduce((sum, entry) => sum + num(entry.bytesReceived), 0), framesDecoded: video.reduce((sum, entry) => sum + num(entry.framesDecoded), 0) },
  };
}
