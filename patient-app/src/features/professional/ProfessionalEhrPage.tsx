import { useQuery } from '@apollo/client/react';
import { Paper, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { useT } from '../../i18n/locale.context';
import { useCompanySetup } from '../../layout/company-setup.hook';
import { PageTitle } from '../../layout/PageTitle';
import { useRecordParams } from '../health-record/record-params.hook';
import { PatientHistoryList } from './PatientHistoryList';
import { PatientPicker } from './PatientPicker';
import { ProfessionalOnly } from './ProfessionalOnly';

/** The clinic's professionals (at most 50, "name — council number"): the professional filter's options. */
const EhrProfessionalsDocument = graphql(`
  query EhrProfessionals {
    professionalCombo {
      id
      label
    }
  }
`);

/**
 * /professional/ehr (SPEC §2, roles D and DC): a patient's history, with the health record's filters (types, period,
 * professional). The patient is chosen here or comes in the address (?patient=, from an appointment's detail), and so
 * do the filters and the page; the history service decides whether this doctor may read it.
 */
export default function ProfessionalEhrPage() {
  return <ProfessionalOnly>{() => <Ehr />}</ProfessionalOnly>;
}

function Ehr() {
  const t = useT();
  const { timeZone } = useCompanySetup();
  const [search, setSearch] = useSearchParams();
  const patientId = search.get('patient');
  const [params, change] = useRecordParams(patientId ? { patient: patientId } : {});
  const combo = useQuery(EhrProfessionalsDocument, { skip: !patientId });
  const professionals = (combo.data?.professionalCombo ?? []).map((p) => ({ id: p.id, name: p.label }));
  return (
    <Stack spacing={3} data-testid="professional-ehr">
      <PageTitle>{t('professional.ehr')}</PageTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <PatientPicker
          id="ehr-patient"
          label={t('professional.filter.patient')}
          value={patientId}
          // Another patient starts without filters, on page 1.
          onChange={(p) => setSearch(p ? { patient: p.id } : {})}
        />
      </Paper>
      <Paper variant="outlined" component="section" aria-label={t('professional.ehr')} sx={{ p: { xs: 2, sm: 3 } }}>
        {patientId ? (
          <PatientHistoryList
            personId={patientId}
            page={params.page}
            onPageChange={(page) => change({ page })}
            timeZone={timeZone}
            filtering={{ params, onChange: change, professionals }}
          />
        ) : (
          <Typography color="text.secondary">{t('professional.ehr.choose')}</Typography>
        )}
      </Paper>
    </Stack>
  );
}
