import { Badge } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import { useUnreadMessages } from './unread-messages.hook';

/** The menu entry's unread count (nothing while there is none); it updates live when the clinic writes. */
export function UnreadMessagesBadge() {
  const t = useT();
  const unread = useUnreadMessages();
  if (unread === 0) return null;
  return (
    <Badge
      badgeContent={unread}
      color="error"
      max={99}
      data-testid="messages-unread-badge"
      data-unread={unread}
      aria-label={t('messages.unreadCount', { count: unread })}
      sx={{ mr: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
    />
  );
}
