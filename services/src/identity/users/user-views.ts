/** The user fields of spec section 3 as the console reads them. */
export function userView(row: any) {
  return {
    id: Number(row.id),
    email: row.email,
    name: row.name,
    first_name: row.first_name,
    last_name: row.last_name,
    user_type: row.user_type,
    company_id: row.company_id === null ? null : Number(row.company_id),
    has_to_change_password: row.has_to_change_password,
    permissions: (row.permissions as number[]).map((permission_id) => ({ permission_id })),
  };
}

export function staffView(row: any) {
  return {
    id: Number(row.id),
    name: row.name,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    permissions: row.permissions as number[],
    disabled: row.disabled,
    has_to_change_password: row.has_to_change_password,
    created_at: row.created_at,
  };
}
