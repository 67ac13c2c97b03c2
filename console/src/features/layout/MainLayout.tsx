import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Button, Drawer } from '../../ui';
import { PageFooter } from './PageFooter';
import { Sidebar } from './Sidebar';
import { SkipLink, MAIN_CONTENT_ID } from './SkipLink';
import { NARROW_SCREEN, useMediaQuery } from './useMediaQuery';

interface Props {
  children: ReactNode;
  /** Extra class for the content column (the companies layout uses a wider frame). */
  variant?: 'main' | 'companies';
}

/** Sidebar + content + page footer; on narrow screens the sidebar moves into a drawer. */
export function MainLayout({ children, variant = 'main' }: Props) {
  const t = useT();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [open, setOpen] = useState(false);
  return (
    <div className={`app-shell app-shell-${variant}`}>
      <SkipLink />
      {narrow ? (
        <>
          <header className="topbar">
            <Button
              variant="minimal"
              icon="menu"
              aria-label={t('layout.openMenu')}
              onClick={() => setOpen(true)}
            />
            <span className="topbar-title">{t('app.name')}</span>
          </header>
          <Drawer
            isOpen={open}
            onClose={() => setOpen(false)}
            position="left"
            size={258}
            className="sidebar-drawer"
          >
            <Sidebar inDrawer onNavigate={() => setOpen(false)} />
          </Drawer>
        </>
      ) : (
        <Sidebar />
      )}
      <div className="content-column">
        <main className="content" id={MAIN_CONTENT_ID} tabIndex={-1}>
          {children}
        </main>
        <PageFooter />
      </div>
    </div>
  );
}

/** Spec §2: /companies sits in its own layout (same chrome, full-width content frame). */
export function CompaniesLayout({ children }: { children: ReactNode }) {
  return <MainLayout variant="companies">{children}</MainLayout>;
}
