/**
 * What other features may use of the notifications (today the IDV sends capture links): the module
 * and its Outbox to queue a message in the caller's transaction, the outcome of a delivery to record
 * it, and the outbox worker with its gateways for a worker process to start. The outbox's tables,
 * the queue and the gateways' internals stay private to the notifications.
 */
export { NotificationsModule } from './notifications.module';
export { Outbox, type OutgoingMessage } from './outbox';
export { standaloneOutbox } from './standalone-outbox';
export { isTextableNumber } from './textable-number';
export {
  startOutboxWorker,
  type DeliveryOutcome,
  type DeliveryOutcomeListener,
} from './outbox-delivery.processor';
export { emailGatewayFromEnv, smsGatewayFromEnv } from './gateway-factory';
export { purgeOutboxMessages } from './purge-outbox.public';
