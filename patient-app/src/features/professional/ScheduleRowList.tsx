import AddIcon from '@mui/icons-material/Add';
import { Button, FormHelperText, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  help: string;
  error?: string;
  errorId: string;
  addLabel: string;
  onAdd: () => void;
  testId: string;
  children: ReactNode[];
  empty: string;
};

/** A titled list of rows with its add button and the list's own error (e.g. appointments left without a weekday). */
export function ScheduleRowList({ title, help, error, errorId, addLabel, onAdd, testId, children, empty }: Props) {
  return (
    <Paper variant="outlined" component="fieldset" data-testid={testId} sx={{ p: { xs: 2, sm: 3 }, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ float: 'left', width: '100%', p: 0 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ clear: 'both', mb: 2 }}>
        {help}
      </Typography>
      {error && (
        <FormHelperText error id={errorId} sx={{ mb: 2, fontSize: '0.875rem' }} role="alert">
          {error}
        </FormHelperText>
      )}
      {children.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {empty}
        </Typography>
      ) : (
        <Stack component="ol" spacing={2} sx={{ p: 0, m: 0, mb: 2 }}>
          {children}
        </Stack>
      )}
      <Button startIcon={<AddIcon />} onClick={onAdd} data-testid={`${testId}-add`}>
        {addLabel}
      </Button>
    </Paper>
  );
}
