// The usage dashboard's host side, bundled apart (dist/dashboardFeature.js) and required when the
// dashboard is first opened or restored: activation only registers the command and the serializer.
export { openUsageDashboard, restoreUsageDashboard } from './dashboardPanel';
export { usageDashboardSource } from './usageSource';
