/** A company as the super-admin list shows it. */
export interface Company {
  id: number;
  name: string;
  logo_url: string | null;
  admin_count: number;
}

/** One admin (user type 2) of a company. */
export interface CompanyAdmin {
  id: number;
  name: string;
  email: string;
}

export interface AdminForm {
  name: string;
  email: string;
  password: string;
}
