/**
 * Lifetime of an admin invitation link, in hours (single use; contracts/admin-people
 * `ADMIN_INVITATION_TTL_HOURS`, said in the invitation e-mail).
 */
export const ADMIN_INVITATION_TTL_HOURS = 72;
