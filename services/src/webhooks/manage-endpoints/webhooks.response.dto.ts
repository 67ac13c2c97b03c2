import { ApiProperty } from '@nestjs/swagger';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../webhook-events';

/** A company's webhook endpoint as listed (webhook-endpoints.read-model.ts): never its signing secret. */
export class WebhookEndpointResponse {
  /** @example "0f8e1c2a-5b7d-4e3f-9a1b-2c3d4e5f6a7b" */
  id!: string;
  /** @example "https://hooks.example.edu/verifydesk" */
  url!: string;
  description!: string;
  @ApiProperty({ enum: WEBHOOK_EVENTS, enumName: 'WebhookEvent', isArray: true })
  events!: WebhookEvent[];
  enabled!: boolean;
  /** Failed deliveries in a row; the endpoint is disabled when the streak is too long. */
  @ApiProperty({ type: 'integer' })
  consecutive_failures!: number;
  /** ISO 8601; null while enabled. */
  disabled_at!: string | null;
  /** Why it was disabled (by an admin, or after too many failures). */
  disabled_reason!: string | null;
  /** ISO 8601: the previous secret signs too until then (after a rotation); null otherwise. */
  previous_secret_until!: string | null;
  /** The admin who registered it. */
  created_by!: string;
  /** ISO 8601. */
  created_at!: string;
}

/** GET /api/webhooks: the events an endpoint may pick and the company's endpoints. */
export class WebhookEndpointsResponse {
  @ApiProperty({ enum: WEBHOOK_EVENTS, enumName: 'WebhookEvent', isArray: true })
  events!: WebhookEvent[];
  endpoints!: WebhookEndpointResponse[];
}

/** A registration or a rotation: the only answers that carry the signing secret. */
export class WebhookEndpointWithSecretResponse extends WebhookEndpointResponse {
  /** Shown this once: keep it to check the `X-VerifyDesk-Signature` of each delivery. */
  secret!: string;
}

/** A test ping, queued. */
export class WebhookPingResponse {
  /** Find it in GET /api/webhooks/{id}/deliveries. */
  delivery_id!: string;
}

/** One attempt of a delivery: the receiver's answer. */
export class WebhookAttemptResponse {
  /** @example 1 */
  @ApiProperty({ type: 'integer' })
  attempt!: number;
  /** The receiver's HTTP status; null when none came (timeout, refused connection). */
  @ApiProperty({ type: 'integer' })
  status_code!: number | null;
  error!: string | null;
  @ApiProperty({ type: 'integer' })
  duration_ms!: number;
  /** When it was made (timestamp with offset). */
  at!: string;
}

/** One delivery of an event to an endpoint, with every attempt. */
export class WebhookDeliveryResponse {
  id!: string;
  /** A subscribed event, or `ping` (a test). */
  @ApiProperty({ enum: [...WEBHOOK_EVENTS, 'ping'], enumName: 'WebhookDeliveryEvent' })
  event!: WebhookEvent | 'ping';
  event_id!: string;
  /** `pending` until the receiver accepts it (`delivered`) or the retries give up (`failed`). */
  @ApiProperty({ enum: ['pending', 'delivered', 'failed'], enumName: 'WebhookDeliveryStatus' })
  status!: 'pending' | 'delivered' | 'failed';
  @ApiProperty({ type: 'integer' })
  attempts!: number;
  /** The last attempt's HTTP status, if any. */
  @ApiProperty({ type: 'integer' })
  last_status!: number | null;
  last_error!: string | null;
  /** ISO 8601. */
  created_at!: string;
  /** ISO 8601; null while pending. */
  finished_at!: string | null;
  /** Oldest first. */
  tries!: WebhookAttemptResponse[];
}
