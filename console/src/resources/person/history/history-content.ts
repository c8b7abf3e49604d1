import type { PersonHistoryContent } from '../../../providers/person-history.documents';

/**
 * One line of an item's content: a label key under resources.personHistory.content and the text shown; `label`, when
 * given, is shown instead of the key's text (a questionnaire's question). Keys repeat (one line per medicine, answer).
 */
export type ContentLine = { key: string; value: string; label?: string };

type Format = {
  translate: (key: string, options?: Record<string, unknown>) => string;
  /** An ISO instant in the console's language (and the clinic's zone, when the content has one). */
  instant: (iso: string, timeZone?: string) => string;
};

const kb = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.ceil(bytes / 1024))} KB` : `${(bytes / 1048576).toFixed(1)} MB`);

/**
 * The lines of an item's content, in reading order; empty values are left out. Codes are named by the gateway
 * (appointments, a referral's specialty, a triage level) or by the console's own catalogues (service-request and
 * emergency statuses, document kinds, signature statuses, medication routes).
 */
export function contentLines(content: PersonHistoryContent, { translate, instant }: Format): ContentLine[] {
  const t = (key: string) => translate(`resources.personHistory.${key}`);
  const lines: Array<[string, string | null | undefined, string?]> = (() => {
    switch (content.__typename) {
      case 'PersonHistoryAppointment':
        return [
          ['protocol', content.protocol],
          ['status', content.statusName],
          ['type', content.typeName],
          ['source', content.sourceName],
          ['specialty', content.specialtyName],
          ['period', `${instant(content.startsAt, content.timeZone)} – ${instant(content.endsAt, content.timeZone)}`],
          ['reason', content.reason],
          ['medicalAssistent', content.medicalAssistentName],
          ['cancelReason', content.cancelReason],
        ];
      case 'PersonHistoryNotes':
        return [
          ['reason', content.reason],
          ['cid10', content.cid10],
          ['upshot', content.upshot],
          ['orientation', content.orientation],
          ['notes', content.notes],
        ];
      case 'PersonHistoryArchive':
        return [
          ['fileName', content.fileName],
          ['contentType', content.contentType],
          ['size', kb(content.sizeBytes)],
          ['filePath', content.filePath],
        ];
      case 'PersonHistoryDiagnostic':
        return [
          ['cid10', content.cid10],
          ['description', content.description],
          ['recordedAt', instant(content.recordedAt)],
        ];
      case 'PersonHistoryExam':
        return [
          ['note', content.note],
          ['status', translate(`resources.serviceRequests.statuses.${content.requestStatus}`)],
          ['priority', translate(`resources.serviceRequests.priorities.${content.requestPriority}`)],
          ['code', content.code],
          ['category', content.category],
          ['requester', content.requesterName],
          ['occurrence', content.occurrence ? instant(content.occurrence) : null],
        ];
      case 'PersonHistoryEvent':
        return [
          ['protocol', String(content.protocolNumber)],
          ['queue', content.queueName],
          ['status', translate(`app.emergency.statuses.${content.protocolStatus}`)],
          ['triagePriority', content.triagePriority == null ? null : String(content.triagePriority)],
          ['complaint', content.complaint],
          ['arrivedAt', instant(content.arrivedAt)],
          ['calledAt', content.calledAt ? instant(content.calledAt) : null],
          ['closedAt', content.closedAt ? instant(content.closedAt) : null],
        ];
      case 'PersonHistoryDocument': {
        const { prescription, certificate, examRequest, referral } = content;
        return [
          ['documentKind', t(`documentKinds.${content.documentKind}`)],
          ['documentCode', content.code],
          ['issuedAt', instant(content.issuedAt)],
          ['signature', t(`signatureStatuses.${content.signatureStatus}`)],
          ['signedAt', content.signedAt ? instant(content.signedAt) : null],
          ['specialControl', prescription?.specialControl ? t('yes') : null],
          ...(prescription?.items ?? []).map((i): [string, string] => [
            'medicine',
            [i.medication, i.dosage, t(`routes.${i.route}`), i.quantity, i.duration].filter((part) => part.trim()).join(' · '),
          ]),
          ['days', certificate ? String(certificate.days) : null],
          ['cid10', certificate?.cid],
          ['remarks', certificate?.remarks],
          ['exams', examRequest?.exams.join('\n')],
          ['clinicalIndication', examRequest?.clinicalIndication],
          ['specialty', referral ? (content.referralSpecialtyName ?? referral.specialty) : null],
          ['referralReason', referral?.reason],
          ['correction', content.supersedesId ? t('correction_of') : null],
          ['superseded', content.supersededById ? t('superseded_by') : null],
        ];
      }
      case 'PersonHistoryQuestionnaire':
        return [
          ['protocol', String(content.protocolNumber)],
          ['queue', content.queueName],
          ['screening', content.screeningTitle],
          ['complaint', content.complaint],
          [
            'triagePriority',
            content.triagePriority == null
              ? null
              : [String(content.triagePriority), content.triagePriorityName].filter(Boolean).join(' · '),
          ],
          ['redFlag', content.redFlag ? t('yes') : null],
          ['triageReasons', content.triageReasons.join('\n')],
          ['arrivedAt', instant(content.arrivedAt)],
          ...content.answers.map((a): [string, string, string] => ['answer', a.answer, a.question]),
        ];
      default:
        return [];
    }
  })();
  return lines
    .filter((line): line is [string, string, string?] => Boolean(line[1]?.trim()))
    .map(([key, value, label]) => (label ? { key, value, label } : { key, value }));
}
