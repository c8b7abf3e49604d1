import { CertificateFields } from './CertificateFields';
import type { DocumentFormState } from './document-form.util';
import { ExamRequestFields } from './ExamRequestFields';
import type { ErrorOf } from './field-errors.hook';
import { PrescriptionFields } from './PrescriptionFields';
import { ReferralFields } from './ReferralFields';

type Props = { form: DocumentFormState; onChange: (form: DocumentFormState) => void; errorOf: ErrorOf };

/** The inputs of the chosen kind's content (the other kinds' content stays in the state, not sent). */
export function DocumentContentFields({ form, onChange, errorOf }: Props) {
  switch (form.kind) {
    case 'PRESCRIPTION':
      return (
        <PrescriptionFields value={form.prescription} onChange={(prescription) => onChange({ ...form, prescription })} errorOf={errorOf} />
      );
    case 'CERTIFICATE':
      return (
        <CertificateFields value={form.certificate} onChange={(certificate) => onChange({ ...form, certificate })} errorOf={errorOf} />
      );
    case 'EXAM_REQUEST':
      return (
        <ExamRequestFields value={form.examRequest} onChange={(examRequest) => onChange({ ...form, examRequest })} errorOf={errorOf} />
      );
    case 'REFERRAL':
      return <ReferralFields value={form.referral} onChange={(referral) => onChange({ ...form, referral })} errorOf={errorOf} />;
  }
}
