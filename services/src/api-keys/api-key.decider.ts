import { ConflictError, NotFoundError, ValidationError, FieldError } from '../shared/domain/domain-error';
import { Decider, exhaustive } from '../shared/domain/event';
import { ALL_PERMISSIONS } from '../shared/auth/permissions';
import { ApiKeyCreated, ApiKeyEvent } from './api-key.events';
import { localized } from '../shared/i18n';

export interface ApiKeyState {
  exists: boolean;
  revoked: boolean;
  name: string;
}

function evolve(state: ApiKeyState, e: ApiKeyEvent): ApiKeyState {
  switch (e.type) {
    case 'ApiKeyCreated':
      return { ...state, exists: true, name: e.data.name };
    case 'ApiKeyRevoked':
      return { ...state, revoked: true };
    default:
      exhaustive(e);
      return state;
  }
}

export const apiKeyDecider: Decider<ApiKeyState, ApiKeyEvent> = {
  initialState: () => ({ exists: false, revoked: false, name: '' }),
  evolve,
};

export const MAX_KEY_NAME = 100;

/**
 * A key's scopes are the permission ids 1–7 a company admin may grant (a company admin holds every
 * one); at least one, or the key could call nothing.
 */
export function createApiKey(state: ApiKeyState, data: ApiKeyCreated['data']): ApiKeyEvent[] {
  if (state.exists) throw new ConflictError('API_KEY.EXISTS', localized('error.apiKeyExists'));
  const name = (data.name ?? '').trim();
  const errors: FieldError[] = [];
  if (!name) errors.push({ field: 'name', message: localized('error.required') });
  else if (name.length > MAX_KEY_NAME)
    errors.push({ field: 'name', message: localized('error.maxLength', { max: MAX_KEY_NAME }) });
  const permissions = [...new Set(data.permissions)].sort();
  if (!permissions.length)
    errors.push({ field: 'permissions', message: localized('error.choosePermissions') });
  if (permissions.some((p) => !ALL_PERMISSIONS.includes(p as never)))
    errors.push({ field: 'permissions', message: localized('error.unknownPermission') });
  if (errors.length) throw new ValidationError(errors);
  return [{ type: 'ApiKeyCreated', data: { ...data, name, permissions } }];
}

/** Revoking twice is a no-op: the key is refused either way. */
export function revokeApiKey(state: ApiKeyState, by: { id: number; name: string }): ApiKeyEvent[] {
  if (!state.exists) throw new NotFoundError('error.notFound.apiKey');
  if (state.revoked) return [];
  return [{ type: 'ApiKeyRevoked', data: { name: state.name, revokedBy: by } }];
}
