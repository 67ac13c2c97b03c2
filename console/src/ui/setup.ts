import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { FocusStyleManager } from '@blueprintjs/core';
import { Icons } from '@blueprintjs/icons';
import { applyTheme, type Theme } from './theme';

export { BlueprintProvider as UiProvider } from '@blueprintjs/core';

/** Blueprint's global setup, once before the first render. */
export function setupUi(theme: Theme): void {
  // One chunk with every icon path: simpler for the bundler than Blueprint's per-icon dynamic imports.
  Icons.setLoaderOptions({ loader: 'all' });
  FocusStyleManager.onlyShowFocusOnTabs();
  applyTheme(theme);
}
