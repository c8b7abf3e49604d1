type AudioContextClass = typeof AudioContext;

/** The browser's Web Audio constructor (Safari's prefixed one too), or null where there is none (jsdom, old browsers). */
function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  const prefixed = (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  return window.AudioContext ?? prefixed ?? null;
}

let shared: AudioContext | null = null;

/** One context for the page: browsers limit how many may be open, and one resumed by a click stays allowed to play. */
function context(): AudioContext | null {
  if (shared) return shared;
  const Ctor = audioContextClass();
  if (!Ctor) return null;
  try {
    shared = new Ctor();
  } catch {
    return null;
  }
  return shared;
}

/**
 * Lets the sound play later: browsers start an AudioContext suspended until the user interacted with the page, so the
 * board's buttons (mute, notifications, acknowledge) resume it from their click.
 */
export function unlockAlertSound(): void {
  const ctx = context();
  if (ctx && ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
}

/** Two seconds' worth of the alert at most: three short high beeps, generated (no audio file). */
const BEEPS = [0, 0.25, 0.5];
const BEEP_SECONDS = 0.16;
const FREQUENCY_HZ = 880;
const VOLUME = 0.2;

/** The red-flag alert: three short beeps from an oscillator. Silently does nothing where Web Audio is missing or refused. */
export function playAlertSound(): void {
  const ctx = context();
  if (!ctx) return;
  try {
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const start = ctx.currentTime + 0.02;
    for (const offset of BEEPS) {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = FREQUENCY_HZ;
      const at = start + offset;
      // A short ramp in and out: no click at either end of the beep.
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(VOLUME, at + 0.02);
      gain.gain.setValueAtTime(VOLUME, at + BEEP_SECONDS - 0.03);
      gain.gain.linearRampToValueAtTime(0, at + BEEP_SECONDS);
      oscillator.connect(gain);
      gain.connect(ctx.destination);
      oscillator.start(at);
      oscillator.stop(at + BEEP_SECONDS);
    }
  } catch {
    // A sound is a courtesy: the in-page alert and the row's colour carry the information.
  }
}

/** For tests: forget the page's context, so a stubbed AudioContext is created again. */
export function resetAlertSoundForTests(): void {
  shared = null;
}
