import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useLocale, useT } from '../../i18n/locale.context';
import { useDateFormat } from '../appointments/appointment-time.hook';
import { formatFileSize, readExamFile } from '../appointments/exam-file.util';
import type { PendingExam } from './schedule.reducer';

type Props = {
  maxMb: number;
  exams: readonly PendingExam[];
  onAdd: (exam: PendingExam) => void;
  onRemove: (id: string) => void;
};

/**
 * Optional exams (PDF, JPEG or PNG within the clinic's size limit), checked here as the server will check them and
 * sent once the appointment is booked.
 */
export function ExamsStep({ maxMb, exams, onAdd, onRemove }: Props) {
  const t = useT();
  const locale = useLocale();
  const { intl } = useDateFormat();
  const input = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const choose = async (files: FileList | null) => {
    const problems: string[] = [];
    const known = new Set(exams.map((exam) => exam.base64));
    for (const file of Array.from(files ?? [])) {
      const checked = await readExamFile(file, maxMb, locale);
      if (!checked.ok) problems.push(checked.message);
      else if (known.has(checked.file.base64)) problems.push(t('schedule.exams.duplicate', { name: checked.file.fileName }));
      else {
        known.add(checked.file.base64);
        onAdd({ id: `${Date.now()}-${known.size}`, ...checked.file });
      }
    }
    setErrors(problems);
    if (input.current) input.current.value = '';
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('schedule.exams.intro', { max: maxMb })}</Typography>
      <Box>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
          onChange={(event) => void choose(event.target.files)}
          data-testid="exam-input"
        />
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} data-testid="exam-add">
          {t('schedule.exams.add')}
        </Button>
      </Box>
      {errors.length > 0 && (
        <Alert severity="error" role="alert" data-testid="exam-errors">
          {errors.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
      {exams.length > 0 && (
        <List dense aria-label={t('schedule.exams.chosen')} data-testid="exam-list">
          {exams.map((exam) => (
            <ListItem
              key={exam.id}
              secondaryAction={
                <IconButton edge="end" aria-label={t('schedule.exams.remove', { name: exam.fileName })} onClick={() => onRemove(exam.id)}>
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <ListItemText primary={exam.fileName} secondary={formatFileSize(exam.size, intl)} />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
