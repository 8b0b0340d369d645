/**
 * The sizes the starter catalogue is installed at (STARTER_CATALOGUE): `full`, or `small` at 0.3
 * of full size, so a test server has its catalogue in seconds.
 */
export const STARTER_SCALES = { full: 1, small: 0.3 } as const;
export type StarterSize = keyof typeof STARTER_SCALES;
