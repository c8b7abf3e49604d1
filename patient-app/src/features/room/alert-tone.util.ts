/** One beep of the hidden-page notification: when it starts in the loop (s), how long it lasts (s), its pitch (Hz). */
type Beep = { at: number; duration: number; frequency: number };

/** Two short beeps, then silence: 1.6 s looped while the page is hidden. */
export const ALERT_LOOP_SECONDS = 1.6;
const BEEPS: readonly Beep[] = [
  { at: 0, duration: 0.18, frequency: 880 },
  { at: 0.26, duration: 0.18, frequency: 660 },
];
const VOLUME = 0.25;
/** Fade in and out over this long, so a beep does not click. */
const RAMP_SECONDS = 0.015;

/** The samples of the looped notification, generated here (nothing is downloaded): mono, at `sampleRate`. */
export function alertToneSamples(sampleRate: number): Float32Array<ArrayBuffer> {
  const samples = new Float32Array(Math.round(ALERT_LOOP_SECONDS * sampleRate));
  for (const beep of BEEPS) {
    const first = Math.round(beep.at * sampleRate);
    const count = Math.round(beep.duration * sampleRate);
    for (let i = 0; i < count && first + i < samples.length; i++) {
      const t = i / sampleRate;
      const envelope = Math.min(1, t / RAMP_SECONDS, (beep.duration - t) / RAMP_SECONDS);
      samples[first + i] = VOLUME * Math.max(0, envelope) * Math.sin(2 * Math.PI * beep.frequency * t);
    }
  }
  return samples;
}
