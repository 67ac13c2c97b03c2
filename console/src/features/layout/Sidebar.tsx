import { BrandingLogo } from './BrandingLogo';
import { SidebarFooter } from './SidebarFooter';
import { SidebarNav } from './SidebarNav';

interface Props {
  onNavigate?: () => void;
  /** In the narrow screens' drawer, where the top bar is the page's banner already. */
  inDrawer?: boolean;
}

/** The 258 px sidebar: branding, menu, user footer. */
export function Sidebar({ onNavigate, inDrawer = false }: Props) {
  // The page's banner landmark (WCAG 1.3.1): branding, the main menu (a nav) and the user's controls.
  const Frame = inDrawer ? 'div' : 'header';
  return (
    <Frame className="sidebar">
      <BrandingLogo />
      <SidebarNav onNavigate={onNavigate} />
      <SidebarFooter onNavigate={onNavigate} />
    </Frame>
  );
}
