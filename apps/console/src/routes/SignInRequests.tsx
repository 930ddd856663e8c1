import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, usePublicNews, useSignIn, useSignInSecondFactor } from '@orbit/api-client';
import { errorMessages, isSecondFactorChallenge, type News } from '@orbit/contract';
import type { ContentLanguage } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import type { SecondFactorValues, SignInValues } from '@orbit/ui';
import { DataLayer } from '../DataLayer.tsx';
import { describeError } from '../errors.ts';

/** The second step of a sign-in whose password was right, for an account with a second factor (ADR 0056). */
export interface SecondFactorState {
  submit: (values: SecondFactorValues) => void;
  cancel: () => void;
  submitting: boolean;
  errorMessage?: string;
}

/** What the sign-in form shows of its requests: the sign-in itself and the news below the form. */
export interface SignInRequestsState {
  submit: (values: SignInValues) => void;
  submitting: boolean;
  errorMessage?: string;
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

function Requests({ newsLanguage, early, onEarlySent, onChange }: SignInRequestsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const secondStep = useSignInSecondFactor();
  const news = usePublicNews({ lang: newsLanguage });
  const [factorAsked, setFactorAsked] = useState(false);
  const { mutate } = signIn;
  const { mutate: mutateSecondStep, reset: resetSecondStep } = secondStep;
  const enter = useCallback(() => void navigate('/dash', { replace: true }), [navigate]);
  const submit = useCallback(
    (values: SignInValues) => {
      resetSecondStep();
      mutate(values, {
        onSuccess: (answer) => {
          if (isSecondFactorChallenge(answer)) setFactorAsked(true);
          else enter();
        },
      });
    },
    [mutate, resetSecondStep, enter],
  );
  const cancelSecondStep = useCallback(() => {
    setFactorAsked(false);
    resetSecondStep();
  }, [resetSecondStep]);
  const submitSecondStep = useCallback(
    (values: SecondFactorValues) =>
      mutateSecondStep(values, {
        onSuccess: enter,
        // A pending sign-in that ended (too late, too many wrong codes) needs the password again.
        onError: (error) => {
          if (error instanceof ApiError && error.message === errorMessages.signInStepExpired) setFactorAsked(false);
        },
      }),
    [mutateSecondStep, enter],
  );

  useEffect(() => {
    if (!early) return;
    onEarlySent();
    submit(early);
  }, [early, onEarlySent, submit]);

  const expired = secondStep.error instanceof ApiError && secondStep.error.message === errorMessages.signInStepExpired;
  const errorMessage = expired
    ? t('signIn.stepExpired')
    : signIn.error
      ? signIn.error instanceof ApiError && signIn.error.status === 401
        ? t('signIn.wrongCredentials')
        : describeError(signIn.error, t)
      : undefined;
  const submitting = signIn.isPending;
  const secondStepSubmitting = secondStep.isPending;
  const secondStepError = secondStep.error ? describeError(secondStep.error, t) : undefined;
  const results = news.data?.results;
  const newsLoading = news.isPending;
  useEffect(() => {
    const secondFactor = factorAsked
      ? {
          submit: submitSecondStep,
          cancel: cancelSecondStep,
          submitting: secondStepSubmitting,
          errorMessage: secondStepError,
        }
      : undefined;
    onChange({ submit, submitting, errorMessage, secondFactor, news: results, newsLoading });
  }, [
    onChange,
    submit,
    submitting,
    errorMessage,
    factorAsked,
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
