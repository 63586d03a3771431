/**
 * The signed-in client's favourite consultants (spec §2 client `favorite`, §6 "Client manages …
 * favorites"; docs/api-bookings.md `GET|POST favourites`, `DELETE favourites/:consultantId`): the list
 * read with SWR (skipped while no client is signed in) and the add/remove calls, shared by the public
 * expert cards, the expert detail page and the client area.
 *
 * Every call throws the API client's `ApiError` on failure (404 for a consultant that is not approved
 * and active).
 *
 * @module lib/favourites
 */
import { useCallback, useState } from 'react';
import type { ConsultantCard } from './consultant-card';
import { apiClient, type ItemResponse } from './api-client';
import { useRoleApi } from './fetcher';
import { useLoggedIn } from './session';

/** Path of the list (relative to `/api/client/`). */
export const FAVOURITES_PATH = 'favourites';

/** `GET favourites`: the client's favourite consultants as expert cards (`{ data: ConsultantCard[] }`). */
export function useFavourites() {
  return useRoleApi<{ data: ConsultantCard[] }>('client', FAVOURITES_PATH);
}

/**
 * `POST favourites` `{ consultantId }`: adds a favourite (adding one twice is harmless).
 *
 * @param consultantId - the consultant's `documentId`.
 * @returns the consultant's card.
 */
export function addFavourite(consultantId: string): Promise<ItemResponse<ConsultantCard>> {
  return apiClient.post<ItemResponse<ConsultantCard>>(FAVOURITES_PATH, { consultantId }, { role: 'client' });
}

/**
 * `DELETE favourites/:consultantId` (`204`).
 *
 * @param consultantId - the consultant's `documentId`.
 */
export async function removeFavourite(consultantId: string): Promise<void> {
  await apiClient.delete(`${FAVOURITES_PATH}/${encodeURIComponent(consultantId)}`, { role: 'client' });
}

/** What {@link useFavourite} returns. */
export interface FavouriteState {
  /** A client is signed in (else the toggle leads to the client sign-in). */
  signedIn: boolean;
  /** The consultant is among the favourites. */
  isFavourite: boolean;
  /** A call is under way. */
  busy: boolean;
  /**
   * Adds or removes the consultant, showing the change at once and re-reading the list afterwards.
   *
   * @returns whether it is now a favourite.
   * @throws ApiError when the call failed (the list is re-read, so the heart shows the truth again).
   */
  toggle: () => Promise<boolean>;
}

/**
 * The favourite state of one consultant for the signed-in client.
 *
 * @param consultantId - the consultant's `documentId`.
 */
export function useFavourite(consultantId: string): FavouriteState {
  const signedIn = useLoggedIn('client');
  const { data, mutate } = useFavourites();
  // While a call runs, the wanted state is shown (the list is only re-read once the call has answered).
  const [wanted, setWanted] = useState<boolean | null>(null);
  const listed = Boolean(data?.data.some((card) => card.id === consultantId));
  const isFavourite = wanted ?? listed;

  const toggle = useCallback(async () => {
    const adding = !isFavourite;
    setWanted(adding);
    try {
      if (adding) {
        const { data: card } = await addFavourite(consultantId);
        await mutate((current) => ({ data: [...(current?.data ?? []).filter((c) => c.id !== consultantId), card] }), { revalidate: true });
      } else {
        await removeFavourite(consultantId);
        await mutate((current) => ({ data: (current?.data ?? []).filter((c) => c.id !== consultantId) }), { revalidate: true });
      }
      return adding;
    } catch (error) {
      void mutate();
      throw error;
    } finally {
      setWanted(null);
    }
  }, [consultantId, isFavourite, mutate]);

  return { signedIn, isFavourite, busy: wanted !== null, toggle };
}
