import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Labeled, NumberField, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { OutboxMailRecord } from '../../../providers/message.documents';
import { LocalDateField } from '../../LocalDateField';
import { OutboxStatusField } from './OutboxStatusField';

/** The text version as plain text: never interpreted as markup. */
const MailText = () => {
  const record = useRecordContext<OutboxMailRecord>();
  if (!record) return null;
  return (
    <Labeled label="resources.outbox.fields.text" fullWidth>
      <Box
        component="pre"
        className="outbox-text"
        sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {record.text}
      </Box>
    </Labeled>
  );
};

/**
 * The HTML version in a sandboxed frame: no scripts, no forms, no same-origin access, no navigation of the console,
 * and no remote content (a Content-Security-Policy inside the document).
 */
const MailHtml = () => {
  const record = useRecordContext<OutboxMailRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const csp = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`;
  return (
    <Labeled label="resources.outbox.fields.html" fullWidth>
      {record.html ? (
        <Box
          component="iframe"
          title={record.subject}
          className="outbox-html"
          sandbox=""
          referrerPolicy="no-referrer"
          srcDoc={`<!doctype html><html><head>${csp}</head><body style="font-family:sans-serif">${record.html}</body></html>`}
          sx={{ width: '100%', minHeight: 220, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
        />
      ) : (
        <Typography variant="body2">{translate('resources.outbox.no_html')}</Typography>
      )}
    </Labeled>
  );
};

const OutboxShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="to" />
      <TextField source="subject" />
      <OutboxStatusField source="status" />
      <TextField source="error" emptyText="—" />
      <LocalDateField source="createdAt" showTime />
      <LocalDateField source="sentAt" showTime emptyText="—" />
      <TextField source="template" />
      <TextField source="locale" />
      <TextField source="transport" />
      <NumberField source="attempts" />
      <MailText />
      <MailHtml />
    </SimpleShowLayout>
  </Show>
);

export default OutboxShow;
