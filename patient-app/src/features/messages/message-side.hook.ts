import { useQuery } from '@apollo/client/react';
import { MESSAGE_PATIENT_ROLES, type MessageSide, messageSideOf, type Role } from '@teleconsulta/schema';
import { graphql } from '../../gql';

const MessageViewerDocument = graphql(`
  query MessageViewer {
    me {
      id
      roles
    }
  }
`);

/** The roles that read messages in this app: the patient (their threads) and professionals (those addressed to them). */
export const MESSAGE_APP_ROLES: readonly Role[] = [...MESSAGE_PATIENT_ROLES, 'D', 'DC'];

/**
 * The side the signed-in user reads and writes messages on (the services' rule, messageSideOf): the patient's, or the
 * clinic's for a professional answering the threads addressed to them. PERSON until the roles are known.
 */
export function useMessageSide(): MessageSide {
  const { data } = useQuery(MessageViewerDocument);
  return messageSideOf((data?.me?.roles ?? ['P']) as Role[]) ?? 'PERSON';
}
