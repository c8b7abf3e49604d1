import { Alert, AlertTitle, List, ListItem, Typography } from '@mui/material';
import type { MessageKey } from '../../i18n/en';
import { en } from '../../i18n/en';
import { useT } from '../../i18n/locale.context';
import type { DocumentProblem, MissingField } from './document-errors.util';

const missingKey = (path: string): MessageKey | null => {
  const key = `clinicalDocuments.missing.${path}`;
  return key in en ? (key as MessageKey) : null;
};

type Props = { problem: DocumentProblem; testId: string };

/** A refusal's message, and for the participants' data, the list of what is missing (translated, else the server's words). */
export function DocumentProblemAlert({ problem, testId }: Props) {
  const t = useT();
  const label = (field: MissingField) => {
    const key = missingKey(field.path);
    return key ? t(key) : field.message;
  };
  if (!problem.message && problem.missing.length === 0) return null;
  return (
    <Alert severity="error" role="alert" data-testid={testId}>
      {problem.missing.length > 0 ? <AlertTitle>{problem.message}</AlertTitle> : problem.message}
      {problem.missing.length > 0 && (
        <>
          <Typography variant="body2">{t('clinicalDocuments.dialog.missingTitle')}</Typography>
          <List dense disablePadding sx={{ listStyle: 'disc', pl: 3 }} data-testid="document-missing-fields">
            {problem.missing.map((field) => (
              <ListItem key={field.path} sx={{ display: 'list-item', py: 0 }} data-field={field.path}>
                {label(field)}
              </ListItem>
            ))}
          </List>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('clinicalDocuments.missing.profileHint')}
          </Typography>
        </>
      )}
    </Alert>
  );
}
