import type { ReactNode } from 'react';
import type { Period } from '../verifications/urlFilter';
import type { StatsRequest } from './dashboardModel';

export interface IdVerificationSectionProps {
  period: Period;
  /** The stats request of the chosen period; null while a custom range is incomplete. */
  request: StatsRequest | null;
  /** The super admin's dashboard: counts over every company, no links and no embedded list. */
  countsOnly?: boolean;
}

/**
 * Extension point for the dashboard's 'ID Verification' section (spec §2: four IDV cards after the
 * 1 s delay, and the embedded IDV list), supplied by the ID-verification feature. Until it is
 * filled the dashboard shows no such section rather than numbers that do not exist yet.
 */
export interface DashboardSlots {
  idVerificationSection?: (props: IdVerificationSectionProps) => ReactNode;
}

export const dashboardSlots: DashboardSlots = {};
