import { describe, expect, it } from 'vitest';
import { buildQuery, operationNames } from './build-query';
import { toAddStaffInput, toInvitationRecord, toStaffFilter, toStaffListVariables, toStaffRecord } from './staff.mappers';

const staffType = { kind: 'OBJECT', name: 'StaffMember', fields: [], interfaces: [] };

describe('staff in the data provider', () => {
  it('names the StaffMember operations of staff.graphql', () => {
    const names = Object.fromEntries(Object.entries(operationNames).map(([method, name]) => [method, name(staffType as never)]));
    expect(names).toEqual({
      GET_LIST: 'staff',
      GET_MANY: 'staff',
      GET_MANY_REFERENCE: 'staff',
      GET_ONE: 'staffMember',
      CREATE: 'addStaffMember',
      UPDATE: 'updateStaffRoles',
      DELETE: 'removeStaffMember',
    });
  });

  it('a record is identified by its user id', () => {
    const member = { userId: 'u1', name: 'Nina', email: 'nina@example.com', roles: ['M' as const], createdAt: '2026-01-01T00:00:00Z' };
    expect(toStaffRecord(member)).toEqual({ ...member, id: 'u1' });
  });

  it('maps paging, sort and filters; an unknown role or blank text is left out', () => {
    expect(
      toStaffListVariables({
        pagination: { page: 2, perPage: 25 },
        sort: { field: 'email', order: 'DESC' },
        filter: { q: ' ni ', role: 'M' },
      }),
    ).toEqual({
      page: 2,
      perPage: 25,
      sortField: 'EMAIL',
      sortOrder: 'DESC',
      filter: { q: 'ni', role: 'M' },
    });
    expect(toStaffFilter({ q: ' ', role: 'ADMIN' })).toBeUndefined();
  });

  it('UPDATE sends the roles only; CREATE invites: the e-mail and the roles, never a name or a password', () => {
    const build = buildQuery({ resources: [{ type: staffType, UPDATE: {}, CREATE: {} }] } as never);
    const update = build('UPDATE', 'staff', { id: 'u1', data: { id: 'u1', name: 'Nina', roles: ['D'] }, previousData: {} });
    expect(update.variables).toEqual({ userId: 'u1', roles: ['D'] });
    expect(toAddStaffInput({ name: 'Nina', email: 'n@example.com', password: 'Inicial123', roles: ['M'], extra: 1 })).toEqual({
      email: 'n@example.com',
      roles: ['M'],
    });
    const create = build('CREATE', 'staff', { data: { email: 'n@example.com', roles: ['D'] } });
    expect(create.variables).toEqual({ input: { email: 'n@example.com', roles: ['D'] } });
  });

  it('the created record is the invitation, with its own id', () => {
    const invitation = { id: 'i1', email: 'n@example.com', roles: ['D' as const], status: 'PENDING' as const, sentAt: 's', expiresAt: 'e' };
    expect(toInvitationRecord(invitation)).toEqual(invitation);
  });
});
