import { useQuery } from '@apollo/client';
import { Alert, Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { PERSON_HISTORY_ITEM_TYPES, PERSON_HISTORY_SOURCED_TYPES, type PersonHistoryItemType } from '@teleconsulta/schema';
import { useState } from 'react';
import { Button, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { PersonRecord } from '../../../providers/person.documents';
import { PersonHistoryDocument, type PersonHistoryRow } from '../../../providers/person-history.documents';
import { formatInstant } from '../../local-date';
import { HistoryItemDialog } from './HistoryItemDialog';

const t = (key: string) => `resources.personHistory.${key}`;
const PER_PAGE = [10, 25, 50];
const NO_SOURCE = PERSON_HISTORY_ITEM_TYPES.filter((type) => !(PERSON_HISTORY_SOURCED_TYPES as readonly string[]).includes(type));

/** The types to show: toggling one adds or removes it; none chosen means every type. */
const toggle = (chosen: PersonHistoryItemType[], type: PersonHistoryItemType) =>
  chosen.includes(type) ? chosen.filter((x) => x !== type) : [...chosen, type];

/** A person's history (electronic health record), newest first, filtered by type; an item opens in a dialog. Read-only. */
export const PersonHistoryTab = () => {
  const person = useRecordContext<PersonRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [types, setTypes] = useState<PersonHistoryItemType[]>([]);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(PER_PAGE[0]!);
  const [opened, setOpened] = useState<PersonHistoryRow | null>(null);
  const { data, error, loading } = useQuery(PersonHistoryDocument, {
    variables: { personId: person?.id ?? '', filter: types.length ? types : null, page, perPage },
    skip: !person,
    fetchPolicy: 'cache-and-network',
  });
  if (!person) return null;
  const history = data?.personHistory;
  const choose = (next: PersonHistoryItemType[]) => {
    setTypes(next);
    setPage(1);
  };
  return (
    <Box data-testid="person-history">
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
          {translate(t('filter'))}
        </Typography>
        <Chip
          label={translate(t('all_types'))}
          color={types.length === 0 ? 'primary' : 'default'}
          variant={types.length === 0 ? 'filled' : 'outlined'}
          onClick={() => choose([])}
          data-history-filter="ALL"
          aria-pressed={types.length === 0}
        />
        {PERSON_HISTORY_ITEM_TYPES.map((type) => (
          <Chip
            key={type}
            label={translate(t(`types.${type}`))}
            color={types.includes(type) ? 'primary' : 'default'}
            variant={types.includes(type) ? 'filled' : 'outlined'}
            onClick={() => choose(toggle(types, type))}
            data-history-filter={type}
            aria-pressed={types.includes(type)}
          />
        ))}
      </Stack>
      {types.some((type) => NO_SOURCE.includes(type)) ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(t('not_recorded_yet'))}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" role="alert">
          {translate(t('unavailable'))}
        </Alert>
      ) : null}
      {loading && !history ? <Typography color="text.secondary">{translate('ra.page.loading')}</Typography> : null}
      {history ? (
        <>
          <Table size="small" aria-label={translate(t('tab'))}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(t('fields.date'))}</TableCell>
                <TableCell>{translate(t('fields.type'))}</TableCell>
                <TableCell>{translate(t('fields.title'))}</TableCell>
                <TableCell>{translate(t('fields.professionalName'))}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {history.items.map((item) => (
                <TableRow key={item.id} hover data-history-row={item.id} sx={{ cursor: 'pointer' }} onClick={() => setOpened(item)}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(item.date, locale)}</TableCell>
                  <TableCell>
                    <Chip size="small" label={translate(t(`types.${item.type}`))} data-history-type={item.type} />
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2" data-history-title>
                      {item.title}
                    </Typography>
                    {item.summary ? (
                      <Typography variant="caption" color="text.secondary">
                        {item.summary}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>{item.professionalName ?? '—'}</TableCell>
                  <TableCell align="right">
                    <Button label={t('open')} onClick={() => setOpened(item)} data-history-open={item.id} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {history.items.length === 0 ? (
            <Typography variant="body2" sx={{ py: 2 }} data-testid="person-history-empty">
              {translate(t(types.length ? 'empty_filtered' : 'empty'))}
            </Typography>
          ) : null}
          <TablePagination
            component="div"
            count={history.total}
            page={page - 1}
            rowsPerPage={perPage}
            rowsPerPageOptions={PER_PAGE}
            onPageChange={(_event, next) => setPage(next + 1)}
            onRowsPerPageChange={(event) => {
              setPerPage(Number(event.target.value));
              setPage(1);
            }}
            labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
            labelDisplayedRows={({ from, to, count }) =>
              translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
            }
          />
        </>
      ) : null}
      <HistoryItemDialog personId={person.id} item={opened} onClose={() => setOpened(null)} />
    </Box>
  );
};
