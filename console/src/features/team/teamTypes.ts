import type { components } from '../../app/generated/openapi';
import type { PermissionId } from '../../app/authTypes';

/** A staff user (type 3) of the signed-in admin's company (generated: TeamUserResponse). */
export type TeamUser = components['schemas']['TeamUserResponse'];

export interface TeamUserForm {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  permissions: PermissionId[];
}
