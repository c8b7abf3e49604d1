import { Alert, Stack } from '@mui/material';
import type { ClinicalDocumentRowFragment } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';
import { DocumentDownloadLink } from './DocumentDownloadLink';
import { DocumentStatusChips } from './DocumentStatusChips';
import { SigningErrorAlert } from './SigningErrorAlert';

type Props = { document: ClinicalDocumentRowFragment; signingError: string | null };

/** After issuing: signed, issued unsigned (no password), or issued but not signed and why. */
export function IssueResult({ document, signingError }: Props) {
  const t = useT();
  const kind = t(`clinicalDocuments.kind.${document.kind}`);
  return (
    <Stack spacing={2} data-testid="document-issue-result" data-status={document.signatureStatus}>
      {signingError ? (
        <SigningErrorAlert code={signingError} text={(reason) => t('clinicalDocuments.dialog.notSigned', { kind, reason })} />
      ) : (
        <Alert severity="success" role="status" data-testid="document-issued">
          {document.signatureStatus === 'SIGNED'
            ? t('clinicalDocuments.dialog.issued', { kind })
            : t('clinicalDocuments.dialog.issuedUnsigned', { kind })}
        </Alert>
      )}
      <DocumentStatusChips status={document.signatureStatus} superseded={false} />
      <div>
        <DocumentDownloadLink url={document.url} label={t('clinicalDocuments.download')} />
      </div>
    </Stack>
  );
}
