import type { BuildQueryResult } from 'ra-data-graphql';
import type { CreateParams, DeleteParams, GetListParams, GetManyParams, GetOneParams, UpdateParams } from 'react-admin';
import type {
  AddStaffMemberMutation,
  RemoveStaffMemberMutation,
  StaffListQuery,
  StaffMemberQuery,
  UpdateStaffRolesMutation,
} from '../gql/graphql';
import type { ResourceQueries } from './build-query';
import { GatewayError } from './gateway-error';
import {
  AddStaffMemberDocument,
  RemoveStaffMemberDocument,
  StaffListDocument,
  StaffMemberDocument,
  UpdateStaffRolesDocument,
} from './staff.documents';
import { toAddStaffInput, toInvitationRecord, toStaffListVariables, toStaffRecord, toStaffRoles } from './staff.mappers';

type Response<T> = { data: T };

const toPage = ({ data }: Response<StaffListQuery>) => ({ data: data.staff.items.map(toStaffRecord), total: data.staff.total });

/**
 * react-admin's dataProvider calls for `staff` (staff.graphql); a record's id is the member's user id. CREATE invites
 * (addStaffMember) and answers the invitation; the invitations themselves are read and worked on the list page.
 */
export const staffQueries: ResourceQueries = {
  typeName: 'StaffMember',
  GET_LIST: (params: GetListParams): BuildQueryResult => ({
    query: StaffListDocument,
    variables: toStaffListVariables(params),
    parseResponse: toPage,
  }),
  GET_MANY: ({ ids }: GetManyParams): BuildQueryResult => ({
    query: StaffListDocument,
    variables: { page: 1, perPage: 100 },
    parseResponse: ({ data }: Response<StaffListQuery>) => ({
      data: data.staff.items.map(toStaffRecord).filter((m) => ids.map(String).includes(m.id)),
    }),
  }),
  GET_ONE: ({ id }: GetOneParams): BuildQueryResult => ({
    query: StaffMemberDocument,
    variables: { userId: String(id) },
    parseResponse: ({ data }: Response<StaffMemberQuery>) => {
      if (!data.staffMember) throw new GatewayError('NOT_FOUND', 'app.errors.NOT_FOUND');
      return { data: toStaffRecord(data.staffMember) };
    },
  }),
  CREATE: ({ data }: CreateParams): BuildQueryResult => ({
    query: AddStaffMemberDocument,
    variables: { input: toAddStaffInput(data) },
    parseResponse: ({ data: result }: Response<AddStaffMemberMutation>) => ({ data: toInvitationRecord(result.addStaffMember) }),
  }),
  UPDATE: ({ id, data }: UpdateParams): BuildQueryResult => ({
    query: UpdateStaffRolesDocument,
    variables: { userId: String(id), roles: toStaffRoles(data.roles) },
    parseResponse: ({ data: result }: Response<UpdateStaffRolesMutation>) => ({ data: toStaffRecord(result.updateStaffRoles) }),
  }),
  DELETE: ({ id }: DeleteParams): BuildQueryResult => ({
    query: RemoveStaffMemberDocument,
    variables: { userId: String(id) },
    parseResponse: ({ data: result }: Response<RemoveStaffMemberMutation>) => ({ data: toStaffRecord(result.removeStaffMember) }),
  }),
};
