import type { FlowTopic } from '@teleconsulta/schema';
import type { FlowItem } from '../../subscriptions/topics.js';

/** The flow topics the dashboard follows, and the count each one may change. */
const TOPIC_OF = {
  appointment: 'APPOINTMENT',
  emergency: 'EMERGENCY',
  message: 'MESSAGE',
} as const satisfies { [T in FlowTopic]?: string };
export const DASHBOARD_TOPICS = Object.keys(TOPIC_OF) as Array<keyof typeof TOPIC_OF>;
type ChangeTopic = 'SUBSCRIBED' | (typeof TOPIC_OF)[keyof typeof TOPIC_OF];

/** A dashboard change as the subscription resolver receives it: which count may have changed, or a resync signal. */
export type DashboardChangeParent = { sequence: string; topic: ChangeTopic | null; resyncRequired: boolean };

export function toDashboardChange(item: FlowItem): DashboardChangeParent {
  if (item.kind === 'resync') return { sequence: '0', topic: null, resyncRequired: true };
  const topic = TOPIC_OF[item.event.topic as keyof typeof TOPIC_OF] ?? null;
  return { sequence: item.event.seq, topic, resyncRequired: false };
}

/** The first item of every subscription: it is live from here on (the console reads the dashboard again now). */
export const subscribedDashboard = (sequence: string | null): DashboardChangeParent => ({
  sequence: sequence ?? '0',
  topic: 'SUBSCRIBED',
  resyncRequired: false,
});
