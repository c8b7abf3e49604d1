import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Paper } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import { ServiceNotesPanel } from './ServiceNotesPanel';

type Props = {
  appointmentId: string;
  /** A wide screen: the notes beside the call; otherwise in a drawer, opened from the controls. */
  wide: boolean;
  open: boolean;
  onClose: () => void;
};

/** The professional's service notes during the attendance: beside the call on a wide screen, a drawer on smaller ones. */
export function ServiceNotesAside({ appointmentId, wide, open, onClose }: Props) {
  const t = useT();
  const notes = <ServiceNotesPanel appointmentId={appointmentId} />;
  if (wide) {
    return (
      <Paper
        variant="outlined"
        component="aside"
        sx={{ width: 380, flexShrink: 0, p: 2, maxHeight: 'calc(100vh - 120px)', overflowY: 'auto', position: 'sticky', top: 16 }}
        data-testid="room-notes"
      >
        {notes}
      </Paper>
    );
  }
  return (
    // Kept mounted while closed: what is typed stays, and keeps saving itself.
    <Drawer anchor="right" open={open} onClose={onClose} keepMounted slotProps={{ paper: { sx: { width: { xs: '100vw', sm: 420 } } } }}>
      <Box sx={{ p: 2 }} data-testid="room-notes">
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconButton onClick={onClose} aria-label={t('room.notes.close')}>
            <CloseIcon />
          </IconButton>
        </Box>
        {notes}
      </Box>
    </Drawer>
  );
}
