import { RouteLoading } from '../../routing/RouteLoading';
import { RoomScreen } from './RoomScreen';

/** The room's screen while what it needs is read. */
export function RoomLoading() {
  return (
    <RoomScreen state="loading">
      <RouteLoading />
    </RoomScreen>
  );
}
