import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TenantKeys, tenantKeysFrom } from '../shared/crypto/tenant-keys';
import { RUNTIME, Runtime } from '../shared/runtime';
import { Outbox } from './outbox';
import { OutboxController } from './outbox.http.controller';
import { OutboxReadModel } from './outbox.read-model';
import { ListOutboxHandler } from './outbox.query';
import { OUTBOX_QUEUE } from './outbox.queue';

/** Texts and emails through the transactional outbox; delivery runs in the worker. */
@Module({
  imports: [BullModule.registerQueue({ name: OUTBOX_QUEUE })],
  controllers: [OutboxController],
  providers: [
    {
      provide: TenantKeys,
      useFactory: (runtime: Runtime) => tenantKeysFrom(runtime.secrets),
      inject: [RUNTIME],
    },
    Outbox,
    OutboxReadModel,
    ListOutboxHandler,
  ],
  exports: [Outbox, TenantKeys],
})
export class NotificationsModule {}
