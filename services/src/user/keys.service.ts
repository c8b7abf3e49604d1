import { randomUUID } from 'node:crypto';
import { VerifiedTokenCache } from '@teleconsulta/schema';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Principal, SigningKeys } from '../kit/auth.js';
import type { Database } from '../kit/db.js';
import { inScope } from '../kit/tenant.js';
import { userRepository } from './user.repository.js';

/**
 * The ES256 signing keys (kit/auth.ts SigningKeys): the first is created on first start, stored in the database so
 * every instance signs and verifies alike.
 */
export async function loadSigningKeys(db: Database): Promise<SigningKeys> {
  return inScope(db, { companyId: null, userId: null }, async (tx) => {
    let rows = await userRepository.signingKeys(tx);
    if (rows.length === 0) {
      const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
      const kid = randomUUID();
      const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
      await userRepository.insertSigningKey(tx, { kid, privateJwk: await exportJWK(privateKey), publicJwk });
      rows = await userRepository.signingKeys(tx);
    }
    const current = rows[0]!;
    const verifyKeys = new Map<string, CryptoKey>();
    for (const row of rows) verifyKeys.set(row.kid, (await importJWK(row.publicJwk as JWK, 'ES256')) as CryptoKey);
    return {
      kid: current.kid,
      privateKey: (await importJWK(current.privateJwk as JWK, 'ES256')) as CryptoKey,
      publicJwks: { keys: rows.map((r) => r.publicJwk as JWK) },
      verifyKeys,
      verified: new VerifiedTokenCache<Principal>(),
    };
  });
}
