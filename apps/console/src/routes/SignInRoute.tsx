import { useCallback, useState } from 'react';
import { publicNewsQueryKey } from '@orbit/api-client';
import type { NewsListResponse } from '@orbit/contract';
import { contentLanguageFor } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { deferredModule, preloadSignInNews, SignInScreen, type SignInValues } from '@orbit/ui';
import { usePageQuery } from '../pageQueries.ts';
import { imageFolderOf } from './newsImages.ts';
import type { SignInRequestsProps, SignInRequestsState } from './SignInRequests.tsx';

// The form shows before the data layer (TanStack Query and the API client, about 14 KB gzipped) has arrived; the
// sign-in request and the news come with it (ADR 0040). Shown as soon as its code is in, without a Suspense boundary
// whose reveal React would hold back (ADR 0044).
const signInRequests = deferredModule(() => import('./SignInRequests.tsx'));

function SignInRequests(props: SignInRequestsProps) {
  const loaded = signInRequests.useModule();
  return loaded ? <loaded.SignInRequests {...props} /> : null;
}

/**
 * The requests' code and the news list's, downloaded beside the form's; the screen's first render waits for them,
 * so that a page drawn by the server is replaced by the same screen, news included (ADR 0045).
 */
export async function preloadSignInParts(): Promise<void> {
  await Promise.all([signInRequests.preload(), preloadSignInNews()]);
}

export function SignInRoute() {
  const { i18n } = useTranslation();
  const newsLanguage = contentLanguageFor(i18n.language);
  // The news the page came with show until the requests' own answer takes over.
  const pageNews = usePageQuery<NewsListResponse>(publicNewsQueryKey({ lang: newsLanguage }))?.results;
  const [requests, setRequests] = useState<SignInRequestsState>();
  // A sign-in pressed before the requests' code arrived waits for it, shown as under way.
  const [early, setEarly] = useState<SignInValues>();
  const onEarlySent = useCallback(() => setEarly(undefined), []);

  return (
    <>
      <SignInScreen
        onSubmit={requests ? requests.submit : setEarly}
        submitting={early !== undefined || (requests?.submitting ?? false)}
        errorMessage={requests?.errorMessage}
        resetPasswordHref="/reset-password/request"
        signUpHref="/sign-up"
        // The sign-in page lists news only when they load; a failure leaves the form alone.
        news={requests?.news ?? pageNews}
        newsLoading={(requests?.newsLoading ?? true) && pageNews === undefined}
        newsLanguage={newsLanguage}
        newsImageFolder={imageFolderOf}
        secondFactorStep={requests?.secondFactor}
        // Offered once the requests are in (after the first render, so a page drawn by the server, which has no
        // WebAuthn, is replaced by the same screen) and only where the browser can use passkeys (ADR 0059).
        passkeySignIn={requests?.passkeySignIn}
      />
      <SignInRequests newsLanguage={newsLanguage} early={early} onEarlySent={onEarlySent} onChange={setRequests} />
    </>
  );
}
