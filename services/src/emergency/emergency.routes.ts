import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { emergencyHandlers } from './emergency.handlers.js';

/** Emergency service (SPEC §7), mounted under /emergency. */
export function emergencyRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = emergencyHandlers(ctx);
  app.get('/emergency', h.status);
  app.get('/emergency/group', h.groups);
  app.post('/emergency/group', h.createGroup);
  app.get('/emergency/group/:id', h.group);
  app.put('/emergency/group/:id', h.updateGroup);
  app.delete('/emergency/group/:id', h.deleteGroup);
  app.get('/emergency/queue', h.queues);
  app.post('/emergency/queue', h.createQueue);
  app.get('/emergency/queue/:id', h.queue);
  app.put('/emergency/queue/:id', h.updateQueue);
  app.delete('/emergency/queue/:id', h.deleteQueue);
  app.get('/emergency/queue/:id/grants', h.grants);
  app.put('/emergency/queue/:id/grants', h.setGrants);
  app.get('/emergency/protocol', h.protocols);
  app.post('/emergency/protocol', h.openProtocol);
  app.get('/emergency/protocol/:id', h.protocol);
  app.put('/emergency/protocol/:id/close', h.closeProtocol);
  // The professional flow: check-in with queue choice, call the next patient, finish the attendance or forward.
  app.get('/emergency/checkin', h.checkIn);
  app.post('/emergency/checkin', h.setCheckIn);
  app.delete('/emergency/checkin', h.checkOut);
  app.post('/emergency/call-next', h.callNext);
  app.put('/emergency/protocol/:id/finish', h.finishProtocol);
  app.put('/emergency/protocol/:id/forward', h.forwardProtocol);
  // The patient's own steps: check resources and payment (step), complaint, pre-assessment; the professional opens the room.
  app.put('/emergency/protocol/:id/step', h.progress);
  app.post('/emergency/protocol/:id/payment', h.payment);
  app.put('/emergency/protocol/:id/complaint', h.reportComplaint);
  app.get('/emergency/protocol/:id/screening', h.protocolScreening);
  app.put('/emergency/protocol/:id/screening', h.submitScreening);
  app.put('/emergency/protocol/:id/attend', h.attend);
  // The patient leaves the queue (left without being seen).
  app.put('/emergency/protocol/:id/leave', h.leaveProtocol);
}
