import { ConsoleLogger } from '@nestjs/common';

// Nest announces every module, controller and route at start: a hundred lines that hide the ones
// an operator needs. Warnings and errors from these contexts still come through.
const START_UP_CHATTER = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
]);

/** The console logger without Nest's start-up chatter. */
export class QuietLogger extends ConsoleLogger {
  log(message: unknown, ...rest: unknown[]): void {
    const context = rest[rest.length - 1];
    if (typeof context === 'string' && START_UP_CHATTER.has(context)) return;
    super.log(message, ...(rest as [string?]));
  }
}
