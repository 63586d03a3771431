/** Stock Strapi controller for Password reset (closed by default: the role surfaces are the public API). */
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::password-reset.password-reset');
