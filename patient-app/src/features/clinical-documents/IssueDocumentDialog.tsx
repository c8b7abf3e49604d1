import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import type { IssueClinicalDocumentMutation } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/locale.context';
import { CertificatePasswordField } from './CertificatePasswordField';
import { IssueClinicalDocumentDocument } from './clinical-documents.documents';
import { DocumentContentFields } from './DocumentContentFields';
import { DocumentKindField } from './DocumentKindField';
import { DocumentProblemAlert } from './DocumentProblemAlert';
import { type DocumentProblem, documentProblemOf } from './document-errors.util';
import { checkDocumentForm, type DocumentFormState, type FormProblems, issueDocumentInput } from './document-form.util';
import { useErrorOf } from './field-errors.hook';
import { IssueResult } from './IssueResult';

type Props = {
  appointmentId: string;
  /** The form it opens with: empty, or a correction's (prefilled, supersedesId set, kind fixed). */
  initial: DocumentFormState;
  onClose: () => void;
  /** A document was issued (the list reloads). */
  onIssued: () => void;
};

const NO_PROBLEM: DocumentProblem = { message: null, fieldErrors: {}, missing: [] };

/**
 * "New document" (or "Correct"): the kind, its content, the certificate password (empty: issued unsigned) and Issue;
 * then the result — signed, unsigned, or issued but not signed and why. Refusals go under their inputs; the
 * participants' missing data are listed.
 */
export function IssueDocumentDialog({ appointmentId, initial, onClose, onIssued }: Props) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [issue, { loading }] = useMutation(IssueClinicalDocumentDocument);
  const [form, setForm] = useState(initial);
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<FormProblems>({});
  const [problem, setProblem] = useState<DocumentProblem>(NO_PROBLEM);
  const [result, setResult] = useState<IssueClinicalDocumentMutation['issueClinicalDocument'] | null>(null);
  const errorOf = useErrorOf(problems, problem.fieldErrors);
  const correcting = Boolean(initial.supersedesId);

  const change = (next: DocumentFormState) => {
    setForm(next);
    setProblem({ ...problem, fieldErrors: {} });
    if (Object.keys(problems).length > 0) setProblems(checkDocumentForm(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkDocumentForm(form);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setProblem(NO_PROBLEM);
      return;
    }
    try {
      const { data } = await issue({ variables: { input: issueDocumentInput(appointmentId, form, password) } });
      if (!data) return;
      setProblem(NO_PROBLEM);
      setResult(data.issueClinicalDocument);
      onIssued();
    } catch (error) {
      setProblem(documentProblemOf(error, locale));
    }
  };

  const title = correcting
    ? t('clinicalDocuments.dialog.correctTitle', { kind: t(`clinicalDocuments.kind.${form.kind}`) })
    : t('clinicalDocuments.dialog.title');
  const fieldsRefused = Object.keys(problems).length > 0 || (Object.keys(problem.fieldErrors).length > 0 && !problem.message);

  return (
    <Dialog
      open
      onClose={loading ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={`${id}-title`}
      data-testid="document-dialog"
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      {result ? (
        <>
          <DialogContent>
            <IssueResult document={result.document} signingError={result.signingError} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose} data-testid="document-dialog-done">
              {t('clinicalDocuments.dialog.done')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={submit}>
          <DialogContent dividers>
            <Stack spacing={3}>
              {correcting && <Alert severity="info">{t('clinicalDocuments.dialog.correctHint')}</Alert>}
              <DocumentKindField value={form.kind} onChange={(kind) => change({ ...form, kind })} disabled={correcting} />
              <DocumentContentFields form={form} onChange={change} errorOf={errorOf} />
              <Divider />
              <Stack spacing={1}>
                <Typography variant="subtitle1" component="h3">
                  {t('clinicalDocuments.password.section')}
                </Typography>
                <CertificatePasswordField
                  id="document-password"
                  label={t('clinicalDocuments.password.label')}
                  value={password}
                  onChange={setPassword}
                  error={problem.fieldErrors.password}
                  helperText={t('clinicalDocuments.password.help')}
                  testId="document-password"
                />
              </Stack>
              <DocumentProblemAlert problem={problem} testId="document-issue-error" />
              {fieldsRefused && (
                <Alert severity="error" role="alert" data-testid="document-fix-fields">
                  {t('clinicalDocuments.dialog.fixFields')}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={onClose} disabled={loading} data-testid="document-dialog-cancel">
              {t('clinicalDocuments.dialog.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={loading} data-testid="document-issue">
              {password ? t('clinicalDocuments.dialog.issue') : t('clinicalDocuments.dialog.issueUnsigned')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
