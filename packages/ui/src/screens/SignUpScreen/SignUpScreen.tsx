import { useMemo } from 'react';
import type { Country } from '@orbit/contract';
import { limits } from '@orbit/domain';
import { countryName, useTranslation } from '@orbit/i18n';
import { Alert } from '../../components/Alert/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Card } from '../../components/Card/index.ts';
import { Link } from '../../components/Link/index.ts';
import { PublicPageLayout } from '../../components/PublicPageLayout/index.ts';
import { Select } from '../../components/Select/index.ts';
import { Stack } from '../../components/Stack/index.ts';
import { TextField } from '../../components/TextField/index.ts';
import { emailInputProps, StyledForm, StyledFormSubtitle } from '../publicPage/formParts.ts';
import { NewPasswordFields } from '../../forms/NewPasswordFields.tsx';
import { useFormikForm } from '../../forms/useFormikForm.ts';
import { signUpSchema } from './signUpSchema.ts';

/** What the sign-up form submits: name and email trimmed, the country id as a number (docs/domain.md#validation). */
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

/** The registration page (docs/domain.md#screens-and-addresses /sign-up), validated on blur as docs/domain.md#validation says. */
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
  const { formik, field, handleSubmit } = useFormikForm<SignUpFormValues>({
    initialValues: { name: '', email: '', countryId: '', password: '', repeatPassword: '' },
    validationSchema: signUpSchema,
    fieldOrder,
    messageParams: { limit: limits.passwordMinLength },
    submitting,
    onValid: ({ name, email, countryId, password }) =>
      onSubmit({ name: name.trim(), email: email.trim(), countryId: Number(countryId), password }),
  });

  const countryOptions = useMemo(() => {
    const collator = new Intl.Collator(language);
    return (countries ?? [])
      .map((country) => ({ value: String(country.id), label: countryName(country.isoAlpha3, language) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [countries, language]);

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
        <StyledFormSubtitle>{t('publicPages.signUp.subtitle')}</StyledFormSubtitle>
        {errorMessage && <Alert tone="error">{errorMessage}</Alert>}
        <StyledForm noValidate onSubmit={handleSubmit}>
          <TextField {...field('name')} label={t('publicPages.signUp.name')} autoComplete="name" required />
          <TextField
            {...field('email')}
            {...emailInputProps}
            label={t('publicPages.signUp.email')}
            autoComplete="email"
            required
          />
          <Select
            {...field('countryId')}
            label={t('publicPages.signUp.country')}
            autoComplete="country"
            required
            disabled={countriesLoading || countriesFailed}
            placeholder={
              countriesLoading ? t('publicPages.signUp.loadingCountries') : t('publicPages.signUp.chooseCountry')
            }
            options={countryOptions}
            onChange={(value) => void formik.setFieldValue('countryId', value)}
          />
          {countriesFailed && (
            <Stack direction="row" gap={3} align="center" wrap>
              <Alert tone="error">{t('publicPages.signUp.countriesError')}</Alert>
              {onRetryCountries && (
                <Button variant="secondary" size="sm" onClick={onRetryCountries}>
                  {t('common.retry')}
                </Button>
              )}
            </Stack>
          )}
          <NewPasswordFields
            passwordLabel={t('publicPages.signUp.password')}
            repeatPasswordLabel={t('publicPages.signUp.repeatPassword')}
            password={field('password')}
            repeatPassword={field('repeatPassword')}
          />
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            {t('publicPages.signUp.submit')}
          </Button>
        </StyledForm>
      </Card>
    </PublicPageLayout>
  );
}
