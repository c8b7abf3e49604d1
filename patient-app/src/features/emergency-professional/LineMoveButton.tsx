import { Button, type ButtonProps } from '@mui/material';
import type { VirtualLineActions } from './virtual-line-actions.hook';

type Props = Omit<ButtonProps, 'loading' | 'disabled'> & {
  actions: VirtualLineActions;
  /** The move the button starts: its name in `actions.busy`. */
  move: string;
  /** Disabled while another move runs. */
  exclusive?: boolean;
};

/** The button of one move on the virtual line: it spins while that move runs and, `exclusive`, waits while another one does. */
export function LineMoveButton({ actions, move, exclusive = false, ...props }: Props) {
  const anotherRuns = actions.busy !== null && actions.busy !== move;
  return <Button loading={actions.busy === move} disabled={exclusive && anotherRuns} {...props} />;
}
