/**
 * The incoming call's ring: a soft two-tone pattern made in the page (no sound file to download), repeated
 * until stopped. Browsers that refuse sound before the member touched the page simply stay quiet.
 */
export function startRinging(): () => void {
  const AudioContextClass = globalThis.AudioContext;
  if (!AudioContextClass) return () => undefined;
  let context: AudioContext;
  try {
    context = new AudioContextClass();
  } catch {
    return () => undefined;
  }
  const beep = () => {
    for (const [offset, frequency] of [
      [0, 440],
      [0.45, 480],
    ] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.value = 0.08;
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(context.currentTime + offset);
      oscillator.stop(context.currentTime + offset + 0.4);
    }
  };
  beep();
  const timer = setInterval(beep, 2500);
  return () => {
    clearInterval(timer);
    void context.close().catch(() => undefined);
  };
}
