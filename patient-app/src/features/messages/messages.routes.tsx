import type { RouteObject } from 'react-router-dom';
import { LazyRoute } from '../../routing/LazyRoute';
import { lazyWithTimeout } from '../../routing/lazy-with-timeout.factory';
import { PATHS } from '../../routing/paths.constants';

const messagesPage = lazyWithTimeout(() => import('./MessagesPage'));
const newMessagePage = lazyWithTimeout(() => import('./NewMessagePage'));
const messageDetailPage = lazyWithTimeout(() => import('./MessageDetailPage'));

/** SPEC §2 /message with its list, detail/:id and new: children of the secure layout; each page checks role P itself. */
export const messagesRoutes: RouteObject[] = [
  { path: PATHS.messages, id: 'listMessages', element: <LazyRoute page={messagesPage} /> },
  { path: PATHS.newMessage, id: 'newMessage', element: <LazyRoute page={newMessagePage} /> },
  { path: PATHS.messageDetail, id: 'messageDetail', element: <LazyRoute page={messageDetailPage} /> },
];
