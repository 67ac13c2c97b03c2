import type { PermissionId } from '../auth/authTypes';

/** A staff user (type 3) of the signed-in admin's company. */
export interface TeamUser {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  permissions: PermissionId[];
  disabled: boolean;
  has_to_change_password: boolean;
}

export interface TeamUserForm {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  permissions: PermissionId[];
}
