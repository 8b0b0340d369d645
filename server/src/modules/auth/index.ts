// The auth module's face: accounts (the users table's identity columns), sessions' sign-in,
// e-mail links, and the credential changes the account page offers.
export { changePassword } from "./change-password";
export { confirmCurrentPassword } from "./confirm-current-password";
export { deleteUser } from "./delete-user";
export { authEmailRoutes } from "./email-routes";
export { requestEmailChange } from "./request-email-change";
export { authRoutes } from "./routes";
export { updateProfile } from "./update-profile";
export { toUserJson } from "./user-json";
