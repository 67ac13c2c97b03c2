export const WEBHOOK_SECRET_PURPOSE = 'webhook-secret';
/** How long the previous secret still signs after a rotation (both signatures are sent meanwhile). */
export const rotationOverlapHours = () => Number(process.env.WEBHOOK_ROTATION_OVERLAP_HOURS ?? 24);
