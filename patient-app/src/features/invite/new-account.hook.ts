import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { saveSession } from '../../auth/session';
import { feedbackFromError } from '../../errors/error-feedback.mappers';
import { useLocale } from '../../i18n/locale.context';
import { CurrentTermsOfUseDocument } from './current-terms.documents';
import type { Accepted } from './InviteAccepted';
import { AcceptInvitationDocument, InviteSignInDocument } from './invite.documents';
import { invitationPlaces, type NewAccountField, type NewAccountValues, validateNewAccount } from './invite.util';

/**
 * The new account's form: its values, the errors under each field (the form's own checks, then the server's) and the
 * alert above. Submitting accepts the invitation with the new account, then signs a patient or a professional in to
 * the clinic they joined (a failed sign-in only leaves them signed out).
 */
export function useNewAccount(token: string, email: string, onAccepted: (accepted: Accepted) => void) {
  const locale = useLocale();
  const [accept, accepting] = useMutation(AcceptInvitationDocument);
  const [signIn, signingIn] = useMutation(InviteSignInDocument);
  const terms = useQuery(CurrentTermsOfUseDocument);
  const [values, setValues] = useState<NewAccountValues>({ name: '', password: '', passwordConfirm: '', acceptTerms: false });
  const [errors, setErrors] = useState<Partial<Record<NewAccountField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const change = <K extends keyof NewAccountValues>(key: K, value: NewAccountValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    const field: NewAccountField = key === 'acceptTerms' ? 'termsVersion' : (key as NewAccountField);
    setErrors(({ [field]: _, ...others }) => others);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    const checked = validateNewAccount(values, locale, terms.data?.currentTermsOfUse.version ?? null);
    setErrors(checked.ok ? {} : checked.fieldErrors);
    if (!checked.ok) return;
    try {
      const { data } = await accept({ variables: { token, input: checked.input } });
      if (!data) return;
      const joined = data.acceptStaffInvitation;
      let signedIn = false;
      if (invitationPlaces(joined.roles).app) {
        const session = await signIn({
          variables: { input: { method: 'EMAIL', email, password: checked.input.password, companyId: joined.companyId } },
        }).catch(() => null);
        if (session?.data) {
          saveSession(session.data.signIn);
          signedIn = true;
        }
      }
      onAccepted({ ...joined, signedIn });
    } catch (error) {
      const feedback = feedbackFromError(error, locale);
      setErrors(feedback.fieldErrors as Partial<Record<NewAccountField, string>>);
      setAlert(feedback.message ?? null);
    }
  };

  return { values, errors, alert, change, submit, busy: accepting.loading || signingIn.loading };
}
