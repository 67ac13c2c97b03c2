import { DynamicModule, Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { tenantKeysFrom } from '../shared/crypto/tenant-keys';
import { EventStore } from '../shared/event-store/event-store';
import { RUNTIME, Runtime } from '../shared/runtime';
import { ApplicantKeyStore } from './applicant-key.store';
import { CertificateSigner } from './certificate/certificate-signer';
import { CertificatePdfRenderer } from './certificate/certificate-pdf-renderer';
import { ErasureLedger, erasureLedgerPath } from './erasure-ledger';
import { Eraser, type ErasureParts } from './erasure/eraser';
import { EraseApplicantHandler, OffboardCompanyHandler } from './erasure/erasure.commands';
import { PrivacyQueries } from './erasure/privacy.queries';
import { SetLegalHoldHandler } from './legal-hold/legal-hold.commands';
import { PrivacyController } from './privacy.http.controller';
import { RetentionPageIds } from './retention-page-id';
import { RetentionScheduleController } from './schedule/retention-schedule.controller';
import { RetentionSchedules } from './schedule/retention-schedule.service';
import { CompanyProfiles } from '../identity/companies/company-profiles.public';
import { KEPT_DECISIONS } from './kept-decisions.public';

/**
 * Personal-data keys, erasure and retention (issue 32, docs/privacy.md). Global: every feature that
 * seals personal data asks the same applicant key store. The composition root hands it every
 * feature's purge (bootstrap/erasure-purges.ts), as privacy imports no feature that keeps them.
 */
@Global()
@Module({})
export class PrivacyModule {
  static withErasureParts(parts: ErasureParts): DynamicModule {
    return {
      module: PrivacyModule,
      imports: [CqrsModule],
      controllers: [PrivacyController, RetentionScheduleController],
      providers: [
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
          provide: CertificateSigner,
          useFactory: (runtime: Runtime) => new CertificateSigner(runtime.secrets.indexKey),
          inject: [RUNTIME],
        },
        {
          provide: Eraser,
          useFactory: (keys: ApplicantKeyStore, events: EventStore, signer: CertificateSigner) =>
            new Eraser(keys, events, signer, parts),
          inject: [ApplicantKeyStore, EventStore, CertificateSigner],
        },
        {
          provide: RetentionPageIds,
          useFactory: (runtime: Runtime) => new RetentionPageIds(runtime.secrets.indexKey),
          inject: [RUNTIME],
        },
        {
          provide: CertificatePdfRenderer,
          useFactory: (runtime: Runtime) => new CertificatePdfRenderer(runtime.config.dataDir),
          inject: [RUNTIME],
        },
        { provide: KEPT_DECISIONS, useValue: parts.decisions ?? [] },
        CompanyProfiles,
        RetentionSchedules,
        PrivacyQueries,
        EraseApplicantHandler,
        OffboardCompanyHandler,
        SetLegalHoldHandler,
      ],
      exports: [ApplicantKeyStore, ErasureLedger, PrivacyQueries, RetentionPageIds],
    };
  }
}
