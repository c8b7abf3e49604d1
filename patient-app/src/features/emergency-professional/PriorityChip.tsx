import { Chip } from '@mui/material';
import { type TriageLevel, triageLabel } from '@teleconsulta/schema';
import { useLocale, useT } from '../../i18n/locale.context';
import { levelOf } from './emergency-professional.util';

/** The five-level scale's colours (background, text), readable on both. */
const COLOURS: Record<TriageLevel['colour'], { bg: string; fg: string }> = {
  red: { bg: '#c62828', fg: '#fff' },
  orange: { bg: '#e65100', fg: '#fff' },
  yellow: { bg: '#fdd835', fg: '#212121' },
  green: { bg: '#2e7d32', fg: '#fff' },
  blue: { bg: '#1565c0', fg: '#fff' },
};

/** A triage priority as its level's coloured label ("1 · Emergency"), or "Not assessed". */
export function PriorityChip({ priority, size = 'small' }: { priority: number | null; size?: 'small' | 'medium' }) {
  const t = useT();
  const locale = useLocale();
  const level = levelOf(priority);
  if (!level) {
    return <Chip size={size} variant="outlined" label={t('emergencyProfessional.patient.notAssessed')} data-testid="priority-chip" />;
  }
  const { bg, fg } = COLOURS[level.colour];
  return (
    <Chip
      size={size}
      label={`${level.priority} · ${triageLabel(level.priority, locale)}`}
      data-testid="priority-chip"
      data-priority={level.priority}
      sx={{ bgcolor: bg, color: fg, fontWeight: 600 }}
    />
  );
}
