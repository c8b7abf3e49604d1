import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ConsentStep } from './ConsentStep';
import { RoomFlow } from './RoomFlow';
import { RoomLoading } from './RoomLoading';
import { RoomScreen } from './RoomScreen';
import { RoomSummary } from './RoomSummary';
import { RoomConsentDocument } from './room.documents';

/**
 * The patient's side gives the telemedicine consent before the connectivity test (read first; joinRoom's
 * CONSENT_REQUIRED brings it back). A professional never sees it.
 */
export function ConsentGate({
  access,
  summary,
  patientSide,
}: {
  access: string;
  summary: Parameters<typeof RoomSummary>[0]['summary'];
  patientSide: boolean;
}) {
  const [forced, setForced] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const consent = useQuery(RoomConsentDocument, {
    variables: { protocol: summary.protocol },
    skip: !patientSide,
    fetchPolicy: 'network-only',
  });
  if (patientSide && !consent.data && !consent.error) return <RoomLoading />;
  // A consent the caller may not read (not this appointment's patient) is joinRoom's to refuse.
  const needed = patientSide && !accepted && (forced || consent.data?.telemedicineConsent.accepted === false);
  if (needed) {
    return (
      <RoomScreen state="consent">
        <RoomSummary summary={summary} compact />
        <ConsentStep
          protocol={summary.protocol}
          onAccepted={() => {
            setForced(false);
            setAccepted(true);
          }}
        />
      </RoomScreen>
    );
  }
  return (
    <RoomFlow
      access={access}
      summary={summary}
      patientSide={patientSide}
      onConsentRequired={() => {
        setAccepted(false);
        setForced(true);
      }}
    />
  );
}
