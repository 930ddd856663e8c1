import { css } from 'styled-components';
import { vars } from './vars.ts';

/**
 * Shared CSS of components, so a rule lives in one place: the keyboard focus ring, and the colours of a feedback
 * tone (Alert, Badge, BlockingBanner, Toast).
 */

/** The keyboard focus ring: the brand's focus colour, `offset` away from the element (outside by default). */
export function focusRing(offset: string = vars.size.focusOffset) {
  return css`
    outline: ${vars.size.focusRing} solid ${vars.color.focus};
    outline-offset: ${offset};
  `;
}

/** A feedback tone of the theme: its surface, border and text colours. */
export type FeedbackTone = keyof typeof vars.color.feedback;

/** The surface, border and text colours of one feedback tone. */
export function toneColors(tone: FeedbackTone) {
  const colors = vars.color.feedback[tone];
  return css`
    border-color: ${colors.border};
    background: ${colors.surface};
    color: ${colors.text};
  `;
}

/**
 * One `&[data-tone='…']` rule per entry: the component's tone names (a badge's `danger`) mapped to the theme's
 * feedback tones (`error`).
 */
export function toneRules(tones: Readonly<Record<string, FeedbackTone>>) {
  return Object.entries(tones).map(
    ([name, tone]) => css`
      &[data-tone='${name}'] {
        ${toneColors(tone)}
      }
    `,
  );
}
