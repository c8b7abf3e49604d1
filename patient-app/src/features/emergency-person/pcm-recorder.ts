import { joinChunks, MAX_RECORDING_SECONDS, type Recording } from './pcm-audio.util';
import { type FinishCapture, startPcmCapture } from './pcm-capture';

export type PcmRecorder = {
  /** Ends the recording: the microphone is released and the samples handed over. */
  stop(): Promise<Recording>;
  /** Ends it and drops the samples (the step was left). */
  cancel(): void;
};

/** The recorder of a capture under way: it finishes the capture once, then releases the microphone. */
function recorderOf(finish: FinishCapture, release: () => void, recording: () => Recording): PcmRecorder {
  let done = false;
  return {
    stop: async () => {
      if (!done) {
        done = true;
        await finish();
        release();
      }
      return recording();
    },
    cancel: () => {
      if (done) return;
      done = true;
      void finish().finally(release);
    },
  };
}

/**
 * Records the microphone as raw samples for the server's speech-to-text: getUserMedia, then an AudioWorklet (or a
 * ScriptProcessor where the browser has no worklets) that collects mono floats at the context's own rate, up to
 * MAX_RECORDING_SECONDS. Rejects as getUserMedia does (NotAllowedError when the microphone is refused).
 */
export async function startPcmRecorder(): Promise<PcmRecorder> {
  if (!navigator.mediaDevices?.getUserMedia || typeof AudioContext !== 'function') {
    throw new DOMException('No microphone capture in this browser', 'NotSupportedError');
  }
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
  });
  const context = new AudioContext();
  const chunks: Float32Array[] = [];
  const maxSamples = context.sampleRate * MAX_RECORDING_SECONDS;
  let kept = 0;
  const keep = (samples: Float32Array) => {
    if (kept >= maxSamples || samples.length === 0) return;
    chunks.push(samples);
    kept += samples.length;
  };
  const release = () => {
    for (const track of stream.getTracks()) track.stop();
    void context.close().catch(() => undefined);
  };

  try {
    const finish = await startPcmCapture(context, context.createMediaStreamSource(stream), keep);
    // A context made outside a click may start suspended; this one follows the "speak" click.
    await context.resume().catch(() => undefined);
    return recorderOf(finish, release, () => ({ samples: joinChunks(chunks, maxSamples), sampleRate: context.sampleRate }));
  } catch (error) {
    release();
    throw error;
  }
}
