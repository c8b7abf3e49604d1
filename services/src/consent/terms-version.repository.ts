import type { ConsentKind, TTermsVersionDto } from '@teleconsulta/schema';
import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';

type Row = { kind: ConsentKind; version: string; text_pt: string; text_en: string; published_at: Date | string };

const toDto = (r: Row): TTermsVersionDto => ({
  kind: r.kind,
  version: r.version,
  textPt: r.text_pt,
  textEn: r.text_en,
  publishedAt: new Date(r.published_at).toISOString(),
});

const COLUMNS = sql`kind, version, text_pt, text_en, published_at`;

/** The SQL of the published terms versions (a platform table: every caller reads it; RLS lets only the platform admin insert). */
export const termsVersionRepository = {
  /** The versions of a kind, newest first (the first is the current one). */
  list: async (tx: Tx, kind: ConsentKind): Promise<TTermsVersionDto[]> =>
    (await rows<Row>(tx, sql`select ${COLUMNS} from terms_version where kind = ${kind} order by seq desc`)).map(toDto),

  current: async (tx: Tx, kind: ConsentKind): Promise<TTermsVersionDto | null> => {
    const [row] = await rows<Row>(tx, sql`select ${COLUMNS} from terms_version where kind = ${kind} order by seq desc limit 1`);
    return row ? toDto(row) : null;
  },

  exists: async (tx: Tx, kind: ConsentKind, version: string): Promise<boolean> => {
    const [row] = await rows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from terms_version where kind = ${kind} and version = ${version}`,
    );
    return (row?.n ?? 0) > 0;
  },

  insert: async (
    tx: Tx,
    v: { kind: ConsentKind; version: string; textPt: string; textEn: string; publishedBy: string },
  ): Promise<TTermsVersionDto> => {
    const [row] = await rows<Row>(
      tx,
      sql`insert into terms_version (kind, version, text_pt, text_en, published_by)
          values (${v.kind}, ${v.version}, ${v.textPt}, ${v.textEn}, ${v.publishedBy}) returning ${COLUMNS}`,
    );
    return toDto(row!);
  },
};
