/**
 * Where to go after signing in: the `next` query of /login when it is a path of this app (a public page that sent the
 * visitor to sign in, such as the room), else null. Other origins ("//host", "/\\host", "https:") are refused.
 */
export function returnPath(next: string | null): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}
