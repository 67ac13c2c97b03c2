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
  const active = (entry: MenuEntry, child: boolean) =>
    child || !entry.children ? isActivePath(entry.path, location) : false;
  const item = (entry: MenuEntry, child: boolean) => (
    <MenuItem
      key={`${entry.label}-${entry.path}`}
      href={entry.path}
      icon={entry.icon}
      text={t(entry.label)}
      className={child ? 'menu-child' : undefined}
      // A navigation list of links, not an application menu (WCAG 1.3.1, 4.1.2): role="menu" would
      // require menuitem children only, and the group titles are plain list items.
      roleStructure="listitem"
      active={active(entry, child)}
      aria-current={active(entry, child) ? 'page' : undefined}
      onClick={(e) => {
        e.preventDefault();
        navigate(entry.path);
        onNavigate?.();
      }}
    />
  );
  return (
    <nav aria-label={t('nav.mainMenu')} className="sidebar-nav">
      <Menu className="sidebar-menu" role="list">
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
