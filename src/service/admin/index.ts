/**
 * The account behind a Master Token: /user, the conversion statistics and their CSV export, with
 * their own short deadline. Imports errors/, http/ and auth/.
 */
export {
  AdminClient,
  type ConversionRecord,
  converterName,
  type DateRange,
  isFailure,
  lastDays,
  newestFirst,
  normaliseTime,
  parseConversionRecord,
  type UserInfo,
} from './adminClient';
