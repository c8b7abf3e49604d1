import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Stack, Typography } from '@mui/material';
import { ZDocumentCode } from '@teleconsulta/schema';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { errorCodeOf } from '../../errors/error-feedback.mappers';
import type { DispensingInput } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/locale.context';
import { PageTitle } from '../../layout/PageTitle';
import { RouteLoading } from '../../routing/RouteLoading';
import { useNoReferrer } from '../public-cancel/no-referrer.hook';
import { DispenseClinicalDocumentDocument, DocumentValidationDocument } from './clinical-documents.documents';
import { DispenseForm } from './DispenseForm';
import { type DocumentProblem, documentProblemOf } from './document-errors.util';
import { ValidationDetails } from './ValidationDetails';

/**
 * /d/:code (public, no sign-in): the validation page of the QR code printed on a clinical document — never its
 * medicines nor its patient. A signed prescription not dispensed and not superseded takes the pharmacy's dispensing.
 */
export default function DocumentValidationPage() {
  useNoReferrer();
  const t = useT();
  const locale = useLocale();
  const typed = (useParams().code ?? '').trim().toUpperCase();
  // A code that cannot be one (16 characters of the printed alphabet) is not asked for: it is not found.
  const wellFormed = ZDocumentCode.safeParse(typed).success;
  const code = typed;
  const { data, error } = useQuery(DocumentValidationDocument, { variables: { code }, fetchPolicy: 'network-only', skip: !wellFormed });
  const [dispense, dispensing] = useMutation(DispenseClinicalDocumentDocument);
  const [problem, setProblem] = useState<DocumentProblem | null>(null);

  const record = async (input: DispensingInput) => {
    setProblem(null);
    try {
      await dispense({ variables: { code, input } });
    } catch (failure) {
      setProblem(documentProblemOf(failure, locale));
    }
  };

  const heading = (
    <div>
      <PageTitle>{t('clinicalDocuments.validation.title')}</PageTitle>
      <Typography color="text.secondary">{t('clinicalDocuments.validation.intro')}</Typography>
    </div>
  );
  if (error && !data && errorCodeOf(error) !== 'NOT_FOUND') {
    return (
      <Stack spacing={3} data-testid="document-validation">
        {heading}
        <ErrorAlert error={error} />
      </Stack>
    );
  }
  if (!data && wellFormed && !error) return <RouteLoading />;
  const validation = dispensing.data?.dispenseClinicalDocument ?? data?.documentValidation;
  if (!validation) {
    return (
      <Stack spacing={3} data-testid="document-validation">
        {heading}
        <Alert severity="warning" data-testid="validation-not-found">
          {t('clinicalDocuments.validation.notFound')}
        </Alert>
      </Stack>
    );
  }
  const canDispense =
    validation.kind === 'PRESCRIPTION' && validation.signatureStatus === 'SIGNED' && !validation.dispensed && !validation.superseded;
  return (
    <Stack spacing={3} data-testid="document-validation" data-code={validation.code}>
      {heading}
      {dispensing.data && (
        <Alert severity="success" role="status" data-testid="dispense-done">
          {t('clinicalDocuments.dispense.done')}
        </Alert>
      )}
      <ValidationDetails validation={validation} />
      {canDispense && (
        <DispenseForm
          key={validation.dispensingCount}
          onDispense={(input) => void record(input)}
          busy={dispensing.loading}
          problem={problem}
        />
      )}
    </Stack>
  );
}
