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

/** An invitation as the staff page lists it: e-mail, roles, when it was sent and until when its link works. */
const StaffInvitationRecordFragment = graphql(`
  fragment StaffInvitationRecord on StaffInvitation {
    id
    email
    roles
    status
    sentAt
    expiresAt
  }
`);
export type StaffInvitationRecord = ResultOf<typeof StaffInvitationRecordFragment>;

/** The create form invites: the answer is the invitation, the same whether or not the e-mail has an account. */
export const AddStaffMemberDocument = graphql(`
  mutation AddStaffMember($input: AddStaffMemberInput!) {
    addStaffMember(input: $input) {
      ...StaffInvitationRecord
    }
  }
`);

export const StaffInvitationsDocument = graphql(`
  query StaffInvitations($page: Int, $perPage: Int) {
    staffInvitations(page: $page, perPage: $perPage) {
      items {
        ...StaffInvitationRecord
      }
      total
    }
  }
`);

export const ResendStaffInvitationDocument = graphql(`
  mutation ResendStaffInvitation($id: ID!) {
    resendStaffInvitation(id: $id) {
      ...StaffInvitationRecord
    }
  }
`);

export const RevokeStaffInvitationDocument = graphql(`
  mutation RevokeStaffInvitation($id: ID!) {
    revokeStaffInvitation(id: $id) {
      ...StaffInvitationRecord
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
