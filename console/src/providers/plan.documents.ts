import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

/** A row of the plans list, of a reference and of the CSV. */
const PlanListItemFragment = graphql(`
  fragment PlanListItem on Plan {
    id
    companyId
    name
    billType
    durationDays
    attendanceValueCents
    minutesQuantity
    minutesValueCents
    active
  }
`);
export type PlanListItem = ResultOf<typeof PlanListItemFragment>;

/** The whole plan, for the show and edit pages. */
const PlanRecordFragment = graphql(`
  fragment PlanRecord on Plan {
    id
    companyId
    name
    description
    billType
    durationDays
    commissionType
    commissionValue
    initialAttendanceQuantity
    attendanceValueCents
    minutesQuantity
    minutesValueCents
    recordedMinutesQuantity
    recordedMinutesValueCents
    maxAttendanceMinutes
    additionalMinutesAllowed
    additionalMinutesValueCents
    additionalMinutesMax
    additionalRecordedMinutesAllowed
    additionalRecordedMinutesValueCents
    additionalRecordedMinutesMax
    attendanceAverageMinutes
    recordedAttendanceAverageMinutes
    active
    createdAt
    updatedAt
  }
`);
export type PlanRecord = ResultOf<typeof PlanRecordFragment>;

export const PlanListDocument = graphql(`
  query PlanList($page: Int, $perPage: Int, $sortField: PlanSortField, $sortOrder: SortOrder, $filter: PlanFilter) {
    plans(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {
      items {
        ...PlanListItem
      }
      total
    }
  }
`);

export const PlanDocument = graphql(`
  query Plan($id: ID!) {
    plan(id: $id) {
      ...PlanRecord
    }
  }
`);

export const CreatePlanDocument = graphql(`
  mutation CreatePlan($input: PlanInput!) {
    createPlan(input: $input) {
      ...PlanRecord
    }
  }
`);

export const UpdatePlanDocument = graphql(`
  mutation UpdatePlan($id: ID!, $input: PlanInput!) {
    updatePlan(id: $id, input: $input) {
      ...PlanRecord
    }
  }
`);

export const DeletePlanDocument = graphql(`
  mutation DeletePlan($id: ID!) {
    deletePlan(id: $id) {
      ...PlanListItem
    }
  }
`);
