// The account module's face: the signed-in user's own account (/api/account/*). It composes the
// modules below it (auth, billing, artworks, mockups, templates) and nothing imports it but the app.
export { accountRoutes } from "./routes";
