/** Keys of everything the console keeps in localStorage. */
export const StorageKeys = {
  token: 'token',
  user: 'user',
  brandings: 'brandings',
  savedPath: 'savedPath',
  theme: 'theme',
  language: 'language',
} as const;

/** Preferences survive sign-out and the post-password-change wipe; everything else is session data. */
const preferenceKeys: readonly string[] = [StorageKeys.theme, StorageKeys.language];

export function readString(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the app still works for this tab.
  }
}

export function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // see writeString
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readString(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

/** Clears token, user, brandings, saved path and any other session data; keeps theme and language. */
export function clearSession(): void {
  try {
    const keys = Object.keys(window.localStorage);
    for (const key of keys) if (!preferenceKeys.includes(key)) window.localStorage.removeItem(key);
  } catch {
    // see writeString
  }
}
