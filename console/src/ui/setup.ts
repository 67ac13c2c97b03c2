import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { FocusStyleManager } from '@blueprintjs/core';
import { Icons } from '@blueprintjs/icons';
import { loadIconPaths } from './iconLoader';
import { applyTheme, type Theme } from './theme';

export { BlueprintProvider as UiProvider } from '@blueprintjs/core';

/** Blueprint's global setup, once before the first render. */
export function setupUi(theme: Theme): void {
  // Each icon's paths on first use, in a chunk of its own (iconLoader.ts).
  Icons.setLoaderOptions({ loader: loadIconPaths });
  FocusStyleManager.onlyShowFocusOnTabs();
  applyTheme(theme);
}
