/** Takes lone bright pixels (glossy light's sparkles) out of a room photo (see remove-sparkles.mjs); returns how many changed. */
export function removeSparkles(photoPath: string): Promise<number>;
