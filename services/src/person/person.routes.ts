import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { personHandlers } from './person.handlers.js';
import { personDependentsHandlers } from './person-dependents.handlers.js';
import { personHistoryHandlers } from './person-history.handlers.js';

/** Person service (SPEC §7), mounted under /person. */
export function personRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = personHandlers(ctx);
  app.get('/person', h.list);
  app.get('/person/combo', h.combo);
  app.get('/person/new', h.newDefaults);
  app.post('/person', h.create);
  app.delete('/person', h.removeMany);
  app.get('/person/:id', h.get);
  app.delete('/person/:id', h.remove);
  app.get('/person/:id/myprofile', h.get);
  app.put('/person/:id/myprofile', h.replace);
  app.patch('/person/:id/myprofile', h.patch);
  app.put('/person/:id/status', h.status);
  app.get('/person/:id/children', h.children);
  app.post('/person/:id/children', h.addChild);
  app.delete('/person/:id/children/:childId', personDependentsHandlers(ctx).remove);
  const history = personHistoryHandlers(ctx);
  app.get('/person/:id/history', history.page);
  app.get('/person/:id/history/item', history.item);
  app.post('/person/:id/diagnostic', history.recordDiagnostic);
  app.post('/person/:id/link', history.shareLink);
}
