import { Alert, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { type DependentRelationship, dateInZone, guardianshipEndingOn } from '@teleconsulta/schema';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale, useT } from '../../i18n/locale.context';
import { useCompanySetup } from '../../layout/company-setup.hook';
import { editDependentPath, personSchedulePath } from '../../routing/paths.constants';
import { formatBirthDate } from './my-dependents.util';

export type DependentItem = { id: string; name: string; birthDate: string | null; relationship: DependentRelationship | null };

type Props = { dependent: DependentItem; canBook: boolean; onRemove: () => void };

/**
 * One dependent: name, relationship and birth date; book for them, edit, remove. A child who comes of age within
 * GUARDIANSHIP_NOTICE_DAYS is announced: from their 18th birthday (the clinic's today) the guardian no longer acts for them.
 */
export function DependentCard({ dependent, canBook, onRemove }: Props) {
  const t = useT();
  const locale = useLocale();
  const { timeZone } = useCompanySetup();
  const endsOn = guardianshipEndingOn(dependent, dateInZone(timeZone));
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
        {endsOn && (
          <Alert severity="info" sx={{ mt: 1.5 }} data-testid="dependent-coming-of-age">
            {t('dependents.comingOfAge', { date: formatBirthDate(endsOn, locale), name: dependent.name.split(' ')[0] ?? dependent.name })}
          </Alert>
        )}
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
