// Stand-ins for what a test drives by hand (the window's focus and the refresh interval): the
// same ones the unit tier uses, so that both tiers drive the usage model alike.
export { FakeFocus, ManualTicker } from '../../unit/support/usageFakes';
