import { Card, CardActions, CardContent, Typography } from '@mui/material';
import { Button, Link, useTranslate } from 'react-admin';

/** The inbox's unread messages (SPEC §8: the gateway answers 0 when it cannot count). */
export const UnreadMessagesCard = ({ unread }: { unread: number }) => {
  const translate = useTranslate();
  const inbox = `/messages?filter=${encodeURIComponent(JSON.stringify({ archived: false, unread: true }))}`;
  return (
    <Card data-testid="dashboard-messages" sx={{ flex: 1, minWidth: 220 }}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {translate('app.dashboard.messages.title')}
        </Typography>
        <Typography variant="h3" component="p" data-testid="messages-unread">
          {unread}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.dashboard.messages.unread', { smart_count: unread })}
        </Typography>
      </CardContent>
      <CardActions>
        <Button component={Link} to={inbox} label="app.dashboard.messages.open" />
      </CardActions>
    </Card>
  );
};
