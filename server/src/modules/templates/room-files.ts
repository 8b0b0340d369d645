import { ROOM_IMAGE_PATH, ROOM_THUMBNAIL_PATH, roomImageUrl } from "@shared/rooms";

/**
 * Where a room's three images live: under rooms/, apart from the catalogue's templates/, so the
 * public template image routes can never serve a private photo, whatever its file name.
 */
export const roomKeys = (file: string) => ({
  full: `rooms/${file}`,
  preview: `rooms/previews/${file}`,
  thumbnail: `rooms/thumbnails/${file.replace(/\.\w+$/, "")}.webp`,
  layers: `rooms/layers/${file.replace(/\.\w+$/, "")}.bin`,
  previewLayers: `rooms/layers/previews/${file.replace(/\.\w+$/, "")}.bin`,
});

export { roomImageUrl };

export const roomThumbnailUrl = (file: string) => `${ROOM_THUMBNAIL_PATH}${file}`;

/** The file name behind a room image URL, or null for any other URL. */
export function fileOfRoomImageUrl(imageUrl: string): string | null {
  if (!imageUrl.startsWith(ROOM_IMAGE_PATH)) return null;
  const file = imageUrl.slice(ROOM_IMAGE_PATH.length);
  return /^[A-Za-z0-9_-]{1,100}\.png$/.test(file) ? file : null;
}
