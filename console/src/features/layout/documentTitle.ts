import type { Translate } from '../../i18n/translate';
import type { MessageKey } from '../../i18n/en';
import type { UserType } from '../../app/authTypes';

/** Spec §2: product name followed by the page title; user type 1 always gets one fixed title. */
export function documentTitle(t: Translate, page: MessageKey | null, userType: UserType | null): string {
  const product = t('app.name');
  if (userType === 1) return t('app.titleSeparator', { product, page: t('app.superAdminTitle') });
  return page ? t('app.titleSeparator', { product, page: t(page) }) : product;
}
