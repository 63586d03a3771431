/** Stock Strapi route for Outbox message (closed by default: the back office reads it through the admin dialect). */
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::outbox-message.outbox-message');
