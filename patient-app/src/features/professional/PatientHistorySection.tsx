import HistoryIcon from '@mui/icons-material/History';
import { Button, Collapse, Divider, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/locale.context';
import { PatientHistoryList } from './PatientHistoryList';
import { ehrPath } from './professional.paths';

type Props = {
  patientId: string;
  appointmentId: string;
  timeZone: string;
  /** Whether the history is shown, and its page (kept by the detail page). */
  open: boolean;
  onToggle: () => void;
  page: number;
  onPageChange: (page: number) => void;
};

/** The patient's history on the professional's detail: shown on demand, or opened whole in the health record. */
export function PatientHistorySection({ patientId, appointmentId, timeZone, open, onToggle, page, onPageChange }: Props) {
  const t = useT();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="history-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography id="history-title" variant="h6" component="h2">
          {t('professional.detail.history')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            startIcon={<HistoryIcon />}
            onClick={onToggle}
            aria-expanded={open}
            aria-controls="history-panel"
            data-testid="history-toggle"
          >
            {open ? t('professional.detail.hideHistory') : t('professional.detail.showHistory')}
          </Button>
          <Button component={RouterLink} to={ehrPath(patientId)} data-testid="history-open-ehr">
            {t('professional.detail.openEhr')}
          </Button>
        </Stack>
      </Stack>
      <Collapse in={open} id="history-panel" unmountOnExit>
        <Divider sx={{ my: 2 }} />
        <PatientHistoryList
          personId={patientId}
          page={page}
          onPageChange={onPageChange}
          timeZone={timeZone}
          currentAppointmentId={appointmentId}
        />
      </Collapse>
    </Paper>
  );
}
