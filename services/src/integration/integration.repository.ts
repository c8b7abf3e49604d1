import type { TIntegrationApiKeyDto } from '@teleconsulta/schema';
import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';

type KeyRow = { id: string; name: string; prefix: string; created_at: Date | string; revoked_at: Date | string | null };
const iso = (v: Date | string) => new Date(v).toISOString();
const toDto = (r: KeyRow): TIntegrationApiKeyDto => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  createdAt: iso(r.created_at),
  revokedAt: r.revoked_at === null ? null : iso(r.revoked_at),
});
const COLUMNS = sql`id, name, prefix, created_at, revoked_at`;

/** The SQL of integrators' API keys. Every query runs under the tenant's RLS, except the lookup by hash (see the migration). */
export const integrationRepository = {
  list: async (tx: Tx) => (await rows<KeyRow>(tx, sql`select ${COLUMNS} from integration_api_key order by created_at desc, id`)).map(toDto),

  byId: async (tx: Tx, id: string) => {
    const [row] = await rows<KeyRow>(tx, sql`select ${COLUMNS} from integration_api_key where id = ${id}`);
    return row ? toDto(row) : null;
  },

  insert: async (tx: Tx, k: { companyId: string; name: string; prefix: string; secretHash: string; createdBy: string }) => {
    const [row] = await rows<KeyRow>(
      tx,
      sql`insert into integration_api_key (company_id, name, prefix, secret_hash, created_by)
          values (${k.companyId}, ${k.name}, ${k.prefix}, ${k.secretHash}, ${k.createdBy}) returning ${COLUMNS}`,
    );
    return toDto(row!);
  },

  /** Revokes a live key; a key already revoked keeps its first revocation time. */
  revoke: async (tx: Tx, id: string) => {
    const [row] = await rows<KeyRow>(
      tx,
      sql`update integration_api_key set revoked_at = app_now() where id = ${id} and revoked_at is null returning ${COLUMNS}`,
    );
    return row ? toDto(row) : null;
  },

  /** The live key of a secret's hash, and its company (no tenant needed: the function answers only these two). */
  resolve: async (tx: Tx, secretHash: string) => {
    const [row] = await rows<{ id: string; company_id: string }>(tx, sql`select id, company_id from integration_api_key_of(${secretHash})`);
    return row ? { keyId: row.id, companyId: row.company_id } : null;
  },
};
