/** Stock Strapi service for Verification code (closed by default: the role surfaces are the public API). */
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::verification-code.verification-code');
