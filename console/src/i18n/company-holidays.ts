/** Strings of a company's Holidays tab (merged into en.ts and pt-br.ts under `resources.companies.holidays`). */
export const companyHolidaysEn = {
  title: 'Holidays of %{year}',
  intro:
    'National holidays and those of the company’s state (%{state}) apply to every professional whose schedule skips holidays. Add the clinic’s own closed dates (municipal holidays, a recess) or mark a holiday as worked.',
  no_state: 'The company has no state: only national holidays apply. Set its state on the Landing page tab to add its state holidays.',
  previous_year: 'Previous year',
  next_year: 'Next year',
  unavailable: 'The holidays could not be read.',
  empty: 'No holidays this year.',
  saved: 'Holidays saved',
  columns: { date: 'Date', name: 'Holiday', kind: 'Kind', status: 'Status' },
  kinds: { NATIONAL: 'National', STATE: 'State', OPTIONAL: 'Optional point', CLINIC: 'Clinic' },
  status: { closed: 'Closed', worked: 'Worked by the clinic', optional: 'Worked (optional point)' },
  add: {
    title: 'Add a clinic holiday',
    date: 'Date',
    name: 'Name',
    submit: 'Add',
  },
  mark_worked: 'Mark as worked',
  mark_closed: 'Close again',
  remove: 'Remove',
};

export const companyHolidaysPtBr: typeof companyHolidaysEn = {
  title: 'Feriados de %{year}',
  intro:
    'Os feriados nacionais e os do estado da empresa (%{state}) valem para todo profissional cuja agenda não atende em feriados. Adicione as datas em que a clínica fecha (feriados municipais, recesso) ou marque um feriado como trabalhado.',
  no_state:
    'A empresa não tem estado: valem apenas os feriados nacionais. Informe o estado na aba Página de destino para incluir os feriados estaduais.',
  previous_year: 'Ano anterior',
  next_year: 'Próximo ano',
  unavailable: 'Não foi possível ler os feriados.',
  empty: 'Nenhum feriado neste ano.',
  saved: 'Feriados salvos',
  columns: { date: 'Data', name: 'Feriado', kind: 'Tipo', status: 'Situação' },
  kinds: { NATIONAL: 'Nacional', STATE: 'Estadual', OPTIONAL: 'Ponto facultativo', CLINIC: 'Clínica' },
  status: { closed: 'Fechado', worked: 'Trabalhado pela clínica', optional: 'Trabalhado (ponto facultativo)' },
  add: {
    title: 'Adicionar feriado da clínica',
    date: 'Data',
    name: 'Nome',
    submit: 'Adicionar',
  },
  mark_worked: 'Marcar como trabalhado',
  mark_closed: 'Fechar novamente',
  remove: 'Remover',
};
