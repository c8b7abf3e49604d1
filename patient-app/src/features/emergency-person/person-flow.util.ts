/**
 * Which screen of the patient's emergency flow (SPEC §2 person flow, 11 steps) a protocol is on, from its status and
 * step: a reload lands on the same screen.
 */
export type PersonScreen =
  | 'CHECK_RESOURCES'
  | 'PAYMENT'
  | 'COMPLAINT'
  | 'PRE_ASSESSMENT'
  | 'WAITING_ROOM'
  | 'CALLED'
  | 'IN_ATTENDANCE'
  | 'POST_ATTENDANCE'
  | 'END'
  | 'CLOSED_BY_MANAGER'
  | 'LEFT';

export function personScreen(p: { status: string; step: number }): PersonScreen {
  switch (p.status) {
    case 'CALLED':
      return 'CALLED';
    case 'IN_ATTENDANCE':
      return 'IN_ATTENDANCE';
    case 'FINISHED':
      return p.step >= 11 ? 'END' : 'POST_ATTENDANCE';
    case 'CLOSED_BY_MANAGER':
      return 'CLOSED_BY_MANAGER';
    case 'LEFT_WITHOUT_BEING_SEEN':
      return 'LEFT';
    default:
      if (p.step <= 1) return 'CHECK_RESOURCES';
      if (p.step === 2) return 'PAYMENT';
      if (p.step <= 4) return 'COMPLAINT';
      if (p.step === 5) return 'PRE_ASSESSMENT';
      return 'WAITING_ROOM';
  }
}

/** The flow's stages shown in the progress bar, and the stage each screen belongs to. */
export const PERSON_STAGES = ['resources', 'complaint', 'assessment', 'waiting', 'attendance', 'end'] as const;
export type PersonStage = (typeof PERSON_STAGES)[number];

const STAGE_OF: Record<PersonScreen, PersonStage> = {
  CHECK_RESOURCES: 'resources',
  PAYMENT: 'resources',
  COMPLAINT: 'complaint',
  PRE_ASSESSMENT: 'assessment',
  WAITING_ROOM: 'waiting',
  CALLED: 'attendance',
  IN_ATTENDANCE: 'attendance',
  POST_ATTENDANCE: 'end',
  END: 'end',
  CLOSED_BY_MANAGER: 'end',
  LEFT: 'end',
};

export const stageIndex = (screen: PersonScreen): number => PERSON_STAGES.indexOf(STAGE_OF[screen]);

/** Whether the protocol is still open (the patient may leave the queue while waiting or called). */
export const canLeave = (status: string): boolean => status === 'WAITING' || status === 'CALLED';
