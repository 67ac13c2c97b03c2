import { Global, Module } from '@nestjs/common';
import { tenantKeysFrom } from '../shared/crypto/tenant-keys';
import { RUNTIME, Runtime } from '../shared/runtime';
import { ApplicantKeyStore } from './applicant-key.store';
import { ErasureLedger, erasureLedgerPath } from './erasure-ledger';
import { RetentionPageIds } from './retention-page-id';
import { RetentionScheduleController } from './schedule/retention-schedule.controller';
import { RetentionSchedules } from './schedule/retention-schedule.service';
import { CompanyProfiles } from '../identity/companies/company-profiles.public';

/**
 * Personal-data keys, erasure and retention (issue 32, docs/privacy.md). Global: every feature that
 * seals personal data asks the same applicant key store.
 */
@Global()
@Module({
  controllers: [RetentionScheduleController],
  providers: [
    CompanyProfiles,
    RetentionSchedules,
    {
      provide: ErasureLedger,
      useFactory: (runtime: Runtime) => new ErasureLedger(erasureLedgerPath(runtime.secrets.keyFile)),
      inject: [RUNTIME],
    },
    {
      provide: ApplicantKeyStore,
      useFactory: (runtime: Runtime, ledger: ErasureLedger) =>
        new ApplicantKeyStore(tenantKeysFrom(runtime.secrets), ledger),
      inject: [RUNTIME, ErasureLedger],
    },
    {
      provide: RetentionPageIds,
      useFactory: (runtime: Runtime) => new RetentionPageIds(runtime.secrets.indexKey),
      inject: [RUNTIME],
    },
  ],
  exports: [ApplicantKeyStore, ErasureLedger, RetentionPageIds],
})
export class PrivacyModule {}
