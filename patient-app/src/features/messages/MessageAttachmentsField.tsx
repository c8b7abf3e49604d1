import CloseIcon from '@mui/icons-material/Close';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { Box, IconButton, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { MESSAGE_ATTACHMENTS_MAX } from '@teleconsulta/schema';
import { useState } from 'react';
import { useLocale, useT } from '../../i18n/locale.context';
import { useDateFormat } from '../appointments/appointment-time.hook';
import { ExamFilePicker } from '../appointments/ExamFilePicker';
import type { ExamFile } from '../appointments/exam-file.util';
import { formatFileSize } from '../appointments/exam-file.util';
import { FileErrorsAlert } from '../appointments/FileErrorsAlert';
import { addAttachments, attachmentKey } from './message-attachments.util';

type Props = {
  value: readonly ExamFile[];
  onChange: (files: ExamFile[]) => void;
  maxMb: number;
  disabled?: boolean;
  /** Prefix of the test ids (new-message, reply). */
  testId: string;
};

/**
 * "Attach files" under a message: the files chosen (name, size, remove), checked here as the server will; a refused
 * one is left out with its reason. They are sent once the message is.
 */
export function MessageAttachmentsField({ value, onChange, maxMb, disabled, testId }: Props) {
  const t = useT();
  const locale = useLocale();
  const { intl } = useDateFormat();
  const [errors, setErrors] = useState<string[]>([]);

  const choose = async (chosen: FileList | null) => {
    const added = await addAttachments(value, Array.from(chosen ?? []), maxMb, locale);
    setErrors(added.errors);
    onChange(added.files);
  };
  const remove = (file: ExamFile) => {
    setErrors([]);
    onChange(value.filter((f) => f !== file));
  };

  return (
    <Stack spacing={1} data-testid={`${testId}-attachments`}>
      {value.length > 0 && (
        <List dense disablePadding aria-label={t('messages.attachments.chosen')}>
          {value.map((file) => (
            <ListItem
              key={attachmentKey(file)}
              disableGutters
              data-testid={`${testId}-attachment`}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('messages.attachments.remove', { name: file.fileName })}
                  onClick={() => remove(file)}
                  disabled={disabled}
                >
                  <CloseIcon />
                </IconButton>
              }
            >
              <ListItemIcon sx={{ minWidth: 32 }}>
                <InsertDriveFileOutlinedIcon fontSize="small" aria-hidden />
              </ListItemIcon>
              <ListItemText
                primary={file.fileName}
                secondary={formatFileSize(file.size, intl)}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <FileErrorsAlert errors={errors} testId={`${testId}-attachment-errors`} />
      <Box>
        <ExamFilePicker
          onChoose={choose}
          disabled={disabled || value.length >= MESSAGE_ATTACHMENTS_MAX}
          inputTestId={`${testId}-attachment-input`}
          buttonTestId={`${testId}-attachment-add`}
          label={t('messages.attachments.add')}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('messages.attachments.hint', { max: maxMb, count: MESSAGE_ATTACHMENTS_MAX })}
        </Typography>
      </Box>
    </Stack>
  );
}
