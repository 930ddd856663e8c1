import { useId, useState, type ChangeEvent, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { News } from '@orbit/contract';
import type { ContentLanguage } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { Alert } from '../../components/Alert/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Card } from '../../components/Card/index.ts';
import { DelayedLoader } from '../../components/DelayedLoader/index.ts';
import { Link } from '../../components/Link/index.ts';
import type { NewsListProps } from '../../components/NewsList/index.ts';
import { PasswordField } from '../../components/PasswordField/index.ts';
import { PublicPageLayout } from '../../components/PublicPageLayout/index.ts';
import type { SecondFactorStepProps } from '../../components/SecondFactorStep/index.ts';
import { TextField } from '../../components/TextField/index.ts';
import { deferredModule } from '../../hooks/deferredModule.ts';
import { vars } from '../../theme/vars.ts';
// Imported file by file: these are formik-free, and /sign-in must stay so (ADR 0014).
import { emailInputProps, StyledForm, StyledFormSubtitle } from '../publicPage/formParts.ts';
import { useFieldFocus } from '../../forms/useFieldFocus.ts';

/** What the person typed, email trimmed (docs/domain.md#validation). */
export interface SignInValues {
  email: string;
  password: string;
}

export interface SignInScreenProps {
  /** Called with valid values; the app signs in and navigates. */
  onSubmit: (values: SignInValues) => void;
  /** The sign-in call is in flight: the button shows it and further submits are ignored. */
  submitting?: boolean;
  /** A message about the last attempt (wrong credentials, network), shown above the form. */
  errorMessage?: string;
  /** Where "Forgot password?" leads. */
  resetPasswordHref: string;
  /** Where "Create an account" leads. */
  signUpHref: string;
  /** Active news listed below the form with "Read more" (docs/domain.md#screens-and-addresses); nothing is shown when there are none. */
  news?: readonly News[];
  /** The news are still being fetched: a short loader stands where they will be. */
  newsLoading?: boolean;
  /** The content language of the news (docs/domain.md#constants-and-limits: en or pt). */
  newsLanguage?: ContentLanguage;
  /** The folder where the picture of a news image key is served; without it no picture is shown. */
  newsImageFolder?: (imageKey: string) => string;
  /** The password was right and the account has a second factor: the card asks for its code instead (ADR 0056). */
  secondFactorStep?: SecondFactorStepProps;
  /**
   * The button of a sign-in with a passkey alone (ADR 0059), under the form: the app gives it once its requests'
   * code is in and where the browser can use passkeys, so its code stays out of the page's first download.
   */
  passkeySignIn?: ReactNode;
}

type FieldName = keyof SignInValues;

/** The news come after the form, so their code downloads after it and /sign-in stays within its bundle budget. */
function NewsLoading() {
  const { t } = useTranslation();
  return <DelayedLoader label={t('clientPages.news.loading')} />;
}

/** Shown as soon as its code is in: a `React.lazy` list would wait behind React's reveal throttle (ADR 0044). */
const newsList = deferredModule(() => import('../../components/NewsList/index.ts'));

/** Starts downloading the news list's code, for a page that asked for its news with its first code (ADR 0044). */
export const preloadSignInNews: () => Promise<unknown> = newsList.preload;

function SignInNewsList(props: NewsListProps) {
  const loaded = newsList.useModule();
  return loaded ? <loaded.NewsList {...props} /> : <NewsLoading />;
}

/** Few accounts have a second factor: its step downloads only when a sign-in asks for it (ADR 0056). */
const secondFactorStepModule = deferredModule(() => import('../../components/SecondFactorStep/index.ts'));

function SignInSecondFactorStep(props: SecondFactorStepProps) {
  const loaded = secondFactorStepModule.useModule();
  return loaded ? <loaded.SecondFactorStep {...props} /> : <DelayedLoader />;
}

/** docs/domain.md#validation, sign-in: email and password required. Messages are catalogue keys, translated when shown. */
/** Both fields are required (docs/domain.md#validation). A function rather than a yup schema keeps /sign-in within its budget. */
function validateSignIn(values: SignInValues): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  if (values.email.trim() === '') errors.email = 'validation.required';
  if (values.password === '') errors.password = 'validation.required';
  return errors;
}

