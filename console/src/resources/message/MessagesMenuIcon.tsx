import { useQuery } from '@apollo/client';
import MailIcon from '@mui/icons-material/Mail';
import Badge from '@mui/material/Badge';
import { useTranslate } from 'react-admin';
import { UnreadMessagesDocument } from '../../providers/message.documents';

/** The menu entry's icon: the inbox's unread count as a badge (SPEC §8: the gateway answers 0 when it cannot count). */
export const MessagesMenuIcon = () => {
  const translate = useTranslate();
  const { data } = useQuery(UnreadMessagesDocument, { pollInterval: 30_000, fetchPolicy: 'cache-and-network' });
  const unread = data?.unreadMessages ?? 0;
  return (
    <Badge
      badgeContent={unread}
      color="error"
      max={99}
      className="messages-unread-badge"
      data-unread={unread}
      aria-label={unread ? translate('resources.messages.unread_count', { smart_count: unread }) : undefined}
    >
      <MailIcon />
    </Badge>
  );
};
