/** Stock Strapi service for Contact request (closed by default: the role surfaces under /api/client, /api/consultant and /api/admin-panel are the public API). */
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::contact-request.contact-request');
