import { openLinkEarly } from './features/capture/captureLink';

/**
 * The applicant's capture page as an entry of its own (capture.html, served for /capture/*; built by
 * vite.capture.config.ts). On a phone over a mobile network each request that waits for another
 * costs a round trip (about 600 ms), so this entry is tiny, loaded `async` (it does not wait for the
 * stylesheet) and does two things at once as soon as it runs: it asks the server about the link, and
 * it starts the page (capture-app.tsx), whose files capture.html already preloads. The console's own
 * /capture/:token route stays for the dev server. docs/performance.md, "The capture page's own build".
 */
openLinkEarly(window.location.pathname);
const page = import('./capture-app');

// An async script may run before the body is parsed.
function mount() {
  const root = document.getElementById('root');
  if (root) void page.then(({ mountCapturePage }) => mountCapturePage(root));
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mount, { once: true });
else mount();
