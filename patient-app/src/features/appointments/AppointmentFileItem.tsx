import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import { IconButton, Link, ListItem, ListItemText } from '@mui/material';
import type { AppointmentFilesPanelAppointmentFragment } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';
import { useDateFormat } from './appointment-time.hook';
import { formatFileSize } from './exam-file.util';

type ExamFile = NonNullable<AppointmentFilesPanelAppointmentFragment['files']>[number];

type Props = {
  file: ExamFile;
  timeZone: string;
  /** Removes the file; absent once the appointment is over (read only). */
  onRemove?: () => void;
  busy: boolean;
};

/** One exam file of the appointment: its download link (signed, short-lived), size and time sent, and its removal. */
export function AppointmentFileItem({ file, timeZone, onRemove, busy }: Props) {
  const t = useT();
  const format = useDateFormat();
  return (
    <ListItem
      disableGutters
      data-testid="appointment-file"
      secondaryAction={
        onRemove && (
          <IconButton edge="end" aria-label={t('schedule.exams.remove', { name: file.fileName })} onClick={onRemove} disabled={busy}>
            <DeleteOutlineIcon />
          </IconButton>
        )
      }
    >
      <ListItemText
        primary={
          file.url ? (
            <Link href={file.url} download={file.fileName} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <DownloadIcon fontSize="small" aria-hidden />
              {file.fileName}
            </Link>
          ) : (
            file.fileName
          )
        }
        secondary={`${formatFileSize(file.sizeBytes, format.intl)} · ${format.shortDateTime(file.createdAt, timeZone)}`}
      />
    </ListItem>
  );
}
