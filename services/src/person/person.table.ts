import type { DependentRelationship } from '@teleconsulta/schema';
import { char, date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { addressColumns, contactColumns } from '../kit/columns.js';

export const person = pgTable('person', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  userId: uuid('user_id'),
  parentId: uuid('parent_id'),
  name: text('name').notNull(),
  socialName: text('social_name'),
  birthDate: date('birth_date', { mode: 'string' }),
  cpf: char('cpf', { length: 11 }),
  uhcId: char('uhc_id', { length: 15 }),
  gender: text('gender'),
  ...contactColumns(),
  country: text('country'),
  profession: text('profession'),
  registration: text('registration'),
  status: text('status').notNull().default('active'),
  relationship: text('relationship').$type<DependentRelationship>(),
  pushToken: text('push_token'),
  ...addressColumns(),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
export type PersonRow = typeof person.$inferSelect;
