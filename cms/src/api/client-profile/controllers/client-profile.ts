/** Stock Strapi controller for Client profile (closed by default: the role surfaces are the public API). */
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::client-profile.client-profile');
