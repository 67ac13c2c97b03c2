import { ApiProperty } from '@nestjs/swagger';
import { ALL_PERMISSIONS, type PermissionId } from '../../shared/auth/permissions';

/** A staff user (type 3) of the signed-in admin's company. */
export class TeamUserResponse {
  /** @example 12 */
  @ApiProperty({ type: 'integer' })
  id!: number;
  /** @example "Jordan Finaid" */
  name!: string;
  first_name!: string;
  last_name!: string;
  /** @example "finaid@northfield.edu" */
  email!: string;
  /** Permission ids 1–7. @example [3, 5] */
  @ApiProperty({ enum: ALL_PERMISSIONS, enumName: 'PermissionId', isArray: true })
  permissions!: PermissionId[];
  disabled!: boolean;
  has_to_change_password!: boolean;
  created_at!: string;
}
