/** Stock Strapi controller for Consent form (closed by default: the role surfaces under /api/client and /api/consultant are the public API). */
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::consent-form.consent-form');
