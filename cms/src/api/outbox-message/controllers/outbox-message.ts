/** Stock Strapi controller for Outbox message (closed by default: the back office reads it through the admin dialect). */
import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::outbox-message.outbox-message');
