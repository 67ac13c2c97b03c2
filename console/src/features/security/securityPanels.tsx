import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n/en';
import { SessionsPanel } from '../sessions/SessionsPanel';
import { SsoSettingsPanel } from './SsoSettingsPanel';
import { MfaPolicyPanel } from './MfaPolicyPanel';
import { RetentionPanel } from '../retention/RetentionPanel';
import { FourEyesPanel } from '../review/FourEyesPanel';

/** One tab of the company's sign-in and security settings (single sign-on, multi-factor, sessions). */
export interface SecurityPanel {
  id: string;
  title: MessageKey;
  render: () => ReactNode;
}

/**
 * The tabs of /security, in the order shown. Each feature adds its own panel here (one line) and keeps
 * the panel in a file of its own.
 */
export const securityPanels: SecurityPanel[] = [
  { id: 'sso', title: 'sso.tab', render: () => <SsoSettingsPanel /> },
  { id: 'sessions', title: 'security.sessionsTab', render: () => <SessionsPanel /> },
  { id: 'mfa', title: 'security.mfa.tab', render: () => <MfaPolicyPanel /> },
  { id: 'retention', title: 'retention.tab', render: () => <RetentionPanel /> },
  { id: 'four-eyes', title: 'review.fourEyes.title', render: () => <FourEyesPanel /> },
];
