import {
  cancelReasonText,
  type Locale,
  type TPersonHistoryContentDto,
  type TPersonHistoryItemDto,
  TRIAGE_PRIORITIES,
  triageLabel,
} from '@teleconsulta/schema';
import type {
  PersonHistoryContent,
  PersonHistoryItem,
  ServiceRequestIntent,
  ServiceRequestPriority,
  ServiceRequestStatus,
} from '../../__generated__/resolvers-types.js';
import { APPOINTMENT_SOURCE, APPOINTMENT_STATUS, APPOINTMENT_TYPE, domainName, SPECIALTY } from '../domain/domain.names.js';

/** FHIR's codes ("on-hold") as GraphQL enum values (ON_HOLD). */
const toEnum = <T extends string>(code: string) => code.toUpperCase().replaceAll('-', '_') as T;

/** The service's content as the union member of its type (named by __typename), codes named in the request's language. */
export function toHistoryContent(c: TPersonHistoryContentDto, locale: Locale): PersonHistoryContent {
  switch (c.kind) {
    case 'APPOINTMENT': {
      const { kind: _, ...rest } = c;
      return {
        __typename: 'PersonHistoryAppointment',
        ...rest,
        statusName: domainName(APPOINTMENT_STATUS, c.status, locale),
        cancelReason: cancelReasonText(c.cancelReason, locale),
        typeName: domainName(APPOINTMENT_TYPE, c.type, locale),
        sourceName: domainName(APPOINTMENT_SOURCE, c.source, locale),
        specialtyName: c.specialty ? domainName(SPECIALTY, c.specialty, locale) : null,
      };
    }
    case 'NOTES': {
      const { kind: _, ...rest } = c;
      return { __typename: 'PersonHistoryNotes', ...rest };
    }
    case 'ARCHIVE': {
      const { kind: _, ...rest } = c;
      return { __typename: 'PersonHistoryArchive', ...rest };
    }
    case 'DIAGNOSTIC': {
      const { kind: _, ...rest } = c;
      return { __typename: 'PersonHistoryDiagnostic', ...rest };
    }
    case 'LINK': {
      const { kind: _, ...rest } = c;
      return { __typename: 'PersonHistoryLink', ...rest };
    }
    case 'EXAM': {
      const { kind: _, status, priority, intent, ...rest } = c;
      return {
        __typename: 'PersonHistoryExam',
        ...rest,
        requestStatus: toEnum<ServiceRequestStatus>(status),
        requestPriority: toEnum<ServiceRequestPriority>(priority),
        requestIntent: toEnum<ServiceRequestIntent>(intent),
      };
    }
    case 'EVENT': {
      const { kind: _, status, priority, ...rest } = c;
      return { __typename: 'PersonHistoryEvent', ...rest, protocolStatus: status, triagePriority: priority };
    }
    case 'DOCUMENT': {
      const { kind: _, ...rest } = c;
      return {
        __typename: 'PersonHistoryDocument',
        ...rest,
        referralSpecialtyName: c.referral ? domainName(SPECIALTY, c.referral.specialty, locale) : null,
      };
    }
    case 'QUESTIONNAIRE': {
      const { kind: _, ...rest } = c;
      const level = TRIAGE_PRIORITIES.find((p) => p === c.triagePriority);
      return {
        __typename: 'PersonHistoryQuestionnaire',
        ...rest,
        triagePriorityName: level ? triageLabel(level, locale) : null,
      };
    }
  }
}

/** An item of the service as the GraphQL type: its id made unique across types (TYPE:itemId). */
export function toHistoryItem(dto: TPersonHistoryItemDto & { content?: TPersonHistoryContentDto }, locale: Locale): PersonHistoryItem {
  const { content, id, ...rest } = dto;
  return { ...rest, id: `${dto.type}:${id}`, itemId: id, content: content ? toHistoryContent(content, locale) : null };
}
