// The mockups module's face: the gallery of saved renders.
export { MOCKUP_NOT_FOUND } from "./delete-mockup";
export { downloadMockup } from "./download-mockup";
export { listMockups } from "./list-mockups";
export { fileOfMockupUrl, mockupKeys } from "./mockup-files";
export { mockupRoutes } from "./routes";
export { sweepUnsavedMockupUploads } from "./sweep-unsaved-uploads";
