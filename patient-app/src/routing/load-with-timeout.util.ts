/** A route chunk that failed to load or took longer than the time-out; the retry screen handles it. */
export class RouteLoadError extends Error {
  override readonly name = 'RouteLoadError';
}

/** Runs load() and rejects with RouteLoadError when it fails or has not settled after timeoutMs. */
export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RouteLoadError(`Route chunk not loaded after ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new RouteLoadError('Route chunk failed to load', { cause }));
      },
    );
  });
}
