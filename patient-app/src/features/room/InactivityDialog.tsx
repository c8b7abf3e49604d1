import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import { formatCountdown } from '../payment/countdown.util';

/** "Are you still there?" with the countdown to the inactivity disconnect (SPEC §4 room). */
export function InactivityDialog({ secondsLeft, onStillHere }: { secondsLeft: number | null; onStillHere: () => void }) {
  const t = useT();
  return (
    <Dialog open={secondsLeft !== null} aria-labelledby="room-inactive-title" data-testid="room-inactivity-dialog">
      <DialogTitle id="room-inactive-title">{t('room.inactivity.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('room.inactivity.body')}</DialogContentText>
        <Typography variant="h4" component="p" sx={{ mt: 2, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }} aria-live="polite">
          {formatCountdown(secondsLeft ?? 0)}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onStillHere} data-testid="room-still-here" autoFocus>
          {t('room.inactivity.stillHere')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
