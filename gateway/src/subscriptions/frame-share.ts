/** How many serialised events one share key keeps: far more than subscribers drift apart during a burst. */
const FRAMES_PER_KEY = 256;

/**
 * The subscribers that get byte-identical frames: same share key (scope, document, the variables that matter). Each
 * event is executed and serialised once for the key, by whichever subscriber reaches it first, and the payload JSON is
 * reused by every other one. Only the newest FRAMES_PER_KEY sequences are kept (a subscriber that lags further behind,
 * e.g. while it replays a long gap, serialises again: same bytes, more CPU); the key goes away with its last subscriber.
 */
export class FrameShare {
  private readonly frames = new Map<string, string | Promise<string>>();
  /** Subscribers holding this key (the registry drops the key at zero). */
  holders = 0;

  constructor(
    readonly key: string,
    private readonly keep = FRAMES_PER_KEY,
  ) {}

  /** The payload JSON of the event `seq` for this key: `serialise` runs only when no subscriber has done it yet. */
  payload(seq: string, serialise: () => string | Promise<string>): string | Promise<string> {
    const known = this.frames.get(seq);
    if (known !== undefined) return known;
    const made = serialise();
    this.frames.set(seq, made);
    if (typeof made !== 'string') {
      // a failure is not remembered: the next subscriber tries again (and gets its own error)
      made.then(
        (json) => this.frames.get(seq) === made && this.frames.set(seq, json),
        () => this.frames.get(seq) === made && this.frames.delete(seq),
      );
    }
    // events arrive in sequence order: the first entry is the oldest
    if (this.frames.size > this.keep) this.frames.delete(this.frames.keys().next().value!);
    return made;
  }

  /** Sequences held now (tests and diagnostics). */
  get size(): number {
    return this.frames.size;
  }
}

/** The live share keys: one FrameShare per key while at least one subscriber holds it. */
export class FrameShares {
  private readonly byKey = new Map<string, FrameShare>();

  constructor(private readonly keep = FRAMES_PER_KEY) {}

  join(key: string): FrameShare {
    let share = this.byKey.get(key);
    if (!share) {
      share = new FrameShare(key, this.keep);
      this.byKey.set(key, share);
    }
    share.holders++;
    return share;
  }

  leave(share: FrameShare): void {
    share.holders--;
    if (share.holders <= 0 && this.byKey.get(share.key) === share) this.byKey.delete(share.key);
  }

  /** Share keys alive now (tests and diagnostics). */
  get keys(): number {
    return this.byKey.size;
  }
}
