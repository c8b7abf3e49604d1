import { useQuery } from '@apollo/client';
import { Alert, Box, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { Button, Link, useLocaleState, useTranslate } from 'react-admin';
import { PersonHistoryItemDocument, type PersonHistoryRow } from '../../../providers/person-history.documents';
import { formatInstant } from '../../local-date';
import { contentLines } from './history-content';

type Props = { personId: string; item: PersonHistoryRow | null; onClose: () => void };

/** One history item with its whole content (read-only: the console only reads the health record). */
export const HistoryItemDialog = ({ personId, item, onClose }: Props) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, error, loading } = useQuery(PersonHistoryItemDocument, {
    variables: { personId, itemType: item?.type ?? 'APPOINTMENT', itemId: item?.itemId ?? '' },
    skip: !item,
    fetchPolicy: 'cache-first',
  });
  if (!item) return null;
  const detail = data?.personHistoryItem;
  const instant = (iso: string, timeZone?: string) => formatInstant(iso, locale, timeZone);
  const lines = detail?.content ? contentLines(detail.content, { translate, instant }) : [];
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="history-item-title" data-testid="history-item">
      <DialogTitle id="history-item-title">
        <Stack direction="row" spacing={1} alignItems="center">
          <Chip size="small" label={translate(`resources.personHistory.types.${item.type}`)} data-history-type={item.type} />
          <span>{item.title}</span>
        </Stack>
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {instant(item.date)}
          {item.professionalName ? ` · ${item.professionalName}` : ''}
        </Typography>
        {error || (!loading && !detail) ? <Alert severity="error">{translate('resources.personHistory.item_unavailable')}</Alert> : null}
        {loading && !detail ? <Typography color="text.secondary">{translate('ra.page.loading')}</Typography> : null}
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', columnGap: 2, rowGap: 1 }}>
          {lines.map((line) => (
            // Keys repeat (one line per medicine or answer): the label and value make the line.
            <Box key={`${line.key}|${line.label ?? ''}|${line.value}`} sx={{ display: 'contents' }} data-content={line.key}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {line.label ?? translate(`resources.personHistory.content.${line.key}`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
                {line.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        {item.appointmentId ? (
          <Button
            component={Link}
            to={`/appointments/${encodeURIComponent(item.appointmentId)}/show`}
            label="resources.personHistory.open_appointment"
          />
        ) : null}
        <Button onClick={onClose} label="resources.personHistory.close" data-testid="history-item-close" />
      </DialogActions>
    </Dialog>
  );
};
