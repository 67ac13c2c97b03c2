import type { components } from '../../app/generated/openapi';

/** A company as the super-admin list shows it (generated: CompanyResponse). */
export type Company = components['schemas']['CompanyResponse'];

/** One admin (user type 2) of a company (generated: CompanyAdminResponse). */
export type CompanyAdmin = components['schemas']['CompanyAdminResponse'];

/** A company's logo just uploaded (generated: CompanyLogoResponse). */
export type CompanyLogo = components['schemas']['CompanyLogoResponse'];

export interface AdminForm {
  name: string;
  email: string;
  password: string;
}
