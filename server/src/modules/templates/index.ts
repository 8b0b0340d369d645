// The templates module's face: the catalogue and users' own rooms (one owner for the templates
// table), their geometry, images and the starter catalogue.
export { MIN_DETECTED_SHARE, quadProblem } from "./check-quad";
export { deleteUserRooms } from "./delete-user-rooms";
export { listRooms } from "./list-rooms";
export { listTemplates } from "./list-templates";
export { toTemplateJson } from "./template-json";
export { fileOfRoomImageUrl, roomKeys } from "./room-files";
export { roomRoutes } from "./room-routes";
export { templateRoutes } from "./routes";
export { seedStarterCatalogue } from "./seed-starter-catalogue";
export { sweepUnusedTemplateUploads } from "./sweep-unused-template-uploads";
export { fileOfImageUrl, templateKeys } from "./template-files";
export { windowPlacement } from "./window-placement";
