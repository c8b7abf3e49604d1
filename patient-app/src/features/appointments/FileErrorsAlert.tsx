import { Alert } from '@mui/material';

/** What went wrong with the files chosen or sent, one line each; nothing while there is none. */
export function FileErrorsAlert({ errors, testId }: { errors: readonly string[]; testId: string }) {
  if (errors.length === 0) return null;
  return (
    <Alert severity="error" role="alert" data-testid={testId}>
      {errors.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  );
}
