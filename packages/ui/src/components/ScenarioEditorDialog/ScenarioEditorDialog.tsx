import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useFormik } from 'formik';
import type { Scenario } from '@orbit/contract';
import { contentTitle, gameModels } from '@orbit/domain';
import { formatNumber, useTranslation } from '@orbit/i18n';
import { useFieldFocus } from '../../forms/useFieldFocus.ts';
import { media, vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { ImagePicker } from '../ImagePicker/index.ts';
import { Modal } from '../Modal/index.ts';
import { MultiPicker, type MultiPickerOption } from '../MultiPicker/index.ts';
import { Select } from '../Select/index.ts';
import { Stack } from '../Stack/index.ts';
import { TextArea } from '../TextArea/index.ts';
import { TextField } from '../TextField/index.ts';
import { ToggleGroup } from '../ToggleGroup/index.ts';
import {
  allowsNumericKey,
  changesSomething,
  numericText,
  scenarioFieldOrder,
  scenarioFormValues,
  scenarioSubmission,
  validateScenarioForm,
  type ScenarioEditorSubmission,
  type ScenarioFormField,
  type ScenarioFormValues,
} from './scenarioForm.ts';

export interface ScenarioEditorDialogProps {
  /** Whether the dialog is shown; the parent owns this state. */
  open: boolean;
  /** Called by Cancel, the close button and Escape. */
  onClose: () => void;
  /** The scenario to edit; a new one is created when absent. */
  scenario?: Scenario;
  /** Countries for the restriction picker, named in the reader's language. */
  countries: readonly MultiPickerOption[];
  /** The countries are still loading. */
  countriesLoading?: boolean;
  /** The countries could not be loaded: "Error loading countries". */
  countriesError?: boolean;
  /** Address of the edited scenario's current picture. */
  currentPictureUrl?: string;
  /** Saves: uploads the picture when there is one, then creates or changes the scenario; rejects with the reason. */
  onSubmit: (submission: ScenarioEditorSubmission) => Promise<unknown>;
}

const StyledSection = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${vars.space[3]};
    padding: 0;
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.text};
  }

  ${media.compact} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledWide = styled.div`
  grid-column: 1 / -1;
`;

const StyledNote = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

const versionCharacters = '.';

/**
 * The scenario editor of the scenarios admin (docs/domain.md#screens-and-addresses, docs/domain.md#validation): game data, the English texts, the picture, free or paid
 * with prices in cents, and the countries it is not sold in. Named apart from the client page's scenario dialog
 * (transfer and removal on a licence), which is another component (ADR 0031).
 */
export function ScenarioEditorDialog(props: ScenarioEditorDialogProps) {
  // The form mounts with each opening, so it starts from the saved item (or empty) every time.
  return props.open ? <ScenarioEditorDialogForm {...props} /> : null;
}

