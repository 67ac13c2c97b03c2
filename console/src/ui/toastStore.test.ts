import { clearToasts, dismissToast, showToast, shownToasts, subscribeToasts } from './toastStore';

describe('toastStore', () => {
  afterEach(() => clearToasts());

  it('shows errors by default for 5 s, newest first, and at most two at once', () => {
    showToast({ message: 'one' });
    showToast({ message: 'two', intent: 'success', timeout: 6000 });
    expect(shownToasts().map(({ message, intent, timeout }) => ({ message, intent, timeout }))).toEqual([
      { message: 'two', intent: 'success', timeout: 6000 },
      { message: 'one', intent: 'danger', timeout: 5000 },
    ]);
    showToast({ message: 'three' });
    expect(shownToasts().map((t) => t.message)).toEqual(['three', 'two']);
  });

  it('shows the same message once, its timer restarted, and tells the toaster of every change', () => {
    const changes: number[] = [];
    const stop = subscribeToasts(() => changes.push(shownToasts().length));
    showToast({ message: 'Saved', intent: 'success' });
    const first = shownToasts()[0];
    showToast({ message: 'Saved', intent: 'success' });
    const again = shownToasts()[0];
    expect(shownToasts()).toHaveLength(1);
    expect(again.key).toBe(first.key);
    expect(again.shownAt).toBeGreaterThan(first.shownAt);
    dismissToast(again.key);
    stop();
    showToast({ message: 'unheard' });
    expect(changes).toEqual([1, 1, 0]);
  });
});
