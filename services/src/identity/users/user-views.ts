/** A row of the users table (the users projection), as the views below read it. */
export type UserRow = {
  id: string | number;
  company_id: string | number | null;
  email: string;
  name: string;
  first_name: string;
  last_name: string;
  user_type: 1 | 2 | 3;
  permissions: number[];
  disabled: boolean;
  has_to_change_password: boolean;
  created_at: Date;
};

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
export type UserView = ReturnType<typeof userView>;

/** A staff user (type 3) as the company admin's team screen lists it. */
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
export type StaffView = ReturnType<typeof staffView>;

/** A company admin (type 2) as the super admin's company screen lists it. */
export function adminView(row: UserRow) {
  return {
    id: Number(row.id),
    name: row.name,
    email: row.email,
    created_at: row.created_at,
  };
}
export type AdminView = ReturnType<typeof adminView>;
