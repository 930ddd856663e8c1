import { useRef, type FormEvent } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { Alert } from '../../components/Alert/index.ts';
import { BrandLogo } from '../../components/BrandLogo/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Card } from '../../components/Card/index.ts';
import { Link } from '../../components/Link/index.ts';
import { PasswordField } from '../../components/PasswordField/index.ts';
import { TextField } from '../../components/TextField/index.ts';
import { media, vars } from '../../theme/vars.ts';

/** What the person typed, email trimmed (spec §5). */
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
}

type FieldName = keyof SignInValues;

/** Spec §5, sign-in: email and password required. Messages are catalogue keys, translated when shown. */
/** Both fields are required (spec §5). A function rather than a yup schema keeps /sign-in within its budget. */
function validateSignIn(values: SignInValues): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  if (values.email.trim() === '') errors.email = 'validation.required';
  if (values.password === '') errors.password = 'validation.required';
  return errors;
}

const fieldOrder: FieldName[] = ['email', 'password'];

const StyledPage = styled.main`
  display: flex;
  min-height: 100vh;
  align-items: center;
  justify-content: center;
  padding: ${vars.space[10]} ${vars.space[4]};
  background: ${vars.color.background};

  ${media.compact} {
    align-items: flex-start;
    padding: ${vars.space[6]} ${vars.space[4]};
  }
`;

const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[6]};
  width: 100%;
  max-width: ${vars.size.formWidth};

  & > section {
    align-self: stretch;
  }
`;

const StyledSubtitle = styled.p`
  margin: calc(-1 * ${vars.space[4]}) 0 0;
  color: ${vars.color.textMuted};
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const StyledForgot = styled.p`
  margin: calc(-1 * ${vars.space[2]}) 0 0;
  font-size: ${vars.fontSize.sm};
  text-align: end;
`;

const StyledSignUp = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[1]};
  margin: 0;
  color: ${vars.color.textMuted};
`;

/** The sign-in page (spec §2 /sign-in): email and password, reset and sign-up links. */
export function SignInScreen({
  onSubmit,
  submitting = false,
  errorMessage,
  resetPasswordHref,
  signUpHref,
}: SignInScreenProps) {
  const { t } = useTranslation();
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const formik = useFormik<SignInValues>({
    initialValues: { email: '', password: '' },
    validate: validateSignIn,
    onSubmit: () => undefined,
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const errors = await formik.validateForm();
    const firstInvalid = fieldOrder.find((name) => errors[name]);
    if (firstInvalid) {
      await formik.setTouched({ email: true, password: true }, false);
      // Take the person to the first field to fix, where the message is read with the label.
      (firstInvalid === 'email' ? emailInput : passwordInput).current?.focus();
      return;
    }
    onSubmit({ email: formik.values.email.trim(), password: formik.values.password });
  }

  function errorOf(name: FieldName): string | undefined {
    const key = formik.touched[name] ? formik.errors[name] : undefined;
    return key ? t(key) : undefined;
  }

  return (
    <StyledPage>
      <StyledColumn>
        <BrandLogo size="lg" />
        <Card heading={t('signIn.title')} headingLevel={1} padding="lg">
          <StyledSubtitle>{t('signIn.subtitle')}</StyledSubtitle>
          {errorMessage && <Alert tone="error">{errorMessage}</Alert>}
          <StyledForm noValidate onSubmit={handleSubmit}>
            <TextField
              ref={emailInput}
              label={t('signIn.email')}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
              required
              value={formik.values.email}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              error={errorOf('email')}
            />
            <PasswordField
              ref={passwordInput}
              label={t('signIn.password')}
              name="password"
              autoComplete="current-password"
              required
              value={formik.values.password}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              error={errorOf('password')}
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
        </Card>
        <StyledSignUp>
          <span>{t('signIn.noAccount')}</span>
          <Link href={signUpHref} variant="standalone">
            {t('signIn.signUp')}
          </Link>
        </StyledSignUp>
      </StyledColumn>
    </StyledPage>
  );
}
