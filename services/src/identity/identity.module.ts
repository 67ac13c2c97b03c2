import { Module } from '@nestjs/common';
import { SessionVerifier } from '../shared/auth/session-verifier';
import { AuthChangeListener } from '../shared/auth/auth-change-listener';
import { AuthController } from './auth/auth.controller';
import { LoginThrottle } from './auth/login-throttle';
import { ChangeOwnPasswordHandler, SetForcedPasswordHandler } from './auth/password-commands';
import { SignInService } from './auth/sign-in.service';
import { BrandingController } from './companies/branding.controller';
import { BrandingReadModel } from './companies/branding.read-model';
import { CompaniesController } from './companies/companies.controller';
import { CompaniesReadModel } from './companies/companies.read-model';
import {
  ChangeCompanyHandler,
  CreateCompanyHandler,
  UploadCompanyLogoHandler,
} from './companies/company-commands';
import { CompanyAdminsController } from './companies/company-admins.controller';
import { TeamController } from './team/team.controller';
import { ChangeCompanyUserHandler, CreateCompanyUserHandler } from './users/company-user-commands';
import { CompanyUsersReadModel } from './users/company-users.read-model';
import { OwnAccountReadModel } from './users/own-account.read-model';
import { UserAccounts } from './users/user-accounts';
import { SignedInAccountsAdapter } from './users/signed-in-accounts.adapter';
import { PasswordHasher } from './password/password-hasher';
import { SIGNED_IN_ACCOUNTS } from '../shared/auth/signed-in-accounts';

/** Sign-in, passwords, companies, company admins and staff. */
@Module({
  controllers: [
    AuthController,
    CompaniesController,
    CompanyAdminsController,
    TeamController,
    BrandingController,
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
    OwnAccountReadModel,
    BrandingReadModel,
    SetForcedPasswordHandler,
    ChangeOwnPasswordHandler,
    CreateCompanyHandler,
    ChangeCompanyHandler,
    UploadCompanyLogoHandler,
    CreateCompanyUserHandler,
    ChangeCompanyUserHandler,
  ],
  exports: [SessionVerifier, UserAccounts],
})
export class IdentityModule {}
