import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROMIUM_PATH): the only browser the end-to-end tests drive; nothing is downloaded. */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(
    Boolean,
  ) as string[];
  return candidates.find((p) => existsSync(p)) ?? null;
}

/** Flags for a closed network: no background requests, no first-run, no sandbox (CI runs as root). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];
