import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/locale.context';
import { roomPath } from '../../routing/paths.constants';
import type { VirtualLineActions } from './virtual-line-actions.hook';

export type Finished = { number: string; patientName: string };

/**
 * What the professional's line keeps beside the data: changing the queues checked in to, the attendance just finished
 * (the end screen) and the notice to show; calling the next patient and entering the attendance room.
 */
export function useLineFlow(actions: VirtualLineActions) {
  const t = useT();
  const navigate = useNavigate();
  const [changingQueues, setChangingQueues] = useState(false);
  const [finished, setFinished] = useState<Finished | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const callNext = async () => {
    setNotice(null);
    const result = await actions.callNext();
    if (!result) return;
    setFinished(null);
    if (!result.protocol) setNotice(t('emergencyProfessional.nobodyToCall'));
  };
  const enterRoom = async (id: string, fallbackAccess: string | null) => {
    const attended = await actions.attend(id);
    const access = attended?.roomAccess ?? (attended ? fallbackAccess : null);
    if (access) navigate(`${roomPath(access)}?from=emergency`);
  };

  return { changingQueues, setChangingQueues, finished, setFinished, notice, setNotice, callNext, enterRoom };
}
