/** Stock Strapi service for Consultant profile (closed by default: the role surfaces under /api/client, /api/consultant and /api/admin-panel are the public API). */
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::consultant-profile.consultant-profile');
