import { BrandingLogo } from './BrandingLogo';
import { SidebarFooter } from './SidebarFooter';
import { SidebarNav } from './SidebarNav';

interface Props {
  onNavigate?: () => void;
}

/** The 258 px sidebar: branding, menu, user footer. */
export function Sidebar({ onNavigate }: Props) {
  return (
    <aside className="sidebar">
      <BrandingLogo />
      <SidebarNav onNavigate={onNavigate} />
      <SidebarFooter onNavigate={onNavigate} />
    </aside>
  );
}
