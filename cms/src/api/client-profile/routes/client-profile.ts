/** Stock Strapi route for Client profile (closed by default: the role surfaces are the public API). */
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::client-profile.client-profile');
