/** Where the microphone's samples go, a chunk at a time. */
type Keep = (samples: Float32Array) => void;

/** Stops the capture: the samples still on their way are handed over first, then the graph is disconnected. */
export type FinishCapture = () => Promise<void>;

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

/** Mixed down to one channel by the audio graph itself (channelCountMode explicit). */
const MONO = { channelCount: 1, channelCountMode: 'explicit', channelInterpretation: 'speakers' } as const;

/** The capture through the AudioWorklet above. */
async function captureWithWorklet(context: AudioContext, source: MediaStreamAudioSourceNode, keep: Keep): Promise<FinishCapture> {
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
  return async () => {
    await new Promise<void>((resolve) => {
      flushed = resolve;
      node.port.postMessage('flush');
      setTimeout(resolve, FLUSH_WAIT_MS);
    });
    source.disconnect();
    node.port.onmessage = null;
  };
}

/** The capture through a ScriptProcessor, where the browser has no worklets. */
function captureWithScriptProcessor(context: AudioContext, source: MediaStreamAudioSourceNode, keep: Keep): FinishCapture {
  // One input channel: the graph mixes the microphone down to it, as for the worklet.
  const processor = context.createScriptProcessor(4096, 1, 1);
  // A ScriptProcessor only runs when connected to the output: through a silent gain, so nothing is heard.
  const mute = context.createGain();
  mute.gain.value = 0;
  processor.onaudioprocess = (event) => keep(event.inputBuffer.getChannelData(0).slice());
  source.connect(processor);
  processor.connect(mute);
  mute.connect(context.destination);
  return async () => {
    processor.onaudioprocess = null;
    source.disconnect();
    processor.disconnect();
  };
}

/** Starts copying the source's samples, mono, at the context's rate, to `keep`: through a worklet where there is one. */
export async function startPcmCapture(context: AudioContext, source: MediaStreamAudioSourceNode, keep: Keep): Promise<FinishCapture> {
  return context.audioWorklet ? captureWithWorklet(context, source, keep) : captureWithScriptProcessor(context, source, keep);
}
