import { useEffect } from 'react';

/**
 * The page's URL carries an access code: tell the browser to send no Referer from it (to images, links, anything),
 * while the page is open. The static server also sends Referrer-Policy: no-referrer for these paths.
 */
export function useNoReferrer(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
