/** The dashboard's webview panel type (package.json's onWebviewPanel activation event names it). */
export const DASHBOARD_VIEW_TYPE = 'convertFiles.usageDashboard';
