import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

/** A row of the list and of its CSV: only what the list shows. */
const AppointmentListItemFragment = graphql(`
  fragment AppointmentListItem on Appointment {
    id
    protocol
    startDate
    startTime
    endDate
    endTime
    startsAt
    endsAt
    timeZone
    status
    statusName
    source
    sourceName
    type
    typeName
    doctorId
    professionalName
    patientId
    patientName
  }
`);
export type AppointmentListItem = ResultOf<typeof AppointmentListItemFragment>;

/** A payment attempt as the appointment page's Payments tab shows it (staff only: `payments` is null otherwise). */
const AppointmentPaymentFragment = graphql(`
  fragment AppointmentPayment on Payment {
    id
    protocol
    method
    methodName
    status
    statusName
    amountCents
    discountCents
    totalCents
    installments
    installmentCents
    voucherCode
    cardBrand
    cardLast4
    pix {
      brCode
      txid
      expiresAt
    }
    refundedCents
    provider
    createdAt
    paidAt
    refusedReason
  }
`);
export type AppointmentPayment = ResultOf<typeof AppointmentPaymentFragment>;

/** An exam file of an appointment, as the record and the page's extras (with its download link) read it. */
graphql(`
  fragment AppointmentFileItem on AppointmentFile {
    id
    fileName
    filePath
    contentType
    sizeBytes
    createdAt
  }
`);

/** The whole appointment, for the show page. */
const AppointmentRecordFragment = graphql(`
  fragment AppointmentRecord on Appointment {
    ...AppointmentListItem
    title
    description
    durationMinutes
    medicalAssistentId
    medicalAssistentName
    role
    specialty
    specialtyName
    cid10
    upshot
    notes
    reason
    orientation
    cancelReason
    cancelTime
    priceCents
    paidAt
    attendanceStartedAt
    finishedAt
    leftAt
    roomAccess
    cancelAccess
    paymentAccess
    createdAt
    updatedAt
    files {
      ...AppointmentFileItem
    }
    payments {
      ...AppointmentPayment
    }
  }
`);
export type AppointmentRecord = ResultOf<typeof AppointmentRecordFragment>;

export const AppointmentListDocument = graphql(`
  query AppointmentList(
    $page: Int
    $perPage: Int
    $sortField: AppointmentSortField
    $sortOrder: SortOrder
    $filter: AppointmentFilter
  ) {
    appointments(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {
      items {
        ...AppointmentListItem
      }
      total
    }
  }
`);

export const AppointmentDocument = graphql(`
  query Appointment($id: ID!) {
    appointment(id: $id) {
      ...AppointmentRecord
    }
  }
`);

const AppointmentCountsFragment = graphql(`
  fragment AppointmentReportCounts on AppointmentReportRow {
    scheduled
    paid
    cancelled
    inAttendance
    finishedByProfessional
    leftByPatient
    noShow
    total
    noShowRate
    attendedMinutes
  }
`);
export type AppointmentReportCounts = ResultOf<typeof AppointmentCountsFragment>;

/** Appointments by status over the report's rows, or over today's (the dashboard). */
const AppointmentStatusTotalsFragment = graphql(`
  fragment AppointmentStatusTotals on AppointmentReportTotals {
    scheduled
    paid
    cancelled
    inAttendance
    finishedByProfessional
    leftByPatient
    noShow
    total
  }
`);
export type AppointmentStatusTotals = ResultOf<typeof AppointmentStatusTotalsFragment>;

export const AppointmentReportDocument = graphql(`
  query AppointmentReport(
    $page: Int
    $perPage: Int
    $sortField: AppointmentReportSortField
    $sortOrder: SortOrder
    $filter: AppointmentFilter
  ) {
    appointmentReport(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {
      items {
        id
        date
        doctorId
        professionalName
        ...AppointmentReportCounts
      }
      total
    }
  }
`);
export type AppointmentReportItem = ResultOf<typeof AppointmentReportDocument>['appointmentReport']['items'][number];

/** The report's counts over every row (shown above the table). */
export const AppointmentReportTotalsDocument = graphql(`
  query AppointmentReportTotals($filter: AppointmentFilter) {
    appointmentReport(page: 1, perPage: 1, filter: $filter) {
      total
      totals {
        ...AppointmentStatusTotals
        noShowRate
        attendedMinutes
      }
    }
  }
`);
