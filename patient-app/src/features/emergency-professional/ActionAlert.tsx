import { Alert } from '@mui/material';
import { feedbackText } from '../../errors/error-feedback.mappers';
import type { ActionFeedback } from './virtual-line-actions.hook';

/** A refused move: the server's translated message (or its first field error). */
export function ActionAlert({ feedback, onClose }: { feedback: ActionFeedback | null; onClose: () => void }) {
  const text = feedback ? feedbackText(feedback) : null;
  if (!text) return null;
  return (
    <Alert severity="error" onClose={onClose} data-testid="action-error">
      {text}
    </Alert>
  );
}
