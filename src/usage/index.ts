// The usage feature's public side: the controller that builds it (extension.ts registers it).
export { createUsageView, registerUsageView, type UsageState, type UsageView, type UsageViewOptions } from './controller';
