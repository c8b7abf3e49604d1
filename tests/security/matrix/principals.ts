import { signInAs } from '../../harness/demo-logins.js';
import type { GqlOptions, SignedIn } from '../../harness/graphql.js';
import type { TestStack } from '../../harness/stack.js';

/** SECURITY.md's principals as the demo has them (README "Demo logins"). */
export const PRINCIPALS = ['anon', 'link', 'P', 'D', 'DC', 'M', 'CA', 'R'] as const;
export type Principal = (typeof PRINCIPALS)[number];
export type Signed = Exclude<Principal, 'anon' | 'link'>;

export type Sessions = Record<Signed, SignedIn> & {
  /** Bem Viver's clinic admin (the other tenant) and João (the same tenant's other patient). */
  adminB: SignedIn;
  joao: SignedIn;
};

export async function signInAll(stack: TestStack): Promise<Sessions> {
  const [P, D, DC, M, CA, R, adminB, joao] = await signInAs(stack, 'maria', 'house', 'ana', 'manager', 'admin', 'rep', 'adminB', 'joao');
  return { P, D, DC, M, CA, R, adminB, joao };
}

/** How a principal calls: anonymous ones (anon, link) send no token; the others their session's. */
export function optionsOf(sessions: Sessions, who: Principal): GqlOptions {
  if (who === 'anon' || who === 'link') return { locale: 'en' };
  return { token: sessions[who].accessToken, locale: 'en' };
}
