import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { mediaUrl } from '../../providers/media';
import type { AppointmentFileRow } from './use-appointment-files';

type AppointmentFileListProps = {
  files: readonly AppointmentFileRow[];
  /** A removal is in flight: the remove buttons wait. */
  deleting: boolean;
  onRemove: (file: AppointmentFileRow) => void;
};

/**
 * The appointment's files: each name a download link (signed by the gateway for a few minutes; no token in an
 * <a href>), its type and size, and a button to remove it.
 */
export const AppointmentFileList = ({ files, deleting, onRemove }: AppointmentFileListProps) => {
  const translate = useTranslate();
  if (files.length === 0) return <Typography variant="body2">{translate('resources.appointments.no_files')}</Typography>;
  return (
    <List dense disablePadding data-testid="appointment-files">
      {files.map((f) => (
        <ListItem
          key={f.id}
          disableGutters
          secondaryAction={
            <IconButton
              edge="end"
              size="small"
              aria-label={translate('resources.appointments.file.remove')}
              onClick={() => onRemove(f)}
              disabled={deleting}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          }
        >
          <ListItemText
            primary={
              f.url ? (
                <Link
                  href={mediaUrl(f.url) ?? undefined}
                  aria-label={translate('resources.appointments.file.download', { name: f.fileName })}
                >
                  {f.fileName}
                </Link>
              ) : (
                f.fileName
              )
            }
            secondary={`${f.contentType ?? ''} · ${Math.ceil(f.sizeBytes / 1024)} KB`}
          />
        </ListItem>
      ))}
    </List>
  );
};
