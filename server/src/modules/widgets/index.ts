// The widgets module's face: shops' "See it on your wall" widgets, the owner's routes and the public embed.
export { embedApiRoutes } from "./embed-api-routes";
export { embedPageRoutes } from "./embed-page-routes";
export { widgetRoutes } from "./routes";
export { sweepEmbedWalls } from "./sweep-embed-walls";
