import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, usePublicNews, useSignIn } from '@orbit/api-client';
import type { News } from '@orbit/contract';
import type { ContentLanguage } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import type { SignInValues } from '@orbit/ui';
import { DataLayer } from '../DataLayer.tsx';
import { describeError } from '../errors.ts';

/** What the sign-in form shows of its requests: the sign-in itself and the news below the form. */
export interface SignInRequestsState {
  submit: (values: SignInValues) => void;
  submitting: boolean;
  errorMessage?: string;
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
  const news = usePublicNews({ lang: newsLanguage });
  const { mutate } = signIn;
  const submit = useCallback(
    (values: SignInValues) => mutate(values, { onSuccess: () => void navigate('/dash', { replace: true }) }),
    [mutate, navigate],
  );

  useEffect(() => {
    if (!early) return;
    onEarlySent();
    submit(early);
  }, [early, onEarlySent, submit]);

  const errorMessage = signIn.error
    ? signIn.error instanceof ApiError && signIn.error.status === 401
      ? t('signIn.wrongCredentials')
      : describeError(signIn.error, t)
    : undefined;
  const submitting = signIn.isPending;
  const results = news.data?.results;
  const newsLoading = news.isPending;
  useEffect(() => {
    onChange({ submit, submitting, errorMessage, news: results, newsLoading });
  }, [onChange, submit, submitting, errorMessage, results, newsLoading]);
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
