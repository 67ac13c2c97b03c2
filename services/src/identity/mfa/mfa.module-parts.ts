import { Provider } from '@nestjs/common';
import { TenantKeys, tenantKeysFrom } from '../../shared/crypto/tenant-keys';
import { RUNTIME, Runtime } from '../../shared/runtime';
import { SessionGrant } from '../auth/session-grant';
import { CompanyMfaController } from './company-mfa.controller';
import { CompanyMfa } from './company-mfa.service';
import { MfaEnrolment } from './enrolment.service';
import { MfaSignInController } from './mfa-sign-in.controller';
import { MfaThrottle } from './mfa-throttle';
import { FreshAuthentication } from './fresh-authentication';
import { MyFactors } from './my-factors.service';
import { MyMfaController } from './my-mfa.controller';
import { PasskeyChallenges } from './passkey-challenges';
import { RecoveryCodes } from './recovery-codes';
import { SecondStep } from './second-step.service';
import { SignInChallenges } from './sign-in-challenge';

/** Multi-factor sign-in's part of IdentityModule (one spread each, so the module file barely changes). */
export const mfaControllers = [MfaSignInController, MyMfaController, CompanyMfaController];

export const mfaProviders: Provider[] = [
  SessionGrant,
  SecondStep,
  MfaEnrolment,
  MyFactors,
  FreshAuthentication,
  CompanyMfa,
  MfaThrottle,
  SignInChallenges,
  PasskeyChallenges,
  {
    provide: TenantKeys,
    useFactory: (runtime: Runtime) => tenantKeysFrom(runtime.secrets),
    inject: [RUNTIME],
  },
  {
    provide: RecoveryCodes,
    useFactory: (runtime: Runtime) => new RecoveryCodes(runtime.secrets.indexKey),
    inject: [RUNTIME],
  },
];
