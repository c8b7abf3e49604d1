import { alertToneSamples } from './alert-tone.util';

export type AlertSound = { start(): void; stop(): void; dispose(): void };

/**
 * The looping notification while the room's page is hidden (SPEC §4): two short beeps generated with WebAudio and
 * looped by the audio thread, so no timer (throttled in a hidden tab) and no file to download.
 */
export function createAlertSound(): AlertSound {
  let context: AudioContext | null = null;
  let source: AudioBufferSourceNode | null = null;
  const stop = () => {
    if (!source) return;
    try {
      source.stop();
    } catch {
      // never started
    }
    source.disconnect();
    source = null;
  };
  return {
    start() {
      if (source || typeof AudioContext !== 'function') return;
      context ??= new AudioContext();
      const samples = alertToneSamples(context.sampleRate);
      const buffer = context.createBuffer(1, samples.length, context.sampleRate);
      buffer.copyToChannel(samples, 0);
      source = context.createBufferSource();
      source.buffer = buffer;
      source.loop = true;
      source.connect(context.destination);
      source.start();
      void context.resume().catch(() => undefined);
    },
    stop,
    dispose() {
      stop();
      void context?.close().catch(() => undefined);
      context = null;
    },
  };
}
