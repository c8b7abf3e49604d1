import { useApolloClient } from '@apollo/client';
import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Button, ListButton, Show, TopToolbar, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { MessageRecord } from '../../providers/message.documents';
import { MessageAttachmentList } from './MessageAttachmentList';
import { MessageStatusField } from './MessageStatusField';
import { archive, markSeen, unarchive } from './message.actions';
import { ReplyForm } from './ReplyForm';

/** Opening a thread reads it: the other side's messages become seen and the menu badge drops (errors only logged). */
const MarkSeen = () => {
  const record = useRecordContext<MessageRecord>();
  const client = useApolloClient();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!record?.id || done.current === record.id) return;
    done.current = record.id;
    void markSeen(client, record.id);
  }, [record?.id, client]);
  return null;
};

const ArchiveToggle = () => {
  const record = useRecordContext<MessageRecord>();
  const client = useApolloClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const archived = record.status === 'ARCHIVED';
  const run = async () => {
    setBusy(true);
    const done = archived ? await unarchive(client, [record.threadId]) : await archive(client, [record.threadId]);
    if (done)
      notify(archived ? 'resources.messages.notifications.unarchived' : 'resources.messages.notifications.archived', { type: 'info' });
    refresh();
    setBusy(false);
  };
  return (
    <Button
      label={archived ? 'resources.messages.actions.unarchive' : 'resources.messages.actions.archive'}
      onClick={run}
      disabled={busy}
      className="message-archive-toggle"
    >
      {archived ? <UnarchiveIcon /> : <ArchiveIcon />}
    </Button>
  );
};

const ShowActions = () => (
  <TopToolbar>
    <ListButton />
    <ArchiveToggle />
  </TopToolbar>
);

/** The thread, oldest first: the patient's messages on the left, the clinic's on the right. */
const Thread = () => {
  const record = useRecordContext<MessageRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale === 'en' ? 'en-US' : 'pt-BR', { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Box className="message-thread" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ mr: 1 }}>
          {record.subject}
        </Typography>
        <MessageStatusField source="status" />
        <Typography variant="body2" color="text.secondary">
          {translate('resources.messages.fields.personName')}: {record.personName}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="message-addressee">
          {translate('resources.messages.fields.professionalName')}: {record.professionalName ?? translate('resources.messages.toClinic')}
        </Typography>
      </Box>
      <Typography variant="overline" color="text.secondary">
        {translate('resources.messages.thread')}
      </Typography>
      {/* The list's row stands in for the record until the thread arrives. */}
      {(record.thread ?? []).map((m) => {
        const clinic = m.sender === 'CLINIC';
        return (
          <Paper
            key={m.id}
            variant="outlined"
            className={`thread-message thread-message-${m.sender}`}
            sx={{
              p: 1.5,
              maxWidth: '80%',
              alignSelf: clinic ? 'flex-end' : 'flex-start',
              bgcolor: clinic ? 'action.hover' : 'background.paper',
            }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography variant="subtitle2">{m.senderName}</Typography>
              <Typography variant="caption" color="text.secondary">
                {translate(`resources.messages.senders.${m.sender}`)} · {when(m.createdAt)}
              </Typography>
              {m.automaticAnswer && <Chip size="small" label={translate('resources.messages.automatic')} />}
            </Box>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }} className="thread-message-body">
              {m.body}
            </Typography>
            <MessageAttachmentList attachments={m.attachments} />
            {clinic && (
              <Typography variant="caption" color="text.secondary">
                {m.seenAt ? translate('resources.messages.read_at', { date: when(m.seenAt) }) : translate('resources.messages.not_read')}
              </Typography>
            )}
          </Paper>
        );
      })}
    </Box>
  );
};

/** A thread: reading it marks it seen; the clinic replies below. */
const MessageShow = () => (
  <Show actions={<ShowActions />}>
    <Box sx={{ p: 2 }}>
      <MarkSeen />
      <Thread />
      <Divider sx={{ my: 2 }} />
      <ReplyForm />
    </Box>
  </Show>
);

export default MessageShow;
