import { Module } from '@nestjs/common';
import { SessionVerifier } from '../shared/auth/session-verifier';
import { AuthChangeListener } from '../shared/auth/auth-change-listener';
import { AuthController } from './auth/auth.controller';
import { LoginThrottle } from './auth/login-throttle';
import { ChangeOwnPasswordHandler, SetForcedPasswordHandler } from './auth/password-commands';
import { SignInService } from './auth/sign-in.service';
import { GetOwnAccountHandler, GetUserLogoUrlHandler } from './auth/auth.queries';
import { BrandingController } from './companies/branding.controller';
import { GetCompanyLogoHandler } from './companies/branding.query';
import { GetCompanyHandler, ListCompaniesHandler } from './companies/companies.queries';
import { GetCompanyAdminHandler, ListCompanyAdminsHandler } from './companies/company-admins.queries';
import { CompaniesController } from './companies/companies.controller';
import { CompaniesReadModel } from './companies/companies.read-model';
import {
  ChangeCompanyHandler,
  CreateCompanyHandler,
  UploadCompanyLogoHandler,
} from './companies/company-commands';
import { CompanyAdminsController } from './companies/company-admins.controller';
import { TeamController } from './team/team.controller';
import { ListStaffHandler } from './team/team.query';
import { ChangeCompanyUserHandler, CreateCompanyUserHandler } from './users/company-user-commands';
import { CompanyUsersReadModel } from './users/company-users.read-model';
import { UserAccounts } from './users/user-accounts';
import { SignedInAccountsAdapter } from './users/signed-in-accounts.adapter';
import { PasswordHasher } from './password/password-hasher';
import { SIGNED_IN_ACCOUNTS } from '../shared/auth/signed-in-accounts';
import { SignInSessionsModule } from './sign-in-sessions/sign-in-sessions.module';
import { SignInSessionsController } from './sign-in-sessions/sign-in-sessions.controller';
import { ssoControllers, ssoProviders } from './sso/sso.providers';
import { mfaControllers, mfaProviders } from './mfa/mfa.module-parts';

/** Sign-in, passwords, companies, company admins and staff. */
@Module({
  imports: [SignInSessionsModule],
  controllers: [
    SignInSessionsController,
    AuthController,
    CompaniesController,
    CompanyAdminsController,
    TeamController,
    BrandingController,
    ...ssoControllers,
    ...mfaControllers,
  ],
  providers: [
    SessionVerifier,
    { provide: SIGNED_IN_ACCOUNTS, useClass: SignedInAccountsAdapter },
    PasswordHasher,
    AuthChangeListener,
    SignInService,
    LoginThrottle,
    UserAccounts,
    CompaniesReadModel,
    CompanyUsersReadModel,
    GetOwnAccountHandler,
    GetUserLogoUrlHandler,
    GetCompanyLogoHandler,
    ListCompaniesHandler,
    GetCompanyHandler,
    ListCompanyAdminsHandler,
    GetCompanyAdminHandler,
    ListStaffHandler,
    SetForcedPasswordHandler,
    ChangeOwnPasswordHandler,
    CreateCompanyHandler,
    ChangeCompanyHandler,
    UploadCompanyLogoHandler,
    CreateCompanyUserHandler,
    ChangeCompanyUserHandler,
    ...ssoProviders,
    ...mfaProviders,
  ],
  exports: [SessionVerifier, UserAccounts, SignInSessionsModule],
})
export class IdentityModule {}
