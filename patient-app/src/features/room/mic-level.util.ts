/**
 * The microphone level bar's value, 0 to 1, from an AnalyserNode's time-domain bytes (128 is silence): the RMS of the
 * wave, scaled so that normal speech fills most of the bar.
 */
export function levelOfWave(bytes: ArrayLike<number>, gain = 4): number {
  if (bytes.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < bytes.length; i++) {
    const sample = ((bytes[i] ?? 128) - 128) / 128;
    sum += sample * sample;
  }
  return Math.min(1, Math.sqrt(sum / bytes.length) * gain);
}

/** A bar that falls slowly: the new level when louder, else a little below the last one. */
export function smoothLevel(previous: number, next: number, fall = 0.08): number {
  return next >= previous ? next : Math.max(next, previous - fall);
}
