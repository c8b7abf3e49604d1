/**
 * Runs of a background worker one after another: a run asked for while another is in progress starts when that one
 * ends (whatever its outcome), and idle() waits for the run in progress, if any.
 */
export class SerialRuns<T> {
  private current: Promise<T> | null = null;

  async run(work: () => Promise<T>): Promise<T> {
    const previous = this.current?.catch(() => undefined) ?? Promise.resolve();
    const run = previous.then(work);
    this.current = run;
    try {
      return await run;
    } finally {
      if (this.current === run) this.current = null;
    }
  }

  async idle(): Promise<void> {
    await this.current?.catch(() => undefined);
  }
}
