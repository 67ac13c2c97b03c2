/** A staff user (type 3) of the signed-in admin's company. */
export class TeamUserResponse {
  /** @example 12 */
  id!: number;
  /** @example "Jordan Finaid" */
  name!: string;
  first_name!: string;
  last_name!: string;
  /** @example "finaid@northfield.edu" */
  email!: string;
  /** Permission ids 1–6. @example [3, 5] */
  permissions!: number[];
  disabled!: boolean;
  has_to_change_password!: boolean;
  created_at!: string;
}
