/** Where a share link's page, image and download live (the page is outside /api: it is HTML). */
export const sharePagePath = (token: string) => `/s/${token}`;
export const shareImagePath = (token: string) => `/api/shares/${token}/image`;
export const shareDownloadPath = (token: string) => `/api/shares/${token}/download`;
export const shareModelPath = (token: string, format: "glb" | "usdz") => `/api/shares/${token}/model.${format}`;
