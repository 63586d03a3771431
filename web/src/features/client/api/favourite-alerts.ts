/**
 * Alerts of the slots freed by favourite experts (docs/api-bookings.md "Earlier-slot alerts"): the setting
 * (`GET|PUT favourites/alerts`, signed-in client) and the stop link of the digest e-mail
 * (`POST favourites/alerts/stop` `{ token }`, no sign-in). Each call throws the API client's `ApiError`.
 *
 * @module features/client/api/favourite-alerts
 */
import { apiClient } from '../../../lib/api-client';
import type { Answer } from '../../../lib/api-types';
import { useRoleApi } from '../../../lib/fetcher';

/** Path of the setting (relative to `/api/client/`). */
export const FAVOURITE_ALERTS_PATH = 'favourites/alerts';

/** The setting as the API answers it. */
export type FavouriteAlerts = Answer<'/api/client/favourites/alerts', 'get'>['data'];

/** `GET favourites/alerts`: whether the client is told of its favourite experts' freed slots. */
export function useFavouriteAlerts() {
  return useRoleApi<{ data: FavouriteAlerts }>('client', FAVOURITE_ALERTS_PATH);
}

/** `PUT favourites/alerts` `{ enabled }`. @returns the new setting */
export async function setFavouriteAlerts(enabled: boolean): Promise<FavouriteAlerts> {
  return (await apiClient.put<Answer<'/api/client/favourites/alerts', 'put'>>(FAVOURITE_ALERTS_PATH, { enabled }, { role: 'client' })).data;
}

/** `POST favourites/alerts/stop` `{ token }`: the digest's stop link. @throws ApiError 400 `FavouriteAlertsLinkInvalid` */
export async function stopFavouriteAlerts(token: string): Promise<FavouriteAlerts> {
  return (await apiClient.post<Answer<'/api/client/favourites/alerts/stop', 'post'>>('favourites/alerts/stop', { token })).data;
}
