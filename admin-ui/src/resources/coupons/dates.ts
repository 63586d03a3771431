/**
 * Coupon validity bounds: the API takes UTC ISO 8601 instants; admins see and type their own local
 * time in the browser's date-time input (`YYYY-MM-DDTHH:mm`), read by the back office's one conversion.
 */
export { localToInstant } from '../../common/dates';
