import { Button } from '@mui/material';
import { useState } from 'react';
import { Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { ErasureRequestRecord } from '../../providers/erasure-request.documents';
import { LocalDateField } from '../LocalDateField';
import { type ErasureAnswer, ErasureAnswerDialog } from './ErasureAnswerDialog';
import { ErasureStatusField } from './ErasureStatusField';

/** An open request is answered here: anonymise (what is kept is said before confirming) or refuse with an answer. */
const ShowActions = () => {
  const record = useRecordContext<ErasureRequestRecord>();
  const translate = useTranslate();
  const [open, setOpen] = useState<ErasureAnswer | null>(null);
  if (record?.status !== 'REQUESTED') return <TopToolbar />;
  return (
    <TopToolbar>
      <Button color="error" variant="contained" onClick={() => setOpen('anonymise')} data-testid="erasure-anonymise">
        {translate('resources.erasureRequests.actions.anonymise')}
      </Button>
      <Button onClick={() => setOpen('refuse')} data-testid="erasure-refuse">
        {translate('resources.erasureRequests.actions.refuse')}
      </Button>
      {open ? <ErasureAnswerDialog record={record} kind={open} onClose={() => setOpen(null)} /> : null}
    </TopToolbar>
  );
};

/** A request: whose data, who asked and when, and the clinic's answer (with why the record is kept). */
const ErasureRequestShow = () => (
  <Show actions={<ShowActions />}>
    <SimpleShowLayout>
      <TextField source="personName" />
      <ErasureStatusField source="status" />
      <TextField source="requestedByName" />
      <LocalDateField source="createdAt" showTime />
      <LocalDateField source="answeredAt" showTime emptyText="—" />
      <TextField source="answeredByName" emptyText="—" />
      <TextField source="answer" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
      <TextField source="retentionReason" emptyText="—" />
    </SimpleShowLayout>
  </Show>
);

export default ErasureRequestShow;
