import { Box, Chip, Stack, Typography } from '@mui/material';
import { type TriagePriority, triageLabel, triageLevel } from '@teleconsulta/schema';
import { useLocale, useT } from '../../i18n/locale.context';

const CHIP_COLOURS: Record<string, { bg: string; fg: string }> = {
  red: { bg: '#c62828', fg: '#fff' },
  orange: { bg: '#ef6c00', fg: '#fff' },
  yellow: { bg: '#f9a825', fg: '#1a1a1a' },
  green: { bg: '#2e7d32', fg: '#fff' },
  blue: { bg: '#1565c0', fg: '#fff' },
};

/** The triage's priority as its colour on the five-level scale, and the reasons that led to it. */
export function TriageSummary({ priority, reasons }: { priority: number; reasons: ReadonlyArray<{ text: string }> }) {
  const t = useT();
  const locale = useLocale();
  const level = triageLevel(priority as TriagePriority);
  const colours = CHIP_COLOURS[level.colour] ?? CHIP_COLOURS.green!;
  return (
    <Stack spacing={1} data-testid="triage-summary">
      <Box>
        <Chip
          label={t('emergencyPerson.priority', { label: triageLabel(priority as TriagePriority, locale) })}
          sx={{ bgcolor: colours.bg, color: colours.fg, fontWeight: 600 }}
          data-testid="triage-priority"
        />
      </Box>
      {reasons.length > 0 && (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('emergencyPerson.reasons')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {reasons.map((r) => (
              <Typography component="li" variant="body2" color="text.secondary" key={r.text}>
                {r.text}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
