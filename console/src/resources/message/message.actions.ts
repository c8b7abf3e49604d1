import type { ApolloClient } from '@apollo/client';
import { toGatewayError } from '../../providers/gateway-error';
import { ArchiveMessagesDocument, MarkMessageSeenDocument, UnarchiveMessagesDocument } from '../../providers/message.documents';

/** Active queries to refresh once the unread count may have changed (the menu badge). */
export const UNREAD_QUERIES = ['UnreadMessages'];

/**
 * SPEC §8 silent outcomes: errors of seen, archive and unarchive are logged here, in the console, and never block the
 * user (the gateway still reports them, so other clients can decide). The caller refreshes its view either way.
 */
async function silently(action: string, run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    const { code } = toGatewayError(error);
    console.warn(`[messages] ${action} failed (${code}); ignored`, error);
    return false;
  }
}

export const markSeen = (client: ApolloClient<unknown>, id: string) =>
  silently('seen', () => client.mutate({ mutation: MarkMessageSeenDocument, variables: { id }, refetchQueries: UNREAD_QUERIES }));

export const archive = (client: ApolloClient<unknown>, ids: string[]) =>
  silently('archive', () => client.mutate({ mutation: ArchiveMessagesDocument, variables: { ids }, refetchQueries: UNREAD_QUERIES }));

export const unarchive = (client: ApolloClient<unknown>, ids: string[]) =>
  silently('unarchive', () => client.mutate({ mutation: UnarchiveMessagesDocument, variables: { ids }, refetchQueries: UNREAD_QUERIES }));
