import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

/** The clinic's day: today's appointments by status, the emergency queues' open protocols, the unread messages. */
export const DashboardDocument = graphql(`
  query Dashboard {
    dashboard {
      companyId
      date
      timeZone
      appointments {
        ...AppointmentStatusTotals
      }
      emergency {
        online
        message
        waiting
        called
        inAttendance
        queues {
          queueId
          name
          waiting
          called
          inAttendance
          oldestWaitingSince
        }
      }
      messages {
        unread
      }
    }
  }
`);
export type DashboardRecord = ResultOf<typeof DashboardDocument>['dashboard'];

/** Something the dashboard counts changed (or the subscription started, or events were lost): read it again. */
export const DashboardChangedDocument = graphql(`
  subscription DashboardChanged {
    dashboardChanged {
      sequence
      topic
      resyncRequired
    }
  }
`);
