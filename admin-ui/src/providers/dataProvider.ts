import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';

import { ADMIN_API_URL } from '../config/env';
import { httpClient } from './httpClient';

/**
 * Data provider of the back office: ra-data-simple-rest on `/api/admin-panel` (DESIGN §2 admin dialect:
 * `GET /res?sort=&range=&filter=` → bare array + `Content-Range`; `GET/PUT/DELETE /res/:id`, `POST /res`).
 * Requests go through {@link httpClient} (api key, locale, bearer token).
 */
export const dataProvider: DataProvider = simpleRestProvider(ADMIN_API_URL, httpClient);
