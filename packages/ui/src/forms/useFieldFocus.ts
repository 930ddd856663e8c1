import { useState, type RefCallback } from 'react';

// Formik-free on purpose: the sign-in form uses it too and stays out of formik (ADR 0014).

/** Remembers a form's field elements by name, so a failed submit can take the person to the first one to fix. */
export function useFieldFocus<Name extends string>(fieldOrder: readonly Name[]) {
  // Made once, so each field keeps the same ref function and React does not detach and re-attach it each render.
  const [fields] = useState(() => {
    const elements = new Map<Name, HTMLElement>();
    const refs = new Map<Name, RefCallback<HTMLElement>>(
      fieldOrder.map((name) => [
        name,
        (element: HTMLElement | null) => {
          if (element) elements.set(name, element);
          else elements.delete(name);
        },
      ]),
    );
    return { elements, refs };
  });

  return {
    /** The ref to give the field called `name`. */
    refOf(name: Name): RefCallback<HTMLElement> | undefined {
      return fields.refs.get(name);
    },
    /** The first field, in page order, that has an error. */
    firstInvalid(errors: Partial<Record<Name, unknown>>): Name | undefined {
      return fieldOrder.find((name) => errors[name]);
    },
    /** Moves the focus to the field, where its message is read with the label. */
    focus(name: Name): void {
      fields.elements.get(name)?.focus();
    },
  };
}
