// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfessionalScheduleFieldsFragment } from '../../gql/graphql';
import { renderWithProviders, SCREEN_TEST_MS } from '../../testing/render-with-providers.util';
import { createScriptedLink, deferred, type ScriptedReply } from '../../testing/scripted.link';
import { ScheduleForm } from './ScheduleForm';

const saved: ProfessionalScheduleFieldsFragment = {
  __typename: 'ProfessionalSchedule',
  professionalId: 'doc-1',
  timeZone: 'America/Sao_Paulo',
  appointmentDuration: 30,
  today: '2026-12-01',
  maxDaysAhead: 90,
  skipHolidays: true,
  updatedAt: '2026-11-30T12:00:00.000Z',
  closedDates: [],
  weekly: [{ __typename: 'WeeklySchedule', day: 1, allDay: false, start: '08:00', end: '12:00' }],
  extra: [],
  blocked: [],
};

/** The service's answer to a save: the availability as it stored it. */
const savedAnswer = (schedule: ProfessionalScheduleFieldsFragment): ScriptedReply => ({ data: { updateProfessionalSchedule: schedule } });

function renderForm({ locale, save }: { locale?: 'en' | 'pt-BR'; save?: () => ScriptedReply | Promise<ScriptedReply> } = {}) {
  const gateway = createScriptedLink({ SaveMyAvailability: save ?? (() => savedAnswer(saved)) });
  const onSaved = vi.fn();
  const rendered = renderWithProviders(<ScheduleForm schedule={saved} onSaved={onSaved} />, { locale, link: gateway.link });
  return { ...rendered, gateway, onSaved };
}

const weeklyRow = (n: number) => screen.getByRole('group', { name: `Horário semanal ${n}` });
/** A time of a row: the picker's group of sections (which carries aria-invalid) and the hidden input holding its value. */
const timeField = (row: HTMLElement, label: 'Início' | 'Fim') => within(row).getByRole('group', { name: label });
const timeValue = (row: HTMLElement, label: 'Início' | 'Fim') =>
  (row.querySelector(`input[data-field$=".${label === 'Início' ? 'start' : 'end'}"]`) as HTMLInputElement).value;
const saveButton = () => screen.getByRole('button', { name: 'Salvar disponibilidade' });

afterEach(cleanup);

describe('ScheduleForm', { timeout: SCREEN_TEST_MS }, () => {
  it('shows the saved availability in Portuguese, each list with its title and an empty one saying so', () => {
    renderForm();
    expect(screen.getByRole('group', { name: 'Horários semanais' })).toBeTruthy();
    const row = weeklyRow(1);
    expect((within(row).getByLabelText('Dia') as HTMLSelectElement).value).toBe('1');
    expect(timeValue(row, 'Início')).toBe('08:00');
    expect(timeValue(row, 'Fim')).toBe('12:00');
    expect(within(screen.getByTestId('schedule-extra')).getByText('Nenhum.')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Não atender nos feriados da clínica' }) as HTMLInputElement).checked).toBe(true);
  });

  it('speaks English to an English-speaking doctor', () => {
    renderForm({ locale: 'en' });
    expect(screen.getByRole('group', { name: 'Weekly window 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save availability' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a blocked date' })).toBeTruthy();
  });

  it('saves the whole availability with the row added, says so and tells the page', async () => {
    const { user, gateway, onSaved } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Adicionar horário semanal' }));
    await user.selectOptions(within(weeklyRow(2)).getByLabelText('Dia'), 'Terça-feira');
    await user.click(saveButton());

    expect((await screen.findByRole('status')).textContent).toBe('Sua disponibilidade foi salva.');
    expect(gateway.calls('SaveMyAvailability')).toEqual([
      {
        id: 'doc-1',
        input: {
          skipHolidays: true,
          weekly: [
            { day: 1, allDay: false, start: '08:00', end: '12:00' },
            { day: 2, allDay: false, start: '08:00', end: '12:00' },
          ],
          extra: [],
          blocked: [],
        },
      },
    ]);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('keeps both buttons disabled while the save is on its way', async () => {
    const answer = deferred<ScriptedReply>();
    const { user } = renderForm({ save: () => answer.promise });
    await user.click(saveButton());

    await waitFor(() => expect((saveButton() as HTMLButtonElement).disabled).toBe(true));
    expect((screen.getByRole('button', { name: 'Descartar alterações' }) as HTMLButtonElement).disabled).toBe(true);
    answer.resolve(savedAnswer(saved));
    await waitFor(() => expect((saveButton() as HTMLButtonElement).disabled).toBe(false));
  });

  it('checks the rules before sending: an end before the start is marked and nothing is sent', async () => {
    const { user, gateway, onSaved } = renderForm();
    fireEvent.change(weeklyRow(1).querySelector('input[data-field$=".end"]')!, { target: { value: '07:00' } });
    await user.click(saveButton());

    expect((await screen.findByTestId('schedule-feedback')).textContent).toBe('Verifique os campos marcados em vermelho.');
    const end = timeField(weeklyRow(1), 'Fim');
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(within(weeklyRow(1)).getByText('O horário final deve ser posterior ao inicial')).toBeTruthy();
    expect(gateway.calls('SaveMyAvailability')).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a refused save: the service message above, its reason under the input it names', async () => {
    const { user, onSaved } = renderForm({
      save: () => ({
        data: null,
        errors: [
          {
            message: 'Não foi possível salvar sua agenda, tente novamente',
            extensions: {
              code: 'BAD_INPUT',
              fields: [{ field: 'input.weekly.0.start', message: 'Há consultas marcadas fora deste horário' }],
            },
          },
        ],
      }),
    });
    await user.click(saveButton());

    expect((await screen.findByTestId('schedule-feedback')).textContent).toBe('Não foi possível salvar sua agenda, tente novamente');
    expect(within(weeklyRow(1)).getByText('Há consultas marcadas fora deste horário')).toBeTruthy();
    expect(timeField(weeklyRow(1), 'Início').getAttribute('aria-invalid')).toBe('true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says the server could not be reached when the call fails without an answer', async () => {
    const { user } = renderForm({ save: () => Promise.reject(new TypeError('Failed to fetch')) });
    await user.click(saveButton());

    const feedback = await screen.findByTestId('schedule-feedback');
    expect(feedback.getAttribute('role')).toBe('alert');
    expect(feedback.textContent).toBe('Impossível acessar o servidor. Tente novamente');
  });

  it('discards the changes: a removed row comes back', async () => {
    const { user } = renderForm();
    await user.click(within(weeklyRow(1)).getByRole('button', { name: 'Remover Horário semanal 1' }));
    expect(within(screen.getByTestId('schedule-weekly')).getByText('Nenhum.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Descartar alterações' }));
    expect(timeValue(weeklyRow(1), 'Início')).toBe('08:00');
  });
});
