import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Stack, Typography } from '@mui/material';

/** The end screen's title after a professional finished an attendance, beside a green tick. */
export function AttendanceEndedTitle({ title }: { title: string }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <TaskAltIcon color="success" sx={{ fontSize: 40 }} aria-hidden />
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
    </Stack>
  );
}
