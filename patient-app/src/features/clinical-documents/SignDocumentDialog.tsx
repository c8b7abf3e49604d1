import { useMutation } from '@apollo/client/react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { format } from '@teleconsulta/schema';
import { type FormEvent, useId, useState } from 'react';
import type { ClinicalDocumentKind } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/locale.context';
import { CertificatePasswordField } from './CertificatePasswordField';
import { SignClinicalDocumentDocument } from './clinical-documents.documents';
import { DocumentProblemAlert } from './DocumentProblemAlert';
import { type DocumentProblem, documentProblemOf } from './document-errors.util';
import { SigningErrorAlert } from './SigningErrorAlert';

type Props = { documentId: string; kind: ClinicalDocumentKind; onClose: () => void; onSigned: () => void };

/** "Sign" of an unsigned document: the certificate password; a refusal says why (wrong password, no certificate, …). */
export function SignDocumentDialog({ documentId, kind, onClose, onSigned }: Props) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [sign, { loading }] = useMutation(SignClinicalDocumentDocument);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [signingError, setSigningError] = useState<string | null>(null);
  const [problem, setProblem] = useState<DocumentProblem | null>(null);
  const [signed, setSigned] = useState(false);
  const label = t('clinicalDocuments.password.label');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setSigningError(null);
    if (password === '') {
      setPasswordError(format('required', locale, label));
      return;
    }
    try {
      const { data } = await sign({ variables: { id: documentId, password } });
      const answer = data?.signClinicalDocument;
      if (!answer) return;
      if (answer.signingError) setSigningError(answer.signingError);
      if (answer.document.signatureStatus === 'SIGNED') {
        setSigned(true);
        onSigned();
      }
    } catch (error) {
      const found = documentProblemOf(error, locale);
      setPasswordError(found.fieldErrors.password);
      setProblem(found);
    }
  };

  return (
    <Dialog
      open
      onClose={loading ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={`${id}-title`}
      data-testid="document-sign-dialog"
    >
      <DialogTitle id={`${id}-title`}>{t('clinicalDocuments.sign.title', { kind: t(`clinicalDocuments.kind.${kind}`) })}</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent>
          {signed ? (
            <Alert severity="success" role="status" data-testid="document-signed">
              {t('clinicalDocuments.sign.done')}
            </Alert>
          ) : (
            <Stack spacing={2}>
              <DialogContentText>{t('clinicalDocuments.sign.intro')}</DialogContentText>
              <CertificatePasswordField
                id="sign-password"
                label={label}
                value={password}
                onChange={(value) => {
                  setPassword(value);
                  setPasswordError(undefined);
                }}
                error={passwordError}
                testId="sign-password"
                autoFocus
              />
              {signingError && <SigningErrorAlert code={signingError} />}
              {problem && <DocumentProblemAlert problem={problem} testId="document-sign-error" />}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          {signed ? (
            <Button variant="contained" onClick={onClose} data-testid="document-sign-done">
              {t('clinicalDocuments.dialog.done')}
            </Button>
          ) : (
            <>
              <Button onClick={onClose} disabled={loading}>
                {t('clinicalDocuments.dialog.cancel')}
              </Button>
              <Button type="submit" variant="contained" loading={loading} data-testid="document-sign-submit">
                {t('clinicalDocuments.sign.submit')}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
