/** Stock Strapi service for Outbox message (the outbox itself: lib/outbox). */
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::outbox-message.outbox-message');
