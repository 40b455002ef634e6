/** How the call's connection is doing, from the browser's own statistics (round trip and packets lost). */
export type CallQuality = 'good' | 'fair' | 'poor';

export interface QualityReading {
  quality: CallQuality | null;
  received: number;
  lost: number;
}

/** Reads the connection's statistics; the loss is measured since the previous reading. */
export async function measureQuality(pc: RTCPeerConnection, previous: QualityReading | null): Promise<QualityReading> {
  let rtt: number | null = null;
  let received = 0;
  let lost = 0;
  try {
    const stats = await pc.getStats();
    stats.forEach((report: Record<string, unknown>) => {
      if (report.type === 'candidate-pair' && report.nominated && report.state === 'succeeded') {
        if (typeof report.currentRoundTripTime === 'number') rtt = report.currentRoundTripTime;
      }
      if (report.type === 'inbound-rtp') {
        received += Number(report.packetsReceived ?? 0);
        lost += Number(report.packetsLost ?? 0);
      }
    });
  } catch {
    return { quality: null, received, lost };
  }
  return {
    quality: rateQuality(rtt, received - (previous?.received ?? 0), lost - (previous?.lost ?? 0)),
    received,
    lost,
  };
}

/** Good under 300 ms and 2% loss; poor over 800 ms or 8% loss; fair between. */
export function rateQuality(rttSeconds: number | null, received: number, lost: number): CallQuality | null {
  if (rttSeconds === null && received + lost === 0) return null;
  const loss = received + lost > 0 ? Math.max(0, lost) / (received + lost) : 0;
  const rtt = rttSeconds ?? 0;
  if (rtt > 0.8 || loss > 0.08) return 'poor';
  if (rtt > 0.3 || loss > 0.02) return 'fair';
  return 'good';
}
