import type { GetListParams, RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { getListInPages } from './paged-list';

/** A service with `count` rows (ids 1..count) that answers at most `max` a call, and records the pages asked. */
function service(count: number, max = 100) {
  const asked: Array<{ page: number; perPage: number }> = [];
  const getList = async (params: GetListParams) => {
    const { page, perPage } = params.pagination!;
    if (perPage > max) throw new Error('perPage must be at most 100');
    asked.push({ page, perPage });
    const from = (page - 1) * perPage;
    const data: RaRecord[] = Array.from({ length: Math.max(0, Math.min(perPage, count - from)) }, (_, i) => ({ id: from + i + 1 }));
    return { data, total: count };
  };
  return { getList, asked };
}

const params = (page: number, perPage: number): GetListParams => ({
  pagination: { page, perPage },
  sort: { field: 'id', order: 'ASC' },
  filter: { q: 'x' },
});

describe('getListInPages', () => {
  it('passes a page the service serves straight through', async () => {
    const s = service(250);
    const result = await getListInPages(s.getList, params(2, 25));
    expect(result.data.map((r) => r.id)).toEqual(Array.from({ length: 25 }, (_, i) => 26 + i));
    expect(s.asked).toEqual([{ page: 2, perPage: 25 }]);
  });

  it('reads an export of 1000 as service pages of 100 until the last row: all 250 rows, three calls', async () => {
    const s = service(250);
    const result = await getListInPages(s.getList, params(1, 1000));
    expect(result.total).toBe(250);
    expect(result.data.map((r) => r.id)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    expect(s.asked).toEqual([
      { page: 1, perPage: 100 },
      { page: 2, perPage: 100 },
      { page: 3, perPage: 100 },
    ]);
  });

  it('stops at the asked rows, and serves a later large page by its offset', async () => {
    const s = service(1000);
    const second = await getListInPages(s.getList, params(2, 150));
    expect(second.data.map((r) => r.id)).toEqual(Array.from({ length: 150 }, (_, i) => 151 + i));
    expect(s.asked.map((a) => a.page)).toEqual([2, 3]);
  });

  it('an exact multiple of the page size asks no empty page after the last one', async () => {
    const s = service(200);
    const result = await getListInPages(s.getList, params(1, 1000));
    expect(result.data).toHaveLength(200);
    expect(s.asked.map((a) => a.page)).toEqual([1, 2]);
  });
});
