/** A `users` row as the driver returns it (bigint as text). */
export interface UserRow {
  id: string | number;
  email: string;
  name: string;
  first_name: string;
  last_name: string;
  user_type: number;
  company_id: string | number | null;
  has_to_change_password: boolean;
  permissions: number[];
  disabled: boolean;
  created_at: Date;
}

/** The user fields of spec section 3 as the console reads them. */
export function userView(row: UserRow) {
  return {
    id: Number(row.id),
    email: row.email,
    name: row.name,
    first_name: row.first_name,
    last_name: row.last_name,
    user_type: row.user_type,
    company_id: row.company_id === null ? null : Number(row.company_id),
    has_to_change_password: row.has_to_change_password,
    permissions: row.permissions.map((permission_id) => ({ permission_id })),
  };
}

export function staffView(row: UserRow) {
  return {
    id: Number(row.id),
    name: row.name,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    permissions: row.permissions,
    disabled: row.disabled,
    has_to_change_password: row.has_to_change_password,
    created_at: row.created_at,
  };
}
