/** Stock Strapi controller for Verification code (closed by default: the role surfaces are the public API). */
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::verification-code.verification-code');
