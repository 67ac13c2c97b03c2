import { Icons, type IconName, type IconPaths, type IconPathsLoader } from '@blueprintjs/icons';
import Camera16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/camera';
import DoubleCaretVertical16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/double-caret-vertical';
import Envelope16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/envelope';
import Error16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/error';
import EyeOff16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/eye-off';
import EyeOpen16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open';
import FolderOpen16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/folder-open';
import IdNumber16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/id-number';
import InfoSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign';
import Lock16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/lock';
import SendTo16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/send-to';
import Tick16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick';
import TickCircle16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle';
import WarningSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign';
import Disable20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/disable';
import TickCircle20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/tick-circle';

// One module per icon, not the size's index: importing that statically would put all of them in the entry.

/**
 * The icons of the pages opened first, and on a phone (sign-in, the applicant's capture page,
 * Blueprint's callout and select icons), ship with the entry: a few KB. Every other icon comes with
 * its size's whole set (about 80 KB compressed), fetched the first time one shows, which only the
 * back office does (docs/performance.md). An icon missing here still shows, just later.
 */
const light16: Partial<Record<IconName, IconPaths>> = {
  camera: Camera16,
  'double-caret-vertical': DoubleCaretVertical16,
  envelope: Envelope16,
  error: Error16,
  'eye-off': EyeOff16,
  'eye-open': EyeOpen16,
  'folder-open': FolderOpen16,
  'id-number': IdNumber16,
  'info-sign': InfoSign16,
  lock: Lock16,
  'send-to': SendTo16,
  tick: Tick16,
  'tick-circle': TickCircle16,
  'warning-sign': WarningSign16,
};
const light20: Partial<Record<IconName, IconPaths>> = { disable: Disable20, 'tick-circle': TickCircle20 };

/** Record keys of the generated path modules are the names in PascalCase (add-row-top → AddRowTop). */
const recordKey = (name: string) =>
  name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase());

/** Blueprint's custom icon loader (Icons.setLoaderOptions): the paths of one icon at 16 or 20 px. */
export const loadIconPaths: IconPathsLoader = async (name, size) => {
  const large = size >= 20;
  const light = (large ? light20 : light16)[name];
  if (light) return light;
  const all = large
    ? await import('@blueprintjs/icons/lib/esm/generated/20px/paths')
    : await import('@blueprintjs/icons/lib/esm/generated/16px/paths');
  // Blueprint types each generated module's named exports, not the module as a record of paths.
  return (all as unknown as Record<string, IconPaths>)[recordKey(name)];
};

/**
 * Puts the icons shipped with the entry into Blueprint's cache (no network: the loader has them), so
 * their first render is already an SVG. Blueprint's Icon renders an empty span while an icon is not
 * cached, and Blueprint's CSS gives that span its icon font: the browser then downloads the font
 * files. Call after setupUi (it installs loadIconPaths).
 */
export async function loadShippedIcons(): Promise<void> {
  await Promise.all([
    Icons.load(Object.keys(light16) as IconName[], 16),
    Icons.load(Object.keys(light20) as IconName[], 20),
  ]);
}
