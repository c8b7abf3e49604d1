import { useQuery } from '@apollo/client/react';
import { List, Stack, Typography } from '@mui/material';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { useT } from '../../i18n/locale.context';
import { RouteLoading } from '../../routing/RouteLoading';
import { PatientClinicalDocumentsDocument } from './clinical-documents.documents';
import { PatientDocumentRow } from './PatientDocumentRow';

type Props =
  | { appointmentId: string; personId?: undefined; timeZone: string }
  | { personId: string; appointmentId?: undefined; timeZone: string };

/** The patient's documents, of one appointment (its page) or of a person across their appointments (the health record), newest first. */
export function PatientDocumentsSection({ appointmentId, personId, timeZone }: Props) {
  const t = useT();
  const { data, error } = useQuery(PatientClinicalDocumentsDocument, {
    variables: { appointmentId: appointmentId ?? null, personId: personId ?? null },
    fetchPolicy: 'cache-and-network',
  });
  const documents = data?.clinicalDocuments ?? [];
  return (
    <Stack spacing={1} component="section" aria-labelledby="patient-documents-title" data-testid="patient-documents">
      <Typography id="patient-documents-title" variant="h6" component="h2">
        {t('clinicalDocuments.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('clinicalDocuments.patientIntro')}
      </Typography>
      {error && !data && <ErrorAlert error={error} />}
      {!data && !error && <RouteLoading />}
      {data && documents.length === 0 && (
        <Typography color="text.secondary" data-testid="documents-empty">
          {t('clinicalDocuments.none')}
        </Typography>
      )}
      {documents.length > 0 && (
        <List disablePadding data-testid="documents-list">
          {documents.map((document) => (
            <PatientDocumentRow key={document.id} document={document} timeZone={timeZone} />
          ))}
        </List>
      )}
    </Stack>
  );
}
