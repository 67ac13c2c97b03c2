import { dashboardSlots } from '../dashboard/dashboardSlots';
import { verificationDetailSlots } from '../verifications/detailSlots';
import { DashboardIdvSection } from './DashboardIdvSection';
import { IdvResultsTab, RequestIdvButtons } from './verificationSlots';

/** Plugs the ID-verification feature into the extension points the verification detail and the dashboard leave. */
export function registerIdvSlots(): void {
  verificationDetailSlots.headerActions = (session) => <RequestIdvButtons session={session} />;
  verificationDetailSlots.idvResults = (session, formType) => (
    <IdvResultsTab key={`${session.uuid}:${formType}`} session={session} formType={formType} />
  );
  dashboardSlots.idVerificationSection = (props) => <DashboardIdvSection {...props} />;
}
