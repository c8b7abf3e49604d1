import { CHUNK_LOAD_TIMEOUT_MS } from '@teleconsulta/schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWithTimeout, RouteLoadError } from './load-with-timeout.util';

describe('loadWithTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('rejects with RouteLoadError once the chunk time-out (120 s) has passed', async () => {
    const settled = vi.fn((error: unknown) => error);
    const outcome = loadWithTimeout(() => new Promise(() => {}), CHUNK_LOAD_TIMEOUT_MS).catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(RouteLoadError);
  });

  it('resolves with the module when it arrives in time', async () => {
    const module = { default: 'page' };
    const pending = loadWithTimeout(() => new Promise((resolve) => setTimeout(() => resolve(module), 1_000)), CHUNK_LOAD_TIMEOUT_MS);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(pending).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('turns an import failure into RouteLoadError with the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadWithTimeout(() => Promise.reject(cause), CHUNK_LOAD_TIMEOUT_MS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RouteLoadError);
    expect((error as RouteLoadError).cause).toBe(cause);
    expect(vi.getTimerCount()).toBe(0);
  });
});
