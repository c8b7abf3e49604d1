import { useEffect, useState } from 'react';
import { levelOfWave, smoothLevel } from './mic-level.util';

/** How often the bar moves (its level is read every animation frame). */
const PAINT_MS = 80;

/** The microphone's level, 0 to 1, through a WebAudio AnalyserNode while `active`. */
export function useMicLevel(stream: MediaStream | null, version: number, active: boolean): number {
  const [level, setLevel] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version means the same stream with another microphone track
  useEffect(() => {
    const track = active ? stream?.getAudioTracks()[0] : undefined;
    if (!track || typeof AudioContext !== 'function') {
      setLevel(0);
      return;
    }
    const context = new AudioContext();
    const source = context.createMediaStreamSource(new MediaStream([track]));
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const wave = new Uint8Array(analyser.fftSize);
    let frame = 0;
    let shown = 0;
    let paintedAt = 0;
    const read = (now: number) => {
      analyser.getByteTimeDomainData(wave);
      shown = smoothLevel(shown, levelOfWave(wave));
      if (now - paintedAt >= PAINT_MS) {
        paintedAt = now;
        setLevel(shown);
      }
      frame = requestAnimationFrame(read);
    };
    frame = requestAnimationFrame(read);
    // A context made before any click starts suspended: the first click or key starts it.
    const resume = () => void context.resume().catch(() => undefined);
    resume();
    window.addEventListener('pointerdown', resume);
    window.addEventListener('keydown', resume);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointerdown', resume);
      window.removeEventListener('keydown', resume);
      source.disconnect();
      void context.close().catch(() => undefined);
    };
  }, [stream, version, active]);
  return level;
}
