import { useApolloClient, useQuery } from '@apollo/client';
import { dateInZone } from '@teleconsulta/schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useGetIdentity } from 'react-admin';
import type { AppointmentStatus } from '../../gql/graphql';
import { AgendaAppointmentsDocument, AgendaCompanyDocument, AgendaProfessionalsDocument, AgendaSlotsDocument } from './agenda.documents';
import { type AgendaAppointment, type AgendaProfessional, type AgendaSlot, slotRange } from './agenda-events';

/** Every status but CANCELLED: a cancelled appointment frees its slot, so the agenda leaves it out. */
const SHOWN_STATUSES: AppointmentStatus[] = [
  'SCHEDULED',
  'PAID',
  'IN_ATTENDANCE',
  'FINISHED_BY_PROFESSIONAL',
  'LEFT_BY_PATIENT',
  'NO_SHOW',
];

/** The company's time zone and the active professionals (the selector, the colours). */
export function useAgendaSetup() {
  const { identity } = useGetIdentity();
  const companyId = (identity as { companyId?: string | null } | undefined)?.companyId ?? null;
  const company = useQuery(AgendaCompanyDocument, { variables: { id: companyId ?? '' }, skip: !companyId });
  const professionals = useQuery(AgendaProfessionalsDocument);
  const items: AgendaProfessional[] = professionals.data?.professionals.items ?? [];
  return {
    timeZone: company.data?.company?.settings.timeZone ?? null,
    professionals: items,
    loading: company.loading || professionals.loading || !identity,
    error: company.error ?? professionals.error ?? (identity && !companyId ? new Error('app.errors.NOT_FOUND') : null),
  };
}

type DataState = { appointments: AgendaAppointment[]; slots: AgendaSlot[]; duration: number | null; loading: boolean; error: unknown };

/**
 * The appointments (every page) and the free slots of the visible days, of one professional or of the whole clinic;
 * loaded again when the days, the professional or `reload` change.
 */
export function useAgendaData(params: {
  days: { from: string; to: string } | null;
  professionalId: string | null;
  timeZone: string | null;
}) {
  const client = useApolloClient();
  const { professionalId, timeZone } = params;
  const from = params.days?.from;
  const to = params.days?.to;
  const [state, setState] = useState<DataState>({ appointments: [], slots: [], duration: null, loading: true, error: null });
  // Only the latest request's answer lands (the days or the professional may change while one is on its way).
  const latest = useRef(0);

  const reload = useCallback(async () => {
    if (!from || !to || !timeZone) return;
    const request = ++latest.current;
    setState((s) => ({ ...s, loading: true }));
    const filter = { from, to, status: SHOWN_STATUSES, ...(professionalId ? { doctorId: professionalId } : {}) };
    const loadAppointments = async () => {
      const all: AgendaAppointment[] = [];
      for (let page = 1; ; page++) {
        const { data } = await client.query({
          query: AgendaAppointmentsDocument,
          variables: { filter, page },
          fetchPolicy: 'network-only',
        });
        all.push(...data.appointments.items);
        if (all.length >= data.appointments.total || data.appointments.items.length === 0) return all;
      }
    };
    const range = slotRange({ from, to }, dateInZone(timeZone));
    const loadSlots = async () => {
      if (!range) return { slots: [], duration: null };
      const { data } = await client.query({
        query: AgendaSlotsDocument,
        variables: { professionalId, from: range.from, to: range.to },
        fetchPolicy: 'network-only',
      });
      return { slots: data.availableSlots.slots, duration: data.availableSlots.appointmentDuration };
    };
    try {
      const [appointments, { slots, duration }] = await Promise.all([loadAppointments(), loadSlots()]);
      if (request === latest.current)
        setState((s) => ({ appointments, slots, duration: duration ?? s.duration, loading: false, error: null }));
    } catch (error) {
      if (request === latest.current) setState((s) => ({ ...s, loading: false, error }));
    }
  }, [client, from, to, professionalId, timeZone]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload };
}
