/** The id of the style element that holds the styles of the screen the server drew (ADR 0045). */
export const firstScreenStylesId = 'orbit-first-screen-styles';
