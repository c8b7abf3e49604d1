import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Drawer, IconButton, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import { ROOM_CHAT_MAX } from '@teleconsulta/schema';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { feedbackFromError, feedbackText } from '../../errors/error-feedback.mappers';
import type { RoomRole } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/locale.context';
import { useDateFormat } from '../appointments/appointment-time.hook';
import type { RoomChat } from './room-chat.hook';

type Props = { open: boolean; onClose: () => void; chat: RoomChat; role: RoomRole; timeZone: string };

/** The room's text chat beside the call: who wrote each line and when (the clinic's time), and a line to send. */
export function ChatDrawer({ open, onClose, chat, role, timeZone }: Props) {
  const t = useT();
  const locale = useLocale();
  const format = useDateFormat();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const { messages, markRead } = chat;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new line while open is read, and scrolled to
  useEffect(() => {
    if (!open) return;
    markRead();
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [open, messages.length, markRead]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const line = text.trim();
    if (!line || sending) return;
    setSending(true);
    setError(null);
    try {
      await chat.send(line);
      setText('');
    } catch (failure) {
      const feedback = feedbackFromError(failure, locale);
      setError(feedbackText(feedback));
    } finally {
      setSending(false);
    }
  };

  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100vw', sm: 380 } } } }}>
      <Stack sx={{ height: '100%' }} data-testid="room-chat">
        <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('room.chat.title')}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('room.chat.close')}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box sx={{ flexGrow: 1, overflowY: 'auto', px: 2 }} aria-live="polite">
          {messages.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
              {t('room.chat.empty')}
            </Typography>
          ) : (
            <List>
              {messages.map((message) => {
                const mine = message.role === role;
                return (
                  <ListItem
                    key={message.id}
                    disableGutters
                    sx={{ flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start' }}
                    data-testid="room-chat-line"
                  >
                    <Typography variant="caption" color="text.secondary">
                      {`${message.name} · ${format.time(message.sentAt, timeZone)}`}
                    </Typography>
                    <Box
                      sx={{
                        px: 1.5,
                        py: 1,
                        borderRadius: 2,
                        maxWidth: '85%',
                        bgcolor: mine ? 'primary.main' : 'action.hover',
                        color: mine ? 'primary.contrastText' : 'text.primary',
                        whiteSpace: 'pre-wrap',
                        overflowWrap: 'anywhere',
                      }}
                    >
                      {message.text}
                    </Box>
                  </ListItem>
                );
              })}
            </List>
          )}
          <div ref={end} />
        </Box>
        {error && (
          <Alert severity="error" sx={{ mx: 2 }}>
            {error}
          </Alert>
        )}
        <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
          <TextField
            fullWidth
            size="small"
            name="text"
            label={t('room.chat.message')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { maxLength: ROOM_CHAT_MAX, 'data-testid': 'room-chat-input' } }}
            autoComplete="off"
          />
          <IconButton
            type="submit"
            color="primary"
            disabled={!text.trim() || sending}
            aria-label={t('room.chat.send')}
            data-testid="room-chat-send"
          >
            <SendIcon />
          </IconButton>
        </Stack>
      </Stack>
    </Drawer>
  );
}
