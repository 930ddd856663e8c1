import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ApiError,
  usePublicNews,
  useSignIn,
  useSignInSecondFactor,
  useSignInSecondFactorWithPasskey,
  useSignInWithPasskey,
} from '@orbit/api-client';
import { errorMessages, isSecondFactorChallenge, type News, type SecondFactorMethod } from '@orbit/contract';
import type { ContentLanguage } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { Button, type SecondFactorStepProps, type SecondFactorValues, type SignInValues } from '@orbit/ui';
import { DataLayer } from '../DataLayer.tsx';
import { describeError } from '../errors.ts';
import { authenticateWithPasskey, ceremonyCancelled, passkeysSupported } from '../passkeys.ts';
import { paths } from '../paths.ts';

/**
 * The second step of a sign-in whose password was right, for an account with a second factor (ADR 0056, passkeys
 * ADR 0059), in the shape the step's component takes, so the form hands it on as it is.
 */
export type SecondFactorState = Required<
  Pick<SecondFactorStepProps, 'onSubmit' | 'onCancel' | 'submitting' | 'methods' | 'onPasskey' | 'passkeyUnsupported'>
> &
  Pick<SecondFactorStepProps, 'errorMessage'>;

/** What the sign-in form shows of its requests: the sign-in itself and the news below the form. */
export interface SignInRequestsState {
  submit: (values: SignInValues) => void;
  submitting: boolean;
  errorMessage?: string;
  /** The button of a sign-in with a passkey alone (ADR 0059); absent where the browser cannot use passkeys. */
  passkeySignIn?: ReactNode;
  /** Present while the second step is asked for. */
  secondFactor?: SecondFactorState;
  news?: readonly News[];
  newsLoading: boolean;
}

export interface SignInRequestsProps {
  newsLanguage: ContentLanguage;
  /** Values submitted before this part arrived; sent as soon as it has. */
  early?: SignInValues;
  /** Called once the early values are on their way. */
  onEarlySent: () => void;
  /** Called with the requests' state whenever it changes. */
  onChange: (state: SignInRequestsState) => void;
}

/** A passkey's failure: a dismissed browser dialog or a refused passkey (401) say so; the rest as usual. */
function describePasskeyError(error: unknown, t: (key: string) => string): string {
  const refused = error instanceof ApiError && error.message === errorMessages.passkeyRefused;
  return ceremonyCancelled(error) || refused ? t('signIn.passkeyFailed') : describeError(error, t);
}

function Requests({ newsLanguage, early, onEarlySent, onChange }: SignInRequestsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const secondStep = useSignInSecondFactor();
  const passkeyStep = useSignInSecondFactorWithPasskey();
  const passkeySignIn = useSignInWithPasskey();
  const news = usePublicNews({ lang: newsLanguage });
  const passkeys = passkeysSupported();
  const [factorMethods, setFactorMethods] = useState<readonly SecondFactorMethod[]>();
  const { mutate, reset: resetSignIn } = signIn;
  const { mutate: mutateSecondStep, reset: resetCodeStep } = secondStep;
  const { mutate: mutatePasskeyStep, reset: resetPasskeyStep } = passkeyStep;
  const { mutate: mutatePasskeySignIn, reset: resetPasskeySignIn } = passkeySignIn;
  const resetSecondStep = useCallback(() => {
    resetCodeStep();
    resetPasskeyStep();
  }, [resetCodeStep, resetPasskeyStep]);
  const enter = useCallback(() => void navigate(paths.dash, { replace: true }), [navigate]);
  const submit = useCallback(
    (values: SignInValues) => {
      resetSecondStep();
      resetPasskeySignIn();
      mutate(values, {
        onSuccess: (answer) => {
          if (isSecondFactorChallenge(answer)) setFactorMethods(answer.methods);
          else enter();
        },
      });
    },
    [mutate, resetSecondStep, resetPasskeySignIn, enter],
  );
  const cancelSecondStep = useCallback(() => {
    setFactorMethods(undefined);
    resetSecondStep();
  }, [resetSecondStep]);
  // A pending sign-in that ended (too late, too many wrong codes) needs the password again.
  const endStepIfExpired = useCallback((error: unknown) => {
    if (error instanceof ApiError && error.message === errorMessages.signInStepExpired) setFactorMethods(undefined);
  }, []);
  const submitSecondStep = useCallback(
    (values: SecondFactorValues) => {
      resetPasskeyStep();
      mutateSecondStep(values, { onSuccess: enter, onError: endStepIfExpired });
    },
    [mutateSecondStep, resetPasskeyStep, enter, endStepIfExpired],
  );
  const usePasskeyStep = useCallback(() => {
    resetCodeStep();
    mutatePasskeyStep(authenticateWithPasskey, { onSuccess: enter, onError: endStepIfExpired });
  }, [mutatePasskeyStep, resetCodeStep, enter, endStepIfExpired]);
  const signInWithPasskey = useCallback(() => {
    resetSignIn();
    mutatePasskeySignIn(authenticateWithPasskey, { onSuccess: enter });
  }, [mutatePasskeySignIn, resetSignIn, enter]);

  useEffect(() => {
    if (!early) return;
    onEarlySent();
    submit(early);
  }, [early, onEarlySent, submit]);

  const stepError = secondStep.error ?? passkeyStep.error;
  const expired = stepError instanceof ApiError && stepError.message === errorMessages.signInStepExpired;
  const errorMessage = expired
    ? t('signIn.stepExpired')
    : signIn.error
      ? signIn.error instanceof ApiError && signIn.error.status === 401
        ? t('signIn.wrongCredentials')
        : describeError(signIn.error, t)
      : passkeySignIn.error
        ? describePasskeyError(passkeySignIn.error, t)
        : undefined;
  const submitting = signIn.isPending;
  const passkeySubmitting = passkeySignIn.isPending;
  const secondStepSubmitting = secondStep.isPending || passkeyStep.isPending;
  const secondStepError = secondStep.error
    ? describeError(secondStep.error, t)
    : passkeyStep.error
      ? describePasskeyError(passkeyStep.error, t)
      : undefined;
  const results = news.data?.results;
  const newsLoading = news.isPending;
  useEffect(() => {
    const secondFactor = factorMethods
      ? {
          onSubmit: submitSecondStep,
          onCancel: cancelSecondStep,
          submitting: secondStepSubmitting,
          errorMessage: secondStepError,
          methods: factorMethods,
          onPasskey: usePasskeyStep,
          passkeyUnsupported: !passkeys,
        }
      : undefined;
    onChange({
      submit,
      submitting,
      errorMessage,
      passkeySignIn: passkeys && (
        <Button variant="secondary" size="lg" fullWidth loading={passkeySubmitting} onClick={signInWithPasskey}>
          {t('signIn.passkeySignIn')}
        </Button>
      ),
      secondFactor,
      news: results,
      newsLoading,
    });
  }, [
    onChange,
    submit,
    submitting,
    errorMessage,
    signInWithPasskey,
    passkeys,
    passkeySubmitting,
    t,
    factorMethods,
    usePasskeyStep,
    submitSecondStep,
    cancelSecondStep,
    secondStepSubmitting,
    secondStepError,
    results,
    newsLoading,
  ]);
  return null;
}

/**
 * The sign-in page's requests, with the data layer they need. They load after the form's first render (ADR 0040)
 * and hand their state to the form, which stays mounted: nothing typed or filled in by a password manager is lost.
 */
export function SignInRequests(props: SignInRequestsProps) {
  return (
    <DataLayer>
      <Requests {...props} />
    </DataLayer>
  );
}
