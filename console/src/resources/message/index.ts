import { lazy } from 'react';
import type { MessageListItem } from '../../providers/message.documents';
import { MessagesMenuIcon } from './MessagesMenuIcon';

/** The clinic's inbox (SPEC §2 Messages: inbox, archive, new, reply); the menu icon carries the unread count. */
export default {
  list: lazy(() => import('./MessageList')),
  show: lazy(() => import('./MessageShow')),
  create: lazy(() => import('./MessageCreate')),
  icon: MessagesMenuIcon,
  recordRepresentation: (message: MessageListItem) => message.subject,
};
