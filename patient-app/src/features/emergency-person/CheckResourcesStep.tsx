import { useT } from '../../i18n/locale.context';
import { ConnectivityTest } from '../room/ConnectivityTest';
import { useLocalMedia } from '../room/local-media.hook';

/** Step 2, check resources: the room's connectivity test (camera, microphone, network), its own card. */
export function CheckResourcesStep({ busy, onDone }: { busy: boolean; onDone: () => void }) {
  const t = useT();
  const media = useLocalMedia();
  return (
    <div data-testid="emergency-resources">
      <ConnectivityTest media={media} joining={busy} onEnter={onDone} enterLabel={t('emergencyPerson.resources.continue')} />
    </div>
  );
}
