/** Stock Strapi route for Starter-kit request (closed by default: the role surfaces under /api/client, /api/consultant and /api/admin-panel are the public API). */
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::starter-kit-request.starter-kit-request');
