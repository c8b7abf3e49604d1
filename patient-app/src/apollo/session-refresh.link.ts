import { ErrorLink } from '@apollo/client/link/error';
import type { Locale } from '@teleconsulta/schema';
import { catchError, from, switchMap, throwError } from 'rxjs';
import { renewSession } from '../auth/refresh-session.client';
import { errorCodeOf } from '../errors/error-feedback.mappers';

/**
 * On UNAUTHENTICATED, rotates the refresh token once and replays the operation (the auth link below reads the
 * new token). When the refresh token is refused too, the session ends. An unreachable gateway keeps the session
 * and surfaces the original error.
 */
export function createSessionRefreshLink(locale: Locale, onSessionEnded: () => void): ErrorLink {
  return new ErrorLink(({ error, operation, forward }) => {
    if (errorCodeOf(error) !== 'UNAUTHENTICATED' || operation.getContext().replayedAfterRefresh) return;
    return from(renewSession(locale)).pipe(
      catchError(() => throwError(() => error)),
      switchMap((outcome) => {
        if (outcome === 'rejected') {
          onSessionEnded();
          return throwError(() => error);
        }
        operation.setContext({ replayedAfterRefresh: true });
        return forward(operation);
      }),
    );
  });
}
