import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

/** A professional's availability, for the availability tab and the edit page. */
const ProfessionalScheduleRecordFragment = graphql(`
  fragment ProfessionalScheduleRecord on ProfessionalSchedule {
    professionalId
    timeZone
    appointmentDuration
    today
    maxDaysAhead
    skipHolidays
    weekly {
      day
      allDay
      start
      end
    }
    extra {
      date
      allDay
      start
      end
    }
    blocked {
      date
      allDay
      start
      end
    }
    updatedAt
    closedDates
  }
`);
export type ProfessionalScheduleRecord = ResultOf<typeof ProfessionalScheduleRecordFragment> & { id: string };

export const ProfessionalScheduleDocument = graphql(`
  query ProfessionalSchedule($id: ID!) {
    professionalSchedule(id: $id) {
      ...ProfessionalScheduleRecord
    }
  }
`);

export const UpdateProfessionalScheduleDocument = graphql(`
  mutation UpdateProfessionalSchedule($id: ID!, $input: ProfessionalScheduleInput!) {
    updateProfessionalSchedule(id: $id, input: $input) {
      ...ProfessionalScheduleRecord
    }
  }
`);

export const AvailabilityCalendarDocument = graphql(`
  query AvailabilityCalendar($professionalId: ID!, $from: Date, $to: Date) {
    availabilityCalendar(professionalId: $professionalId, from: $from, to: $to) {
      date
      weekday
      holiday {
        key
        kind
        name
        closed
      }
      holidaySkipped
      hasExtra
      hasBlocked
      windows {
        start
        end
      }
      minutes
    }
  }
`);
export type AvailabilityDay = ResultOf<typeof AvailabilityCalendarDocument>['availabilityCalendar'][number];
