/**
 * What other features may use of the access log to record security events (today identity records
 * sessions that end): the module to import and the log to write through. The store and its tables stay
 * private to the access log.
 */
export { AccessLogModule } from './access-log.module';
export { SecurityEventLog, type SecurityActor, type SessionsEnded } from './security-event-log';
