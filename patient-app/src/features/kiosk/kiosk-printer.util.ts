/**
 * The print helper a kiosk uses: the app's configured one, or the one its link names (`?printer=`), which must be on
 * the kiosk's own machine (a loopback address) — a link cannot send tags elsewhere.
 */
export function kioskPrinterUrl(param: string | null, fallback: string): string {
  if (!param) return fallback;
  try {
    const url = new URL(param);
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    return loopback && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : fallback;
  } catch {
    return fallback;
  }
}
