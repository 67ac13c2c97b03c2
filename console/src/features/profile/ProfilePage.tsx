import { useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Button, Card, Drawer, H2, Menu, MenuItem, PageHeader } from '../../ui';
import { NARROW_SCREEN, useMediaQuery } from '../layout/useMediaQuery';
import { ChangePasswordForm } from './ChangePasswordForm';
import { OwnSessionsCard } from '../sessions/OwnSessionsCard';
import { TwoStepCard } from '../auth/mfa/TwoStepCard';

/** /profile: side menu (Password, Sessions, Two-step sign-in); on small screens it sits in a drawer labelled More. */
export function ProfilePage() {
  const t = useT();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [section, setSection] = useState<'password' | 'sessions' | 'two-step'>('password');
  const show = (next: typeof section) => {
    setSection(next);
    setDrawerOpen(false);
  };
  const sideMenu = (
    <Menu className="profile-menu">
      <MenuItem
        icon="lock"
        text={t('profile.menuPassword')}
        active={section === 'password'}
        onClick={() => show('password')}
      />
      <MenuItem
        icon="desktop"
        text={t('profile.menuSessions')}
        active={section === 'sessions'}
        onClick={() => show('sessions')}
      />
      <MenuItem
        icon="key"
        text={t('mfa.cardTitle')}
        active={section === 'two-step'}
        onClick={() => show('two-step')}
      />
    </Menu>
  );
  return (
    <div className="page page-narrow">
      <PageHeader
        title={t('profile.title')}
        actions={
          narrow ? (
            <Button icon="more" text={t('profile.more')} onClick={() => setDrawerOpen(true)} />
          ) : undefined
        }
      />
      <div className="profile-body">
        {narrow ? (
          <Drawer
            isOpen={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            title={t('profile.more')}
            position="left"
            size={240}
          >
            {sideMenu}
          </Drawer>
        ) : (
          <Card className="profile-side">{sideMenu}</Card>
        )}
        {section === 'two-step' ? (
          <TwoStepCard />
        ) : (
          <Card className="profile-main">
            {section === 'password' ? (
              <>
                <H2 className="heading-as-h4">{t('profile.heading')}</H2>
                <ChangePasswordForm />
              </>
            ) : (
              <OwnSessionsCard />
            )}
          </Card>
        )}
      </div>
    </div>
  );
}
