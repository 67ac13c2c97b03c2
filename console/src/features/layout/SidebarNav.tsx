import { useLocation } from 'wouter';
import { useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n/I18nProvider';
import { Menu, MenuItem } from '../../ui';
import { selectUser } from '../../app/authSlice';
import { isActivePath, menuFor, type MenuEntry } from './menu';

interface Props {
  onNavigate?: () => void;
}

/** The menu of the signed-in user's type (spec §2). */
export function SidebarNav({ onNavigate }: Props) {
  const t = useT();
  const user = useAppSelector(selectUser);
  const [location, navigate] = useLocation();
  if (!user) return null;
  const item = (entry: MenuEntry, child: boolean) => (
    <MenuItem
      key={`${entry.label}-${entry.path}`}
      href={entry.path}
      icon={entry.icon}
      text={t(entry.label)}
      className={child ? 'menu-child' : undefined}
      active={child || !entry.children ? isActivePath(entry.path, location) : false}
      onClick={(e) => {
        e.preventDefault();
        navigate(entry.path);
        onNavigate?.();
      }}
    />
  );
  return (
    <nav aria-label={t('nav.mainMenu')} className="sidebar-nav">
      <Menu className="sidebar-menu">
        {menuFor(user).flatMap((entry) =>
          entry.children
            ? [
                entry.path === entry.children[0]?.path ? (
                  <li key={`group-${entry.label}`} className="menu-group-title">
                    {t(entry.label)}
                  </li>
                ) : (
                  item(entry, false)
                ),
                ...entry.children.map((c) => item(c, true)),
              ]
            : [item(entry, false)],
        )}
      </Menu>
    </nav>
  );
}
