import { TenantKeys, tenantKeysFrom } from '../../shared/crypto/tenant-keys';
import { RUNTIME, Runtime } from '../../shared/runtime';
import { SamlLogin } from './saml-login';
import { SsoAccounts } from './sso-accounts';
import { SsoFlows } from './sso-flows';
import { SsoPasswordRule } from './sso-password-rule';
import { SsoSettingsController } from './sso-settings.controller';
import { SsoSettingsService } from './sso-settings.service';
import { SsoSettingsStore } from './sso-settings.store';
import { SsoSignInController } from './sso-sign-in.controller';
import { SsoSignInService } from './sso-sign-in.service';
import { SsoStartThrottle } from './sso-start-throttle';

/** Single sign-on's part of IdentityModule (issue 31). */
export const ssoControllers = [SsoSettingsController, SsoSignInController];
export const ssoProviders = [
  {
    provide: TenantKeys,
    useFactory: (runtime: Runtime) => tenantKeysFrom(runtime.secrets),
    inject: [RUNTIME],
  },
  SsoSettingsStore,
  SsoSettingsService,
  SsoFlows,
  SsoAccounts,
  SsoSignInService,
  SamlLogin,
  SsoPasswordRule,
  SsoStartThrottle,
];
