import { useCallback, useState } from 'react';
import { contentLanguageFor } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { lazyComponent, preloadSignInNews, SignInScreen, type SignInValues } from '@orbit/ui';
import { newsImageUrls } from './newsImages.ts';
import type { SignInRequestsState } from './SignInRequests.tsx';

// The form shows before the data layer (TanStack Query and the API client, about 14 KB gzipped) has arrived; the
// sign-in request and the news come with it (ADR 0040).
const SignInRequests = lazyComponent(async () => (await import('./SignInRequests.tsx')).SignInRequests, null);

/** Starts downloading the requests' code and the news list's beside the form's, when the page opens on it (ADR 0044). */
export function preloadSignInParts(): void {
  // A failed download shows when the part renders, through the error boundary.
  void Promise.all([SignInRequests.preload(), preloadSignInNews()]).catch(() => undefined);
}

export function SignInRoute() {
  const { i18n } = useTranslation();
  const newsLanguage = contentLanguageFor(i18n.language);
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
        news={requests?.news}
        newsLoading={requests?.newsLoading ?? true}
        newsLanguage={newsLanguage}
        newsImageUrls={newsImageUrls}
      />
      <SignInRequests newsLanguage={newsLanguage} early={early} onEarlySent={onEarlySent} onChange={setRequests} />
    </>
  );
}
