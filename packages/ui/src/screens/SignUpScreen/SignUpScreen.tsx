import { useMemo, useRef, type FormEvent, type RefObject } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import type { Country } from '@orbit/contract';
import { limits } from '@orbit/domain';
import { countryName, useTranslation } from '@orbit/i18n';
import { Alert } from '../../components/Alert/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Card } from '../../components/Card/index.ts';
import { Link } from '../../components/Link/index.ts';
import { PasswordField } from '../../components/PasswordField/index.ts';
import { PublicPageLayout } from '../../components/PublicPageLayout/index.ts';
import { Select } from '../../components/Select/index.ts';
import { TextField } from '../../components/TextField/index.ts';
import { vars } from '../../theme/vars.ts';
import { signUpSchema } from './signUpSchema.ts';

/** What the sign-up form submits: name and email trimmed, the country id as a number (spec §5). */
export interface SignUpValues {
  name: string;
  email: string;
  countryId: number;
  password: string;
}

/** A country the person can choose; its name is shown in the interface language. */
export type SignUpCountry = Pick<Country, 'id' | 'isoAlpha3'>;

export interface SignUpScreenProps {
  /** Called with valid values; the app adds the browser's time zone and registers. */
  onSubmit: (values: SignUpValues) => void;
  /** The countries to choose from; undefined while they load. */
  countries?: readonly SignUpCountry[];
  /** The countries could not be loaded. */
  countriesFailed?: boolean;
  /** Loads the countries again after a failure. */
  onRetryCountries?: () => void;
  /** The sign-up call is in flight: the button shows it and further submits are ignored. */
  submitting?: boolean;
  /** A message about the last attempt (email already registered, network), shown above the form. */
  errorMessage?: string;
  /** Where "Sign in" leads. */
  signInHref: string;
}

interface SignUpFormValues {
  name: string;
  email: string;
  countryId: string;
  password: string;
  repeatPassword: string;
}

type FieldName = keyof SignUpFormValues;

const fieldOrder: FieldName[] = ['name', 'email', 'countryId', 'password', 'repeatPassword'];

const StyledSubtitle = styled.p`
  margin: calc(-1 * ${vars.space[4]}) 0 0;
  color: ${vars.color.textMuted};
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const StyledCountriesFailed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;

/** The registration page (spec §2 /sign-up), validated on blur as spec §5 says. */
export function SignUpScreen({
  onSubmit,
  countries,
  countriesFailed = false,
  onRetryCountries,
  submitting = false,
  errorMessage,
  signInHref,
}: SignUpScreenProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const countrySelect = useRef<HTMLSelectElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const repeatPasswordInput = useRef<HTMLInputElement>(null);
  const fieldElements: Record<FieldName, RefObject<HTMLElement | null>> = {
    name: nameInput,
    email: emailInput,
    countryId: countrySelect,
    password: passwordInput,
    repeatPassword: repeatPasswordInput,
  };
  const formik = useFormik<SignUpFormValues>({
    initialValues: { name: '', email: '', countryId: '', password: '', repeatPassword: '' },
    validationSchema: signUpSchema,
    onSubmit: () => undefined,
  });

  const countryOptions = useMemo(() => {
    const collator = new Intl.Collator(language);
    return (countries ?? [])
      .map((country) => ({ value: String(country.id), label: countryName(country.isoAlpha3, language) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [countries, language]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const errors = await formik.validateForm();
    const firstInvalid = fieldOrder.find((name) => errors[name]);
    if (firstInvalid) {
      await formik.setTouched(Object.fromEntries(fieldOrder.map((name) => [name, true])), false);
      // Take the person to the first field to fix, where the message is read with the label.
      fieldElements[firstInvalid].current?.focus();
      return;
    }
    const { name, email, countryId, password } = formik.values;
    onSubmit({ name: name.trim(), email: email.trim(), countryId: Number(countryId), password });
  }

  function errorOf(name: FieldName): string | undefined {
    const key = formik.touched[name] ? formik.errors[name] : undefined;
    return key ? t(key, { limit: limits.passwordMinLength }) : undefined;
  }

  const countriesLoading = countries === undefined && !countriesFailed;

  return (
    <PublicPageLayout
      footer={
        <>
          <span>{t('publicPages.signUp.haveAccount')}</span>
          <Link href={signInHref} variant="standalone">
            {t('publicPages.signUp.signIn')}
          </Link>
        </>
      }
    >
      <Card heading={t('publicPages.signUp.title')} headingLevel={1} padding="lg">
        <StyledSubtitle>{t('publicPages.signUp.subtitle')}</StyledSubtitle>
        {errorMessage && <Alert tone="error">{errorMessage}</Alert>}
        <StyledForm noValidate onSubmit={handleSubmit}>
          <TextField
            ref={nameInput}
            label={t('publicPages.signUp.name')}
            name="name"
            autoComplete="name"
            required
            value={formik.values.name}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={errorOf('name')}
          />
          <TextField
            ref={emailInput}
            label={t('publicPages.signUp.email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="off"
            spellCheck={false}
            required
            value={formik.values.email}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={errorOf('email')}
          />
          <Select
            ref={countrySelect}
            label={t('publicPages.signUp.country')}
            name="countryId"
            autoComplete="country"
            required
            disabled={countriesLoading || countriesFailed}
            placeholder={
              countriesLoading ? t('publicPages.signUp.loadingCountries') : t('publicPages.signUp.chooseCountry')
            }
            options={countryOptions}
            value={formik.values.countryId}
            onChange={(value) => void formik.setFieldValue('countryId', value)}
            onBlur={formik.handleBlur}
            error={errorOf('countryId')}
          />
          {countriesFailed && (
            <StyledCountriesFailed>
              <Alert tone="error">{t('publicPages.signUp.countriesError')}</Alert>
              {onRetryCountries && (
                <Button variant="secondary" size="sm" onClick={onRetryCountries}>
                  {t('common.retry')}
                </Button>
              )}
            </StyledCountriesFailed>
          )}
          <PasswordField
            ref={passwordInput}
            label={t('publicPages.signUp.password')}
            hint={t('publicPages.signUp.passwordHint', { limit: limits.passwordMinLength })}
            name="password"
            autoComplete="new-password"
            required
            value={formik.values.password}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={errorOf('password')}
          />
          <PasswordField
            ref={repeatPasswordInput}
            label={t('publicPages.signUp.repeatPassword')}
            name="repeatPassword"
            autoComplete="new-password"
            required
            value={formik.values.repeatPassword}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={errorOf('repeatPassword')}
          />
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            {t('publicPages.signUp.submit')}
          </Button>
        </StyledForm>
      </Card>
    </PublicPageLayout>
  );
}
