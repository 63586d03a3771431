/** Stock Strapi service for Consent form (the client forms service `api::client.forms` holds the logic). */
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::consent-form.consent-form');
