/**
 * The free first consultation as it stands for the viewer (docs/api-bookings.md "Price"): a consultant
 * may offer new clients their first consultation; it applies while the client has never had a
 * non-cancelled booking with that consultant. One rule and one wording per case, used wherever the offer
 * is mentioned (booking panel, expert profile, expert card), so that they all say the same thing.
 *
 * @module lib/free-first
 */
import type { Answer } from './api-types';
import { useRoleApi } from './fetcher';
import { useLoggedIn } from './session';

/**
 * What to say of the free first consultation: `yours` (the signed-in client's next booking with the
 * consultant is free), `used` (offered, but this client has already had a booking with the consultant),
 * `offered` (a visitor, or a client whose own price is not known: the offer to new clients), or `null`
 * (not offered, or the signed-in client's price is still loading).
 *
 * @param offered - the consultant offers a free first consultation to new clients.
 * @param signedIn - a client is signed in.
 * @param clientQuote - the signed-in client's own price (`GET consultants/:id/quote`), `null` while unknown.
 */
export function freeFirstState(offered: boolean, signedIn: boolean, clientQuote: { free_first_consultation: boolean } | null): 'yours' | 'used' | 'offered' | null {
  if (!offered) return null;
  if (!signedIn) return 'offered';
  if (!clientQuote) return null;
  return clientQuote.free_first_consultation ? 'yours' : 'used';
}

/** The translation key of the sentence saying each {@link freeFirstState}. */
export const FREE_FIRST_NOTE = {
  yours: 'bookings.panel.freeFirstHelp',
  used: 'bookings.panel.freeFirstUsed',
  offered: 'bookings.panel.freeFirstOffer',
} as const;

/**
 * `GET free-first-consultations` of the signed-in client (the consultants whose free first consultation
 * it has used), read once with SWR for every card of a page; skipped while no client is signed in.
 */
export function useFreeFirstUsed() {
  return useRoleApi<Answer<'/api/client/free-first-consultations', 'get'>>('client', useLoggedIn('client') ? 'free-first-consultations' : null);
}

/**
 * {@link freeFirstState} of one consultant for the viewer, from the signed-in client's
 * {@link useFreeFirstUsed} list (the expert card and profile; the booking panel reads the client's quote).
 *
 * @param consultantId - the consultant's `documentId`.
 * @param offered - the consultant offers a free first consultation to new clients.
 */
export function useFreeFirstState(consultantId: string, offered: boolean): ReturnType<typeof freeFirstState> {
  const signedIn = useLoggedIn('client');
  const used = useFreeFirstUsed().data?.data.used ?? null;
  return freeFirstState(offered, signedIn, used ? { free_first_consultation: !used.includes(consultantId) } : null);
}
