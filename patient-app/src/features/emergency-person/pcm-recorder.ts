import { joinChunks, MAX_RECORDING_SECONDS, type Recording } from './pcm-audio.util';

/**
 * The worklet that copies the microphone's samples to the page, a few thousand at a time (every 128-sample render
 * quantum would be hundreds of messages a second). "flush" sends what is left and says it was the last.
 */
const CAPTURE_WORKLET = `
class PcmCapture extends AudioWorkletProcessor {
  constructor() {
    super();
    this.buffer = new Float32Array(4096);
    this.filled = 0;
    this.port.onmessage = (event) => {
      if (event.data !== 'flush') return;
      this.port.postMessage({ samples: this.buffer.slice(0, this.filled), last: true });
      this.filled = 0;
    };
  }
  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (!channel) return true;
    for (let i = 0; i < channel.length; i++) {
      this.buffer[this.filled++] = channel[i];
      if (this.filled === this.buffer.length) {
        this.port.postMessage({ samples: this.buffer.slice(), last: false });
        this.filled = 0;
      }
    }
    return true;
  }
}
registerProcessor('pcm-capture', PcmCapture);
`;

/** The last samples the worklet holds come within this time of the flush, or are left out. */
const FLUSH_WAIT_MS = 500;

export type PcmRecorder = {
  /** Ends the recording: the microphone is released and the samples handed over. */
  stop(): Promise<Recording>;
  /** Ends it and drops the samples (the step was left). */
  cancel(): void;
};

/** Mixed down to one channel by the audio graph itself (channelCountMode explicit). */
const MONO = { channelCount: 1, channelCountMode: 'explicit', channelInterpretation: 'speakers' } as const;

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
    const source = context.createMediaStreamSource(stream);
    let finish: () => Promise<void>;
    if (context.audioWorklet) {
      const url = URL.createObjectURL(new Blob([CAPTURE_WORKLET], { type: 'text/javascript' }));
      try {
        await context.audioWorklet.addModule(url);
      } finally {
        URL.revokeObjectURL(url);
      }
      // No outputs: the browser pulls such a node by itself, and nothing is played back.
      const node = new AudioWorkletNode(context, 'pcm-capture', { numberOfInputs: 1, numberOfOutputs: 0, ...MONO });
      let flushed: () => void = () => undefined;
      node.port.onmessage = (event: MessageEvent<{ samples: Float32Array; last: boolean }>) => {
        keep(event.data.samples);
        if (event.data.last) flushed();
      };
      source.connect(node);
      finish = async () => {
        await new Promise<void>((resolve) => {
          flushed = resolve;
          node.port.postMessage('flush');
          setTimeout(resolve, FLUSH_WAIT_MS);
        });
        source.disconnect();
        node.port.onmessage = null;
      };
    } else {
      // One input channel: the graph mixes the microphone down to it, as for the worklet.
      const processor = context.createScriptProcessor(4096, 1, 1);
      // A ScriptProcessor only runs when connected to the output: through a silent gain, so nothing is heard.
      const mute = context.createGain();
      mute.gain.value = 0;
      processor.onaudioprocess = (event) => keep(event.inputBuffer.getChannelData(0).slice());
      source.connect(processor);
      processor.connect(mute);
      mute.connect(context.destination);
      finish = async () => {
        processor.onaudioprocess = null;
        source.disconnect();
        processor.disconnect();
      };
    }
    // A context made outside a click may start suspended; this one follows the "speak" click.
    await context.resume().catch(() => undefined);

    let done = false;
    return {
      stop: async () => {
        if (!done) {
          done = true;
          await finish();
          release();
        }
        return { samples: joinChunks(chunks, maxSamples), sampleRate: context.sampleRate };
      },
      cancel: () => {
        if (done) return;
        done = true;
        void finish().finally(release);
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
