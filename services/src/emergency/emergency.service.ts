import { emergencyDutyService } from './emergency-duty.service.js';
import { emergencyPaymentService } from './emergency-payment.service.js';
import { emergencyProtocolService } from './emergency-protocol.service.js';
import { emergencyQueueService } from './emergency-queue.service.js';
import { emergencyStepsService } from './emergency-steps.service.js';

/**
 * The emergency service (SPEC §7) as its handlers and the other domains call it, assembled from its concerns: queues
 * (status, groups, queues, grants), protocols (open, read, close, leave), the patient's own steps (progress, complaint,
 * pre-assessment), payment (step 3) and the professionals' duty (check-in, calls, attendance, forward, finish).
 */
export const emergencyService = {
  ...emergencyQueueService,
  ...emergencyProtocolService,
  ...emergencyStepsService,
  ...emergencyPaymentService,
  ...emergencyDutyService,
};
