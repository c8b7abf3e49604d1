import { env } from '../env';

/**
 * A media path of the gateway (Professional.photoUrl: /media/…) as a URL the browser can load: on the gateway's origin,
 * which is the console's own when the GraphQL URL is a path (the console's server proxies /media like /graphql).
 */
export function mediaUrl(path: string | null | undefined, base: string = window.location.href): string | null {
  if (!path) return null;
  return new URL(path, new URL(env.graphqlUrl, base)).toString();
}
