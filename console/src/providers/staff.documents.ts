import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

/** A member as the list, the CSV and the edit page show it. */
const StaffMemberRecordFragment = graphql(`
  fragment StaffMemberRecord on StaffMember {
    userId
    name
    email
    roles
    createdAt
  }
`);
export type StaffMemberRecord = ResultOf<typeof StaffMemberRecordFragment>;

export const StaffListDocument = graphql(`
  query StaffList($page: Int, $perPage: Int, $sortField: StaffSortField, $sortOrder: SortOrder, $filter: StaffFilter) {
    staff(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {
      items {
        ...StaffMemberRecord
      }
      total
    }
  }
`);

export const StaffMemberDocument = graphql(`
  query StaffMember($userId: ID!) {
    staffMember(userId: $userId) {
      ...StaffMemberRecord
    }
  }
`);

export const AddStaffMemberDocument = graphql(`
  mutation AddStaffMember($input: AddStaffMemberInput!) {
    addStaffMember(input: $input) {
      ...StaffMemberRecord
    }
  }
`);

export const UpdateStaffRolesDocument = graphql(`
  mutation UpdateStaffRoles($userId: ID!, $roles: [Role!]!) {
    updateStaffRoles(userId: $userId, roles: $roles) {
      ...StaffMemberRecord
    }
  }
`);

export const RemoveStaffMemberDocument = graphql(`
  mutation RemoveStaffMember($userId: ID!) {
    removeStaffMember(userId: $userId) {
      ...StaffMemberRecord
    }
  }
`);
