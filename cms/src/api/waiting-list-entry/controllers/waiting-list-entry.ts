/** Stock Strapi controller for Waiting list entry (closed by default: the role surfaces under /api/client, /api/consultant and /api/admin-panel are the public API). */
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::waiting-list-entry.waiting-list-entry');
