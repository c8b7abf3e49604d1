import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocale, useT } from '../../i18n/locale.context';
import { useDateFormat } from '../appointments/appointment-time.hook';
import { ExamFilePicker } from '../appointments/ExamFilePicker';
import { formatFileSize, readExamFile } from '../appointments/exam-file.util';
import { FileErrorsAlert } from '../appointments/FileErrorsAlert';
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
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('schedule.exams.intro', { max: maxMb })}</Typography>
      <Box>
        <ExamFilePicker onChoose={choose} inputTestId="exam-input" buttonTestId="exam-add" />
      </Box>
      <FileErrorsAlert errors={errors} testId="exam-errors" />
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
