import { asEmail, type GqlOptions, type SignedIn, signIn } from '../../harness/graphql.js';
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
  const url = stack.gatewayUrl;
  const [P, D, DC, M, CA, R, adminB, joao] = await Promise.all([
    signIn(url, { method: 'CPF', cpf: '529.982.247-25', birthDate: '1985-04-12' }),
    signIn(url, asEmail('dr.house@example.com', 'Medico123')),
    signIn(url, asEmail('dra.ana@example.com', 'Medico123')),
    signIn(url, asEmail('gestor@clinica.example.com', 'Gestor1234')),
    signIn(url, asEmail('admin@clinica.example.com', 'Admin1234')),
    signIn(url, asEmail('rep@clinica.example.com', 'Representante123')),
    signIn(url, asEmail('admin@bemviver.example.com', 'Admin1234')),
    signIn(url, { method: 'CPF', cpf: '111.444.777-35', birthDate: '1990-01-30' }),
  ]);
  return { P, D, DC, M, CA, R, adminB, joao };
}

/** How a principal calls: anonymous ones (anon, link) send no token; the others their session's. */
export function optionsOf(sessions: Sessions, who: Principal): GqlOptions {
  if (who === 'anon' || who === 'link') return { locale: 'en' };
  return { token: sessions[who].accessToken, locale: 'en' };
}
