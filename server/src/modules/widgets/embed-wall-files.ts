/**
 * Where shoppers' wall photos live: under their own prefix, one file per photo named by the widget
 * and an unguessable id (the only key a shopper gets), never listed by any route; swept after a day.
 */
export const EMBED_WALLS_PREFIX = "embed-walls/";
/** 128 random bits, base64url. */
export const EMBED_WALL_ID = /^[A-Za-z0-9_-]{22}$/;
export const EMBED_WALL_NOT_FOUND = "Wall photo not found";
export const embedWallKey = (widgetId: string, wallId: string) => `${EMBED_WALLS_PREFIX}${widgetId}/${wallId}.png`;
