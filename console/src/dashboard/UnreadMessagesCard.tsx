import { DashboardCountCard } from './DashboardCountCard';

/** The inbox's unread messages (SPEC §8: the gateway answers 0 when it cannot count). */
export const UnreadMessagesCard = ({ unread }: { unread: number }) => {
  const inbox = `/messages?filter=${encodeURIComponent(JSON.stringify({ archived: false, unread: true }))}`;
  return <DashboardCountCard section="messages" countName="unread" count={unread} to={inbox} sx={{ flex: 1, minWidth: 220 }} />;
};
