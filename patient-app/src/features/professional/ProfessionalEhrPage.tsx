import { Paper, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n/locale.context';
import { PageTitle } from '../../layout/PageTitle';
import { PatientHistoryList } from './PatientHistoryList';
import { PatientPicker } from './PatientPicker';
import { ProfessionalOnly } from './ProfessionalOnly';

/**
 * /professional/ehr (SPEC §2, roles D and DC): a patient's history. The patient is chosen here or comes in the address
 * (?patient=, from an appointment's detail); the history service decides whether this doctor may read it.
 */
export default function ProfessionalEhrPage() {
  return <ProfessionalOnly>{() => <Ehr />}</ProfessionalOnly>;
}

function Ehr() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const patientId = search.get('patient');
  const page = Math.max(1, Number(search.get('page')) || 1);
  const go = (next: { patient: string | null; page?: number }) => {
    const params = new URLSearchParams();
    if (next.patient) params.set('patient', next.patient);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    setSearch(params);
  };
  return (
    <Stack spacing={3} data-testid="professional-ehr">
      <PageTitle>{t('professional.ehr')}</PageTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <PatientPicker
          id="ehr-patient"
          label={t('professional.filter.patient')}
          value={patientId}
          onChange={(p) => go({ patient: p?.id ?? null })}
        />
      </Paper>
      <Paper variant="outlined" component="section" aria-label={t('professional.ehr')} sx={{ p: { xs: 2, sm: 3 } }}>
        {patientId ? (
          <PatientHistoryList personId={patientId} page={page} onPageChange={(next) => go({ patient: patientId, page: next })} />
        ) : (
          <Typography color="text.secondary">{t('professional.ehr.choose')}</Typography>
        )}
      </Paper>
    </Stack>
  );
}