const fieldOrder: FieldName[] = ['email', 'password'];

const StyledForgot = styled.p`
  margin: calc(-1 * ${vars.space[2]}) 0 0;
  font-size: ${vars.fontSize.sm};
  text-align: end;
`;

const StyledNews = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const StyledNewsHeading = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
`;

/** The sign-in page (docs/domain.md#screens-and-addresses /sign-in): email and password, reset and sign-up links, and the active news. */
export function SignInScreen({
  onSubmit,
  submitting = false,
  errorMessage,
  resetPasswordHref,
  signUpHref,
  news,
  newsLoading = false,
  newsLanguage = 'en',
  newsImageFolder,
  secondFactorStep,
  passkeySignIn,
}: SignInScreenProps) {
  const { t } = useTranslation();
  const newsHeadingId = useId();
  const fieldFocus = useFieldFocus(fieldOrder);
  // Two required fields need no form library: leaving formik out keeps /sign-in within its budget (ADR 0014).
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const errors = validateSignIn(values);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    const { name } = event.target;
    setTouched((current) => ({ ...current, [name]: true }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const firstInvalid = fieldFocus.firstInvalid(errors);
    if (firstInvalid) {
      setTouched({ email: true, password: true });
      fieldFocus.focus(firstInvalid);
      return;
    }
    onSubmit({ email: values.email.trim(), password: values.password });
  }

  function field(name: FieldName) {
    const messageKey = touched[name] ? errors[name] : undefined;
    return {
      ref: fieldFocus.refOf(name),
      name,
      value: values[name],
      onChange: handleChange,
      onBlur: handleBlur,
      error: messageKey ? t(messageKey) : undefined,
    };
  }

  return (
    <PublicPageLayout
      footer={
        <>
          <span>{t('signIn.noAccount')}</span>
          <Link href={signUpHref} variant="standalone">
            {t('signIn.signUp')}
          </Link>
        </>
      }
      below={
        newsLoading ? (
          <NewsLoading />
        ) : (
          news &&
          news.length > 0 && (
            <StyledNews aria-labelledby={newsHeadingId}>
              <StyledNewsHeading id={newsHeadingId}>{t('clientPages.news.title')}</StyledNewsHeading>
              <SignInNewsList
                news={news}
                language={newsLanguage}
                imageFolder={newsImageFolder}
                layout="stack"
                headingLevel={3}
                // Under the form, the first card's picture still reaches into a phone's first screen.
                firstPictureInView
              />
            </StyledNews>
          )
        )
      }
    >
      {secondFactorStep ? (
        <Card heading={t('signIn.factorTitle')} headingLevel={1} padding="lg">
          <SignInSecondFactorStep {...secondFactorStep} />
        </Card>
      ) : (
        <Card heading={t('signIn.title')} headingLevel={1} padding="lg">
          <StyledFormSubtitle>{t('signIn.subtitle')}</StyledFormSubtitle>
          {errorMessage && <Alert tone="error">{errorMessage}</Alert>}
          <StyledForm noValidate onSubmit={handleSubmit}>
            <TextField
              {...field('email')}
              {...emailInputProps}
              label={t('signIn.email')}
              autoComplete="username"
              required
            />
            <PasswordField
              {...field('password')}
              label={t('signIn.password')}
              autoComplete="current-password"
              required
            />
            <StyledForgot>
              <Link href={resetPasswordHref} variant="standalone">
                {t('signIn.forgotPassword')}
              </Link>
            </StyledForgot>
            <Button type="submit" size="lg" fullWidth loading={submitting}>
              {t('signIn.submit')}
            </Button>
          </StyledForm>
          {passkeySignIn}
        </Card>
      )}
    </PublicPageLayout>
  );
}
