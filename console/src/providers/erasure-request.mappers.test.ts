import { describe, expect, it } from 'vitest';
import { toErasureRequestFilter, toErasureRequestListVariables } from './erasure-request.mappers';

describe('erasure request list variables', () => {
  it('keeps known statuses, one or several', () => {
    expect(toErasureRequestFilter({ status: 'REQUESTED' })).toEqual({ status: ['REQUESTED'] });
    expect(toErasureRequestFilter({ status: ['DONE', 'nope', 'REFUSED'] })).toEqual({ status: ['DONE', 'REFUSED'] });
    expect(toErasureRequestFilter({ status: [] })).toBeUndefined();
    expect(toErasureRequestFilter(undefined)).toBeUndefined();
  });

  it('sends the page and the filter', () => {
    expect(toErasureRequestListVariables({ pagination: { page: 2, perPage: 25 }, filter: { status: ['DONE'] } })).toEqual({
      page: 2,
      perPage: 25,
      filter: { status: ['DONE'] },
    });
  });
});
