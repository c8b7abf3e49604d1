import CampaignIcon from '@mui/icons-material/Campaign';
import type { ComponentProps } from 'react';
import { LineMoveButton } from './LineMoveButton';

type Props = Omit<ComponentProps<typeof LineMoveButton>, 'move' | 'variant' | 'startIcon'>;

/** The way on to the next waiting patient, from the dashboard and from the end of an attendance. */
export function CallNextButton(props: Props) {
  return <LineMoveButton move="callNext" variant="contained" startIcon={<CampaignIcon />} {...props} />;
}
