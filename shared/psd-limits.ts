// What the studio checks of a Photoshop file before sending it, without building psd.ts's
// schemas: the studio's first screen takes files (docs/decisions/0015).

/** A Photoshop template upload's limits (issue 28): a bought mockup PSD is rarely past 200 MB. */
export const PSD_UPLOAD_LIMITS = { maxBytes: 300 * 1024 * 1024, maxSide: 12_000 } as const;

/** A file meant as a Photoshop document, by its name (the server checks the bytes). */
export const PSD_FILE_NAME = /\.ps[db]$/i;
