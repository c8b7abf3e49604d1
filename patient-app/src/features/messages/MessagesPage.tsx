import { useQuery } from '@apollo/client/react';
import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { Box, Button, Pagination, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { useT } from '../../i18n/locale.context';
import { useCompanySetup } from '../../layout/company-setup.hook';
import { PageTitle } from '../../layout/PageTitle';
import { RequireRole } from '../../layout/RequireRole';
import { PATHS } from '../../routing/paths.constants';
import { RouteLoading } from '../../routing/RouteLoading';
import { useDateFormat } from '../appointments/appointment-time.hook';
import { MessageListItem } from './MessageListItem';
import { MESSAGE_APP_ROLES, useMessageSide } from './message-side.hook';
import { PatientMessagesDocument } from './messages.documents';
import { useUnreadMessages } from './unread-messages.hook';

const PER_PAGE = 10;

/**
 * /message: the patient's inbox, their threads with the clinic (and their dependents'), newest activity first; for a
 * professional (D, DC), the threads addressed to them, which they answer but do not start. There is no archive here:
 * filing threads away is the clinic's (the services refuse it to patients and professionals).
 */
export default function MessagesPage() {
  return (
    <RequireRole roles={MESSAGE_APP_ROLES}>
      <Messages />
    </RequireRole>
  );
}

function Messages() {
  const t = useT();
  const patient = useMessageSide() === 'PERSON';
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const format = useDateFormat();
  const { timeZone } = useCompanySetup();
  const { data, error, refetch } = useQuery(PatientMessagesDocument, {
    variables: { page, perPage: PER_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  // A change of the clinic's messages arrives as a new unread count: the list is read again with it.
  useUnreadMessages(() => void refetch().catch(() => undefined));

  const list = data?.messages;
  const pages = list ? Math.ceil(list.total / PER_PAGE) : 0;
  return (
    <Stack spacing={3} data-testid="messages-page">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t('messages.title')}</PageTitle>
        {patient && (
          <Button
            component={RouterLink}
            to={PATHS.newMessage}
            variant="contained"
            startIcon={<AddCommentOutlinedIcon />}
            data-testid="new-message"
          >
            {t('messages.new')}
          </Button>
        )}
      </Box>
      <Typography color="text.secondary">{t(patient ? 'messages.intro' : 'messages.introProfessional')}</Typography>
      {error && !data ? (
        <ErrorAlert error={error} />
      ) : !list ? (
        <RouteLoading />
      ) : list.items.length === 0 ? (
        <Stack spacing={2} sx={{ alignItems: 'center', py: 5, color: 'text.secondary', textAlign: 'center' }} data-testid="messages-empty">
          <ForumOutlinedIcon fontSize="large" aria-hidden />
          <Typography>{t('messages.empty')}</Typography>
        </Stack>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} data-testid="messages-list">
          {list.items.map((message) => (
            <MessageListItem key={message.id} message={message} when={format.shortDateTime(message.lastMessageAt, timeZone)} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Pagination count={pages} page={page} onChange={(_event, value) => setParams(value === 1 ? {} : { page: String(value) })} />
        </Box>
      )}
    </Stack>
  );
}
