/** Stock Strapi service for Client profile (closed by default: the role surfaces are the public API). */
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::client-profile.client-profile');
