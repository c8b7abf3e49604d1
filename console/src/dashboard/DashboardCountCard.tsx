import { Card, CardActions, CardContent, type SxProps, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Button, Link, useTranslate } from 'react-admin';

type DashboardCountCardProps = {
  /** The card's part of the catalogue (app.dashboard.<section>) and of its test ids. */
  section: 'appointments' | 'emergency' | 'messages';
  /** What the big number counts: its caption's key and its test id. */
  countName: 'total' | 'waiting' | 'unread';
  count: number;
  /** Where the card's button goes. */
  to: string;
  sx: SxProps;
  /** The details under the count, if any. */
  children?: ReactNode;
};

/** A card of the clinic's day: its title, one count in big with its caption, the details, and a button to the page. */
export const DashboardCountCard = ({ section, countName, count, to, sx, children }: DashboardCountCardProps) => {
  const translate = useTranslate();
  const key = (name: string) => `app.dashboard.${section}.${name}`;
  return (
    <Card data-testid={`dashboard-${section}`} sx={sx}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {translate(key('title'))}
        </Typography>
        <Typography variant="h3" component="p" data-testid={`${section}-${countName}`}>
          {count}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom={children !== undefined}>
          {translate(key(countName), { smart_count: count })}
        </Typography>
        {children}
      </CardContent>
      <CardActions>
        <Button component={Link} to={to} label={key('open')} />
      </CardActions>
    </Card>
  );
};
