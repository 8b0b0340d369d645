// The widgets module's face: shops' "See it on your wall" widgets, the owner's routes and the public embed.
export { widgetRoutes } from "./routes";
