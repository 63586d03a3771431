import { describe, expect, it } from 'vitest';
import { candidateSignalOf, descriptionSignalOf, restartSignalOf } from './call-signals';
import { mediaProblemOf } from './media-errors';
import { lastReadOfMine, markRead, mergeMessages } from './messages';
import { lossBetween, qualityOf, readStats } from './network-quality';
import type { RoomMessage } from './types';

const message = (id: string, at: string, sender: RoomMessage['sender_role'] = 'client'): RoomMessage => ({
  id,
  booking_id: 'b1',
  sender_role: sender,
  text: id,
  attachment: null,
  read_at: null,
  created_at: at,
});

describe('network quality hint', () => {
  it('reads the selected pair’s round trip and the inbound packets and video from a statistics report', () => {
    const entries = [
      { id: 'T1', type: 'transport', selectedCandidatePairId: 'P1' },
      { id: 'P1', type: 'candidate-pair', state: 'succeeded', currentRoundTripTime: 0.12 },
      { id: 'P2', type: 'candidate-pair', state: 'failed', currentRoundTripTime: 3 },
      { id: 'V', type: 'inbound-rtp', kind: 'video', packetsReceived: 900, packetsLost: 10, bytesReceived: 400_000, framesDecoded: 120 },
      { id: 'A', type: 'inbound-rtp', kind: 'audio', packetsReceived: 100, packetsLost: 0, bytesReceived: 9_000 },
    ];
    const report = { forEach: (callback: (entry: unknown) => void) => entries.forEach(callback) } as unknown as RTCStatsReport;
    expect(readStats(report)).toEqual({ rtt: 0.12, packets: { received: 1000, lost: 10 }, video: { bytesReceived: 400_000, framesDecoded: 120 } });
  });

  it('is good, fair or poor by round trip and by the packets lost since the last reading', () => {
    expect(qualityOf(0.08, 0)).toBe('good');
    expect(qualityOf(0.4, 0)).toBe('fair');
    expect(qualityOf(0.9, 0)).toBe('poor');
    expect(qualityOf(null, lossBetween({ received: 1000, lost: 0 }, { received: 1095, lost: 5 }))).toBe('fair');
    expect(qualityOf(0.05, lossBetween({ received: 1000, lost: 0 }, { received: 1080, lost: 20 }))).toBe('poor');
    expect(lossBetween(null, { received: 0, lost: 0 })).toBe(0);
  });
});

describe('chat messages', () => {
  it('merges history and live messages once each, oldest first, keeping a read mark', () => {
    const a = message('a', '2026-12-01T09:00:00.000Z');
    const b = message('b', '2026-12-01T09:01:00.000Z', 'consultant');
    const read = { ...a, read_at: '2026-12-01T09:02:00.000Z' };
    expect(mergeMessages([b, read], [a]).map((m) => [m.id, m.read_at])).toEqual([
      ['a', '2026-12-01T09:02:00.000Z'],
      ['b', null],
    ]);
  });

  it('marks read the viewer’s own messages up to the one the other party read', () => {
    const list = [message('a', '2026-12-01T09:00:00.000Z'), message('b', '2026-12-01T09:01:00.000Z', 'consultant'), message('c', '2026-12-01T09:02:00.000Z'), message('d', '2026-12-01T09:03:00.000Z')];
    const after = markRead(list, 'client', 'c', '2026-12-01T09:04:00.000Z');
    expect(after.map((m) => Boolean(m.read_at))).toEqual([true, false, true, false]);
    expect(lastReadOfMine(after, 'client')).toBe('c');
  });
});

describe('signalling payloads', () => {
  it('keeps well-formed messages and drops anything else', () => {
    expect(restartSignalOf({ type: 'welcome', session: 's2', to: 's1' })).toEqual({ type: 'welcome', session: 's2', to: 's1' });
    expect(restartSignalOf({ type: 'hello' })).toBeNull();
    expect(restartSignalOf('hello')).toBeNull();
    expect(descriptionSignalOf({ from: 'a', to: 'b', description: { type: 'offer', sdp: 'v=0' } })).toEqual({ from: 'a', to: 'b', description: { type: 'offer', sdp: 'v=0' } });
    expect(descriptionSignalOf({ from: 'a', to: 'b', description: { type: 'rollback' } })).toBeNull();
    expect(candidateSignalOf({ from: 'a', to: 'b', candidate: { candidate: 'candidate:1', sdpMid: '0' } })?.candidate).toEqual({ candidate: 'candidate:1', sdpMid: '0' });
    expect(candidateSignalOf({ from: 'a', candidate: {} })).toBeNull();
  });
});

describe('camera and microphone failures', () => {
  it('explains each getUserMedia refusal by its reason', () => {
    expect(mediaProblemOf(new DOMException('denied', 'NotAllowedError'))).toBe('denied');
    expect(mediaProblemOf(new DOMException('none', 'NotFoundError'))).toBe('notFound');
    expect(mediaProblemOf(new DOMException('busy', 'NotReadableError'))).toBe('inUse');
    expect(mediaProblemOf(new TypeError('no mediaDevices'))).toBe('unsupported');
    expect(mediaProblemOf('weird')).toBe('other');
  });
});
