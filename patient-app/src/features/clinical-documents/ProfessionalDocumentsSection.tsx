import { useQuery } from '@apollo/client/react';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { Box, Button, List, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { useT } from '../../i18n/locale.context';
import { RouteLoading } from '../../routing/RouteLoading';
import { AppointmentClinicalDocumentsDocument } from './clinical-documents.documents';
import { correctionForm, type DocumentFormState, emptyDocumentForm } from './document-form.util';
import { IssueDocumentDialog } from './IssueDocumentDialog';
import { ProfessionalDocumentRow } from './ProfessionalDocumentRow';
import { SignDocumentDialog } from './SignDocumentDialog';

type Props = {
  appointmentId: string;
  timeZone: string;
  /** Shown in a narrow column (the room's notes panel). */
  compact?: boolean;
};

type Opened = { kind: 'issue'; form: DocumentFormState; key: number } | { kind: 'sign'; id: string; key: number } | null;

/**
 * The professional's "Documents" of an appointment (its detail page and the room's notes panel): the list, newest first,
 * with download, Sign and Correct, and "New document".
 */
export function ProfessionalDocumentsSection({ appointmentId, timeZone, compact = false }: Props) {
  const t = useT();
  const { data, error, refetch } = useQuery(AppointmentClinicalDocumentsDocument, {
    variables: { appointmentId },
    fetchPolicy: 'cache-and-network',
  });
  const [opened, setOpened] = useState<Opened>(null);
  const documents = data?.clinicalDocuments ?? [];
  const reload = () => void refetch().catch(() => undefined);
  const signing = opened?.kind === 'sign' ? documents.find((d) => d.id === opened.id) : undefined;

  return (
    <Stack spacing={1} component="section" aria-labelledby="documents-title" data-testid="professional-documents">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography id="documents-title" variant="h6" component="h2">
          {t('clinicalDocuments.title')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<NoteAddIcon />}
          onClick={() => setOpened({ kind: 'issue', form: emptyDocumentForm(), key: Date.now() })}
          data-testid="document-new"
        >
          {t('clinicalDocuments.new')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('clinicalDocuments.intro')}
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
            <ProfessionalDocumentRow
              key={document.id}
              document={document}
              timeZone={timeZone}
              compact={compact}
              onSign={() => setOpened({ kind: 'sign', id: document.id, key: Date.now() })}
              onCorrect={() => setOpened({ kind: 'issue', form: correctionForm(document), key: Date.now() })}
            />
          ))}
        </List>
      )}
      {opened?.kind === 'issue' && (
        <IssueDocumentDialog
          key={opened.key}
          appointmentId={appointmentId}
          initial={opened.form}
          onClose={() => setOpened(null)}
          onIssued={reload}
        />
      )}
      {signing && (
        <SignDocumentDialog
          key={opened?.key}
          documentId={signing.id}
          kind={signing.kind}
          onClose={() => setOpened(null)}
          onSigned={reload}
        />
      )}
    </Stack>
  );
}
