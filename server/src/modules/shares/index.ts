// The shares module's face: public links to saved mockups (`/s/{token}`), their image and download.
export { sharePageRoutes } from "./page-routes";
export { shareRoutes } from "./routes";
export { sweepExpiredShares } from "./sweep-expired-shares";