function ScenarioEditorDialogForm({
  open,
  onClose,
  scenario,
  countries,
  countriesLoading = false,
  countriesError = false,
  currentPictureUrl,
  onSubmit,
}: ScenarioEditorDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const formId = useId();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const fieldFocus = useFieldFocus(scenarioFieldOrder);
  const formik = useFormik<ScenarioFormValues>({
    initialValues: scenarioFormValues(scenario),
    validate: (values) => validateScenarioForm(values, scenario),
    onSubmit: () => undefined,
  });
  const { values, touched, errors, setFieldValue, setFieldTouched } = formik;

  const submission = scenarioSubmission(values, scenario);
  const unchanged = scenario !== undefined && !changesSomething(submission);

  const errorOf = (field: ScenarioFormField) => {
    const key = touched[field] ? errors[field] : undefined;
    return typeof key === 'string' ? t(key) : undefined;
  };
  const refOf = (field: ScenarioFormField) => fieldFocus.refOf(field);
  const text = (field: 'version' | 'minGameVersion' | 'title' | 'theme') => ({
    ref: refOf(field),
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => void setFieldValue(field, event.target.value),
    onBlur: () => void setFieldTouched(field, true),
    error: errorOf(field),
    required: true,
  });
  /** docs/domain.md#validation: digits (and the version's dots), navigation keys and clipboard shortcuts; pasted text is cleaned. */
  const numeric = (field: 'version' | 'time' | 'brlCents' | 'usdCents', extra = '') => ({
    ref: refOf(field),
    name: field,
    value: values[field],
    inputMode: extra ? ('decimal' as const) : ('numeric' as const),
    autoComplete: 'off',
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (!allowsNumericKey(event, extra)) event.preventDefault();
    },
    onChange: (event: { target: { value: string } }) =>
      void setFieldValue(field, numericText(event.target.value, extra)),
    onBlur: () => void setFieldTouched(field, true),
    error: errorOf(field),
    required: true,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || unchanged) return;
    const found = await formik.validateForm();
    const firstInvalid = fieldFocus.firstInvalid(found);
    if (firstInvalid) {
      await formik.setTouched(Object.fromEntries(scenarioFieldOrder.map((field) => [field, true])), false);
      fieldFocus.focus(firstInvalid);
      return;
    }
    setSaving(true);
    setFailure(undefined);
    try {
      await onSubmit(submission);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('errors.unexpected'));
    } finally {
      setSaving(false);
    }
  }

  const seconds = Number(values.time);
  const minutes = values.time && seconds > 0 ? formatNumber(seconds / 60, language, { maximumFractionDigits: 1 }) : '';
  const priceHint = (cents: string, currency: 'BRL' | 'USD') =>
    cents && /^\d+$/.test(cents)
      ? t('adminContent.scenarioEditor.priceShown', {
          price: formatNumber(Number(cents) / 100, language, { style: 'currency', currency }),
        })
      : undefined;
  const bothZero = values.pricing === 'paid' && values.brlCents === '0' && values.usdCents === '0';
  // The editor's heading names the item by its English title, else another, whatever the reader's language.
  const name = scenario ? contentTitle(scenario, 'en') : '#';

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={
        scenario ? t('adminContent.scenarioEditor.editTitle', { name }) : t('adminContent.scenarioEditor.createTitle')
      }
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('adminContent.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={unchanged}>
            {scenario ? t('adminContent.scenarioEditor.save') : t('adminContent.scenarioEditor.create')}
          </Button>
        </>
      }
    >
      <Stack as="form" gap={6} id={formId} noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
        {failure && (
          <Alert tone="error" title={t('adminContent.scenarioEditor.saveFailed')}>
            {failure}
          </Alert>
        )}
        {unchanged && <Alert tone="info">{t('adminContent.scenarioEditor.unchanged')}</Alert>}
        <StyledSection>
          <legend>{t('adminContent.scenarioEditor.gameSection')}</legend>
          <TextField
            {...numeric('version', versionCharacters)}
            label={t('adminContent.scenarioEditor.version')}
            hint={t('adminContent.scenarioEditor.versionHint')}
            placeholder="1.0.0"
          />
          <TextField
            {...numeric('time')}
            label={t('adminContent.scenarioEditor.time')}
            hint={
              minutes
                ? t('adminContent.scenarioEditor.timeHint', { minutes })
                : t('adminContent.scenarioEditor.timeEmptyHint')
            }
            placeholder="600"
          />
          <Select
            ref={refOf('gameModel')}
            name="gameModel"
            label={t('adminContent.scenarioEditor.gameModel')}
            placeholder={t('adminContent.scenarioEditor.chooseGameModel')}
            options={gameModels.map((model) => ({ value: model, label: model }))}
            value={values.gameModel}
            onChange={(value) => void setFieldValue('gameModel', value)}
            onBlur={() => void setFieldTouched('gameModel', true)}
            error={errorOf('gameModel')}
            required
          />
          <TextField {...text('minGameVersion')} label={t('adminContent.scenarioEditor.minGameVersion')} />
        </StyledSection>

        <StyledSection>
          <legend>{t('adminContent.scenarioEditor.textsSection')}</legend>
          <TextField {...text('title')} label={t('adminContent.scenarioEditor.title')} lang="en" />
          <TextField {...text('theme')} label={t('adminContent.scenarioEditor.theme')} lang="en" />
          <StyledWide>
            <TextArea
              ref={refOf('description')}
              name="description"
              lang="en"
              label={t('adminContent.scenarioEditor.description')}
              max={4000}
              value={values.description}
              onChange={(event) => void setFieldValue('description', event.target.value)}
              onBlur={() => void setFieldTouched('description', true)}
              error={errorOf('description')}
              required
            />
          </StyledWide>
          <StyledWide>
            <ImagePicker
              label={t('adminContent.picture.label')}
              value={values.picture}
              currentUrl={currentPictureUrl}
              required={!scenario}
              disabled={saving}
              error={errorOf('picture')}
              onChange={(file, accepted) => {
                void setFieldValue('picture', file);
                void setFieldTouched('picture', true, false);
                if (!accepted) formik.setFieldError('picture', 'adminContent.picture.imageOnly');
              }}
            />
          </StyledWide>
        </StyledSection>

        <StyledSection>
          <legend>{t('adminContent.scenarioEditor.saleSection')}</legend>
          <StyledWide>
            <ToggleGroup
              label={t('adminContent.scenarioEditor.pricing')}
              showLabel
              options={[
                { value: 'free', label: t('adminContent.scenarioEditor.free') },
                { value: 'paid', label: t('adminContent.scenarioEditor.paid') },
              ]}
              value={values.pricing}
              onChange={(pricing) => void setFieldValue('pricing', pricing)}
            />
          </StyledWide>
          {values.pricing === 'paid' && (
            <>
              <TextField
                {...numeric('brlCents')}
                label={t('adminContent.scenarioEditor.brl')}
                hint={priceHint(values.brlCents, 'BRL')}
                placeholder="4990"
              />
              <TextField
                {...numeric('usdCents')}
                label={t('adminContent.scenarioEditor.usd')}
                hint={priceHint(values.usdCents, 'USD')}
                placeholder="999"
              />
              {bothZero && <StyledNote role="status">{t('adminContent.scenarioEditor.bothZero')}</StyledNote>}
              <StyledWide>
                <ToggleGroup
                  label={t('adminContent.scenarioEditor.reach')}
                  showLabel
                  options={[
                    { value: 'everywhere', label: t('adminContent.scenarioEditor.everywhere') },
                    { value: 'restricted', label: t('adminContent.scenarioEditor.restricted') },
                  ]}
                  value={values.reach}
                  onChange={(reach) => void setFieldValue('reach', reach)}
                />
              </StyledWide>
              {values.reach === 'restricted' && (
                <StyledWide ref={refOf('restrictedCountryIds')} tabIndex={-1}>
                  {countriesError ? (
                    <Alert tone="error">{t('adminContent.scenarioEditor.countriesError')}</Alert>
                  ) : (
                    <MultiPicker
                      label={t('adminContent.scenarioEditor.countries')}
                      placeholder={
                        countriesLoading
                          ? t('adminContent.scenarioEditor.countriesLoading')
                          : t('adminContent.scenarioEditor.countriesPlaceholder')
                      }
                      options={countries}
                      value={values.restrictedCountryIds}
                      onChange={(ids) => {
                        void setFieldValue('restrictedCountryIds', ids);
                        void setFieldTouched('restrictedCountryIds', true, false);
                      }}
                      error={errorOf('restrictedCountryIds')}
                      disabled={countriesLoading}
                      required
                    />
                  )}
                </StyledWide>
              )}
            </>
          )}
        </StyledSection>
      </Stack>
    </Modal>
  );
}
