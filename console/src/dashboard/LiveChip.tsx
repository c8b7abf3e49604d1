import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

type LiveChipProps = {
  live: boolean;
  /** The test ids' prefix: <prefix>-live, <prefix>-connecting. */
  testIdPrefix: 'dashboard' | 'board';
  /** Where the catalogue keeps its "live" and "connecting" texts. */
  catalogue: 'app.dashboard' | 'app.emergency.board';
};

/** "Live" once a page's subscription delivered its first event, "Connecting…" until then. */
export const LiveChip = ({ live, testIdPrefix, catalogue }: LiveChipProps) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      data-testid={`${testIdPrefix}-${live ? 'live' : 'connecting'}`}
      color={live ? 'success' : 'default'}
      variant={live ? 'filled' : 'outlined'}
      label={translate(`${catalogue}.${live ? 'live' : 'connecting'}`)}
    />
  );
};
