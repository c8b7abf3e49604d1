import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { feedbackFromError, feedbackText } from '../../errors/error-feedback.mappers';
import { graphql } from '../../gql';
import type { BookAppointmentInput } from '../../gql/graphql';
import { useLocale } from '../../i18n/locale.context';
import { type BookingFailure, bookingFailure } from './booking-error.mappers';
import type { BookedAppointment, ExamUpload, PendingExam } from './schedule.reducer';

const BookAppointmentDocument = graphql(`
  mutation BookAppointment($input: BookAppointmentInput!) {
    bookAppointment(input: $input) {
      id
      protocol
      cancelAccess
      paymentAccess
      startsAt
      timeZone
      professionalName
      specialtyName
      patientName
    }
  }
`);

const UploadBookedExamDocument = graphql(`
  mutation UploadBookedExam($appointmentId: ID!, $file: FileInput!) {
    uploadAppointmentFile(appointmentId: $appointmentId, file: $file) {
      id
      fileName
    }
  }
`);

export type BookingOutcome =
  | { ok: true; appointment: BookedAppointment; uploads: ExamUpload[] }
  | { ok: false; failure: BookingFailure }
  /** A second click while the first booking is still on its way: nothing was sent. */
  | { ok: false; failure: null };

/** Progress of a booking: sending it, then its exams one by one. */
export type BookingProgress = { phase: 'booking' } | { phase: 'uploading'; sent: number; total: number } | null;

/**
 * Books once, whatever the number of clicks (a ref guards the call, the button is disabled meanwhile), then sends the
 * exams one after the other. A refused exam never undoes the booking: its translated reason is kept for the final step.
 */
export function useBookAppointment() {
  const locale = useLocale();
  const [book] = useMutation(BookAppointmentDocument);
  const [upload] = useMutation(UploadBookedExamDocument);
  const inFlight = useRef(false);
  const [progress, setProgress] = useState<BookingProgress>(null);

  const run = async (input: BookAppointmentInput, exams: readonly PendingExam[]): Promise<BookingOutcome> => {
    if (inFlight.current) return { ok: false, failure: null };
    inFlight.current = true;
    setProgress({ phase: 'booking' });
    let booked = false;
    try {
      const result = await book({ variables: { input } }).catch((error: unknown) => ({ error }));
      if ('error' in result || !result.data) return { ok: false, failure: bookingFailure('error' in result ? result.error : null, locale) };
      const appointment = result.data.bookAppointment;
      booked = true;
      const uploads: ExamUpload[] = [];
      for (const [index, exam] of exams.entries()) {
        setProgress({ phase: 'uploading', sent: index, total: exams.length });
        const file = { fileName: exam.fileName, contentType: exam.contentType, base64: exam.base64 };
        const sent = await upload({ variables: { appointmentId: appointment.id, file } }).then(
          () => null,
          (error: unknown) => {
            return feedbackText(feedbackFromError(error, locale)) ?? '';
          },
        );
        uploads.push({ id: exam.id, fileName: exam.fileName, error: sent });
      }
      return { ok: true, appointment, uploads };
    } finally {
      // Once booked, this screen never books again.
      if (!booked) inFlight.current = false;
      setProgress(null);
    }
  };

  return { run, progress };
}
