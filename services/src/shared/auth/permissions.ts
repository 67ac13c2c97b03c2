/** User types exactly as spec section 6. */
export const UserType = { SuperAdmin: 1, CompanyAdmin: 2, CompanyUser: 3 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

/** Permission ids exactly as spec section 6. */
export const Permission = {
  UploadData: 1,
  RequestIdvAdmissions: 2,
  RequestIdvFinancialAid: 3,
  EditIdvAdmissions: 4,
  EditIdvFinancialAid: 5,
  Export: 6,
  /** Reads the company's access log (who saw which applicant's data): docs/access-log.md. */
  Auditor: 7,
} as const;
export type PermissionId = (typeof Permission)[keyof typeof Permission];
export const ALL_PERMISSIONS: readonly PermissionId[] = [1, 2, 3, 4, 5, 6, 7];

export interface PermissionHolder {
  userType: number;
  permissions: readonly number[];
}

/** Type 2 always passes; type 3 only with the id in its list; type 1 manages companies only. */
export function can(user: PermissionHolder, permission: PermissionId): boolean {
  if (user.userType === UserType.CompanyAdmin) return true;
  if (user.userType === UserType.CompanyUser) return user.permissions.includes(permission);
  return false;
}
