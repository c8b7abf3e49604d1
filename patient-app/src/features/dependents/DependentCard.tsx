import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import type { DependentRelationship } from '@teleconsulta/schema';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale, useT } from '../../i18n/locale.context';
import { editDependentPath, personSchedulePath } from '../../routing/paths.constants';
import { formatBirthDate } from './my-dependents.util';

export type DependentItem = { id: string; name: string; birthDate: string | null; relationship: DependentRelationship | null };

type Props = { dependent: DependentItem; canBook: boolean; onRemove: () => void };

/** One dependent: name, relationship and birth date; book for them, edit, remove. */
export function DependentCard({ dependent, canBook, onRemove }: Props) {
  const t = useT();
  const locale = useLocale();
  const details = [
    dependent.relationship ? t(`dependents.relationship.${dependent.relationship}` as const) : null,
    dependent.birthDate ? t('dependents.bornOn', { date: formatBirthDate(dependent.birthDate, locale) }) : null,
  ].filter(Boolean);
  return (
    <Card variant="outlined" component="li" data-testid={`dependent-${dependent.id}`}>
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="h6" component="h2" data-testid="dependent-name">
          {dependent.name}
        </Typography>
        <Typography color="text.secondary">{details.join(' · ')}</Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        {canBook && (
          <Button variant="contained" component={RouterLink} to={personSchedulePath(dependent.id)} data-testid="dependent-book">
            {t('dependents.book')}
          </Button>
        )}
        <Button component={RouterLink} to={editDependentPath(dependent.id)} data-testid="dependent-edit" sx={{ ml: '0 !important' }}>
          {t('dependents.edit')}
        </Button>
        <Button color="error" onClick={onRemove} data-testid="dependent-remove" sx={{ ml: '0 !important' }}>
          {t('dependents.remove')}
        </Button>
      </CardActions>
    </Card>
  );
}
