// The billing module's face: plans, and the free plan's allowance (check, reserve, count, refund,
// the 2000 px cap). Every counted download goes through these; no other module writes
// users.images_used or the plan columns.
export { cancelSubscription } from "./cancel-subscription";
export { consumeDownload } from "./consume-download";
export { countedDownload, FREE_EXPORT_MAX_SIDE, maxSideForPlan } from "./counted-download";
export { devPaymentsWarning } from "./dev-payments-warning";
export { isPremium } from "./is-premium";
export { refundDownload, reserveDownloads } from "./reserve-downloads";
export { billingRoutes } from "./routes";
export { toSubscriptionStatus } from "./subscription-status";
