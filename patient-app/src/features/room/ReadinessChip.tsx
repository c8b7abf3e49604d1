import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Chip, type ChipProps } from '@mui/material';
import type { ReactElement } from 'react';

type Props = Omit<ChipProps, 'icon' | 'color' | 'label'> & {
  ready: boolean;
  /** The icon and colour while not ready yet (the default colour unless said). */
  pendingIcon: ReactElement;
  pendingColor?: ChipProps['color'];
  readyLabel: string;
  pendingLabel: string;
};

/** One thing the professional waits for before starting: a green tick once it is there, else its own icon and colour. */
export function ReadinessChip({ ready, pendingIcon, pendingColor = 'default', readyLabel, pendingLabel, ...props }: Props) {
  return (
    <Chip
      icon={ready ? <CheckCircleIcon /> : pendingIcon}
      color={ready ? 'success' : pendingColor}
      label={ready ? readyLabel : pendingLabel}
      {...props}
    />
  );
}
