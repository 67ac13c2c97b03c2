import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { Database } from '../shared/database/database';
import { TenantKeys, loadTenantKeys } from '../shared/crypto/tenant-keys';
import { Outbox } from './outbox';
import { OutboxController } from './outbox.http.controller';
import { OUTBOX_QUEUE } from './outbox.queue';

/** Texts and emails through the transactional outbox; delivery runs in the worker. */
@Module({
  imports: [BullModule.registerQueue({ name: OUTBOX_QUEUE })],
  controllers: [OutboxController],
  providers: [{ provide: TenantKeys, useFactory: (db: Database) => loadTenantKeys(db), inject: [Database] }, Outbox],
  exports: [Outbox, TenantKeys],
})
export class NotificationsModule {}
