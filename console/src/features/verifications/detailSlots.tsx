import type { ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { EmptyState } from '../../ui';
import type { Session } from './sessionTypes';

export type IdvFormType = 'ADMISSIONS' | 'FINANCIAL_AID';

/**
 * Extension points of the verification detail for the ID-verification feature: the request-IDV
 * buttons (header) and the two "IDV Results" tabs. Fill `verificationDetailSlots` once, and both
 * the dialog and the /verifications/{uuid} page pick it up.
 */
export interface VerificationDetailSlots {
  /** Spec §2 request-IDV buttons (permissions 2 and 3), shown in the header. */
  headerActions?: (session: Session) => ReactNode;
  /** Body of "IDV Results (Admissions)" / "IDV Results (SFS)". */
  idvResults?: (session: Session, formType: IdvFormType) => ReactNode;
}

export const verificationDetailSlots: VerificationDetailSlots = {};

/** What an IDV tab shows until that feature supplies its content. */
export function IdvResultsEmpty({ formType }: { formType: IdvFormType }) {
  const t = useT();
  return (
    <EmptyState
      level="section"
      icon="id-number"
      iconSize={32}
      title={t(formType === 'ADMISSIONS' ? 'detail.idvAdmissionsEmptyTitle' : 'detail.idvSfsEmptyTitle')}
      description={t('detail.idvEmpty')}
    />
  );
}
