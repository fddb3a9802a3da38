// The dashboard's webview panel type, apart from the panel so that activation need not load it.
import { Views } from '../../constants';

/** package.json's onWebviewPanel activation event names it. */
export const DASHBOARD_VIEW_TYPE = Views.usageDashboard;
