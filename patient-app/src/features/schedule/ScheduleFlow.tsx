import { Box, Stack } from '@mui/material';
import { BookingStep } from './BookingStep';
import { ExamsStep } from './ExamsStep';
import { type PatientOption, PatientStep } from './PatientStep';
import { ReasonStep } from './ReasonStep';
import { ScheduleStepper } from './ScheduleStepper';
import { SlotStep } from './SlotStep';
import { type ProfessionalOption, type SpecialtyOption, SpecialtyStep } from './SpecialtyStep';
import { StepFrame } from './StepFrame';
import { useScheduleFlow } from './schedule-flow.hook';

type Props = {
  patients: readonly PatientOption[];
  specialties: readonly SpecialtyOption[];
  professionals: readonly ProfessionalOption[];
  maxMb: number;
  /** The patient chosen beforehand (/choosendependent), if any. */
  chosenPatientId?: string | null;
  /** Another booking: the page mounts a fresh flow. */
  onStartOver: () => void;
};

/** /personschedule: the steps of SPEC §2's schedule flow, one screen at a time, booking once on Confirm. */
export function ScheduleFlow({ patients, specialties, professionals, maxMb, chosenPatientId, onStartOver }: Props) {
  const flow = useScheduleFlow({ patients, specialties, professionals, chosenPatientId });
  const { state, dispatch, frame, back, next } = flow;

  const step = (() => {
    switch (state.step) {
      case 'patient':
        return (
          <StepFrame {...frame} onNext={next}>
            <PatientStep
              patients={patients}
              value={state.patientId}
              onChange={(patientId) => dispatch({ type: 'choosePatient', patientId })}
            />
          </StepFrame>
        );
      case 'specialty':
        return (
          <StepFrame {...frame} onBack={back} onNext={next}>
            <SpecialtyStep
              mode={state.mode}
              onMode={(mode) => dispatch({ type: 'chooseMode', mode })}
              specialties={specialties}
              specialty={state.specialty}
              onSpecialty={(code) => dispatch({ type: 'chooseSpecialty', specialty: code })}
              professionals={professionals}
              professionalId={state.professionalId}
              onProfessional={(id) => dispatch({ type: 'chooseProfessional', professionalId: id })}
            />
          </StepFrame>
        );
      case 'slot':
        return (
          <StepFrame {...frame} onBack={back} onNext={next}>
            <SlotStep
              state={state}
              onChoose={(slot) => dispatch({ type: 'chooseSlot', slot })}
              specialties={specialties}
              requestSpecialty={flow.requestSpecialty}
              requestPersonId={flow.patient && !flow.patient.self ? flow.patient.id : null}
            />
          </StepFrame>
        );
      case 'reason':
        return (
          <StepFrame {...frame} onBack={back} onNext={next}>
            <ReasonStep value={state.reason} onChange={(reason) => dispatch({ type: 'setReason', reason })} />
          </StepFrame>
        );
      case 'exams':
        return (
          <StepFrame {...frame} onBack={back} onNext={next}>
            <ExamsStep
              maxMb={maxMb}
              exams={state.exams}
              onAdd={(exam) => dispatch({ type: 'addExam', exam })}
              onRemove={(id) => dispatch({ type: 'removeExam', id })}
            />
          </StepFrame>
        );
      case 'confirm':
      case 'payment':
      case 'final':
        return <BookingStep step={state.step} flow={flow} onStartOver={onStartOver} />;
    }
  })();

  return (
    <Stack spacing={3}>
      <ScheduleStepper step={state.step} />
      {/* One frame per step: its focus and "missing" state start afresh, and its data is read again. */}
      <Box key={state.step}>{step}</Box>
    </Stack>
  );
}
