import { COMPANY_CLAIM, now, nowMs, ROLES, ROLES_CLAIM, type Role, type VerifiedTokenCache } from '@teleconsulta/schema';
import { type CryptoKey, type JWK, jwtVerify, SignJWT } from 'jose';
import { unauthenticated } from './errors.js';

export type Principal = { userId: string; username: string; roles: Role[]; companyId: string | null; platformAdmin: boolean };

/** The ES256 signing key (user/keys.service.ts loads it): stored in the database so every instance signs and verifies alike. */
export type SigningKeys = {
  kid: string;
  privateKey: CryptoKey;
  publicJwks: { keys: JWK[] };
  verifyKeys: Map<string, CryptoKey>;
  /** Tokens already verified with these keys, until they expire. */
  verified: VerifiedTokenCache<Principal>;
};

export type TokenSettings = { issuer: string; audience: string; accessTtlSeconds: number };

export async function signAccessToken(keys: SigningKeys, settings: TokenSettings, p: Principal & { name: string }): Promise<string> {
  return new SignJWT({
    username: p.username,
    name: p.name,
    [ROLES_CLAIM]: p.roles,
    [COMPANY_CLAIM]: p.companyId,
    'custom:platform_admin': p.platformAdmin,
  })
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
    .setSubject(p.userId)
    .setIssuer(settings.issuer)
    .setAudience(settings.audience)
    .setIssuedAt(Math.floor(nowMs() / 1000))
    .setExpirationTime(Math.floor(nowMs() / 1000) + settings.accessTtlSeconds)
    .sign(keys.privateKey);
}

/** Verifies a bearer token: ES256 only (no alg none, no HMAC with the public key), issuer, audience, expiry, known kid. */
export async function verifyAccessToken(keys: SigningKeys, settings: TokenSettings, token: string): Promise<Principal> {
  const cached = keys.verified.get(token);
  if (cached) return cached;
  try {
    const { payload } = await jwtVerify(
      token,
      (header) => {
        const key = header.kid ? keys.verifyKeys.get(header.kid) : undefined;
        if (!key) throw new Error('unknown key');
        return key;
      },
      { algorithms: ['ES256'], issuer: settings.issuer, audience: settings.audience, currentDate: now() },
    );
    const roles = payload[ROLES_CLAIM];
    if (!payload.sub || !Array.isArray(roles) || !roles.every((r) => (ROLES as readonly string[]).includes(r))) throw new Error('claims');
    const principal: Principal = {
      userId: payload.sub,
      username: String(payload.username ?? payload.sub),
      roles: roles as Role[],
      companyId: typeof payload[COMPANY_CLAIM] === 'string' ? (payload[COMPANY_CLAIM] as string) : null,
      platformAdmin: payload['custom:platform_admin'] === true,
    };
    keys.verified.set(token, principal, payload.exp);
    return principal;
  } catch {
    throw unauthenticated();
  }
}
