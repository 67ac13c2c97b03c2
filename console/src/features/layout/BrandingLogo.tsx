import { useEffect } from 'react';
import { useAppSelector } from '../../app/hooks';
import { StorageKeys, readJson, writeJson } from '../../app/storage';
import { useT } from '../../i18n/I18nProvider';
import { selectUser } from '../../app/authSlice';
import { useCompanyBrandingQuery } from './brandingApi';

interface StoredBranding {
  userId: number;
  logo_url: string | null;
}

/** Sidebar header: the company logo (GET /get-company-branding/{userId}) above the product name. */
export function BrandingLogo() {
  const t = useT();
  const user = useAppSelector(selectUser);
  const skip = !user || user.user_type === 1;
  const { data } = useCompanyBrandingQuery(user?.id ?? 0, { skip });
  // The stored copy paints the logo at once on reload; sign-out clears it with the other session data.
  const stored = readJson<StoredBranding>(StorageKeys.brandings);
  const logoUrl = data ? data.logo_url : stored && stored.userId === user?.id ? stored.logo_url : null;
  useEffect(() => {
    if (data && user)
      writeJson(StorageKeys.brandings, { userId: user.id, logo_url: data.logo_url } satisfies StoredBranding);
  }, [data, user]);
  return (
    <div className="sidebar-brand">
      {logoUrl && !skip ? <img className="company-logo" src={logoUrl} alt={t('layout.companyLogo')} /> : null}
      <div className="product-name">
        <span className="product-mark" aria-hidden="true">
          V
        </span>
        {t('app.name')}
      </div>
    </div>
  );
}
