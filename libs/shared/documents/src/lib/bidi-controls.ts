/**
 * Direction marks and isolates (Intl's Arabic dates and i18next's values carry them): invisible, and no font draws
 * them. A module of its own: the CSV and calendar makers need only this, not the bidirectional algorithm.
 */
export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * A text without its direction marks and isolates: a spreadsheet or a calendar app keeps them as invisible
 * characters inside a cell or a title (a search or a formula then misses the text).
 */
export const withoutBidiControls = (text: string) => text.replace(BIDI_CONTROLS, '');
