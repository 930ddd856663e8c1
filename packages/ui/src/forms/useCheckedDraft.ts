import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@orbit/i18n';

/** A field's message: a catalogue key and its values, put in the person's language when shown. */
export interface DraftFieldError {
  key: string;
  params?: Record<string, string | number>;
}

/** A refused call: its message in the person's language and, for a 400, the body's fields at fault by their paths. */
export type DraftCallError = Error & { fieldErrors?: Readonly<Record<string, string>> };

/**
 * The state of a form kept as a plain draft and checked by a pure function (ADR 0094), for the fields the formik
 * helper does not hold (checkbox groups, lists): the form's own messages show once it was submitted, a 400's stand on
 * their fields until each is changed, and a failed submit focuses the first field at fault (a group's first input).
 */
export function useCheckedDraft<Draft, Body, Field extends string>(options: {
  initial: Draft | (() => Draft);
  check: (draft: Draft) => { body: Body } | { errors: Partial<Record<Field, DraftFieldError>> };
  /** Maps a 400's field paths to the form's fields and messages. */
  serverErrorsOf: (fieldErrors: DraftCallError['fieldErrors']) => Partial<Record<Field, DraftFieldError>>;
  /** The order a failed submit looks for the first field to focus. */
  fieldOrder: readonly [Field, ...Field[]];
  onSubmit: (body: Body) => Promise<unknown>;
  /** The form's message when a refusal says nothing. */
  failedText: string;
  /** The form's message when a refusal names fields: each says why on its own, in the person's language. */
  fieldsText: string;
}) {
  const { check, serverErrorsOf, fieldOrder, onSubmit, failedText, fieldsText } = options;
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(options.initial);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, DraftFieldError>>>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const fields = useRef<Partial<Record<Field, HTMLElement | null>>>({});

  const checkedDraft = check(draft);
  const ownErrors: Partial<Record<Field, DraftFieldError>> =
    checked && 'errors' in checkedDraft ? checkedDraft.errors : {};
  const errorOf = (field: Field) => {
    const error = ownErrors[field] ?? serverErrors[field];
    return error && t(error.key, error.params ?? {});
  };
  /** Changes the draft; `field`, when the change is one of a field that can be at fault. */
  const change = (changes: Partial<Draft>, field?: Field) => {
    setDraft((before) => ({ ...before, ...changes }));
    // What the server said of a field stands until the field is changed.
    if (field) setServerErrors(({ [field]: _changed, ...others }) => others as Partial<Record<Field, DraftFieldError>>);
  };
  const focusFirst = (errors: Partial<Record<Field, DraftFieldError>>) => {
    const element = fields.current[fieldOrder.find((field) => errors[field]) ?? fieldOrder[0]];
    // A group of boxes takes the focus on its first box.
    (element?.querySelector('input') ?? element)?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setChecked(true);
    if ('errors' in checkedDraft) return focusFirst(checkedDraft.errors);
    setSaving(true);
    setFailure(undefined);
    try {
      await onSubmit(checkedDraft.body);
    } catch (error) {
      const refused = error as DraftCallError;
      const onFields = serverErrorsOf(refused.fieldErrors);
      setServerErrors(onFields);
      const onAField = Object.keys(onFields).length > 0;
      // The refusal's message would say again what a field already says.
      setFailure(onAField ? fieldsText : refused.message || failedText);
      if (onAField) focusFirst(onFields);
    } finally {
      setSaving(false);
    }
  }

  /** The `ref` of a field's element (a group's fieldset), which a failed submit may focus. */
  const fieldRef = (field: Field) => (element: HTMLElement | null) => {
    fields.current[field] = element;
  };

  return { draft, change, errorOf, fieldRef, failure, saving, submit };
}
