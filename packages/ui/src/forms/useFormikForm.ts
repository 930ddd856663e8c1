import type { ChangeEvent, FocusEvent, FormEvent, RefCallback } from 'react';
import { useFormik, type FormikTouched } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { useTranslation } from '@orbit/i18n';
import { useFieldFocus } from './useFieldFocus.ts';

/** What a text field of a formik form receives: its element ref, value, events and translated error. */
export interface FormikFieldProps {
  /** Lets a failed submit move the focus to the field. */
  ref: RefCallback<HTMLElement> | undefined;
  /** The field's name in the form values. */
  name: string;
  /** The current value. */
  value: string;
  /** Stores what was typed. */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Marks the field touched, so its error shows (docs/domain.md#validation: validated on blur). */
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  /** The translated error once the field was touched. */
  error: string | undefined;
}

export interface FormikFormOptions<Values> {
  /** The values the form starts with. */
  initialValues: Values;
  /** The yup rules; their messages are catalogue keys. */
  validationSchema: AnyObjectSchema;
  /** The fields in page order: after a failed submit the first invalid one gets the focus. */
  fieldOrder: readonly (keyof Values & string)[];
  /** Values the error messages interpolate, such as the password's minimum length. */
  messageParams?: Record<string, string | number>;
  /** A submit is in flight: further submits are ignored. */
  submitting: boolean;
  /** Called with the values once every field is valid. */
  onValid: (values: Values) => void;
}

/** A formik form of text fields: the fields' props, and a submit that shows every error and focuses the first. */
export function useFormikForm<Values extends { [Name in keyof Values]: string }>({
  initialValues,
  validationSchema,
  fieldOrder,
  messageParams = {},
  submitting,
  onValid,
}: FormikFormOptions<Values>) {
  const { t } = useTranslation();
  const fieldFocus = useFieldFocus(fieldOrder);
  const formik = useFormik<Values>({ initialValues, validationSchema, onSubmit: () => undefined });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const errors = await formik.validateForm();
    const firstInvalid = fieldFocus.firstInvalid(errors);
    if (firstInvalid) {
      const allTouched = Object.fromEntries(fieldOrder.map((name) => [name, true])) as FormikTouched<Values>;
      await formik.setTouched(allTouched, false);
      fieldFocus.focus(firstInvalid);
      return;
    }
    onValid(formik.values);
  }

  function field(name: keyof Values & string): FormikFieldProps {
    const messageKey = formik.touched[name] ? formik.errors[name] : undefined;
    return {
      ref: fieldFocus.refOf(name),
      name,
      value: formik.values[name],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: typeof messageKey === 'string' ? t(messageKey, messageParams) : undefined,
    };
  }

  return { formik, field, handleSubmit };
}
