import { ConflictError, NotFoundError, ValidationError } from '../../shared/domain/domain-error';
import { Decider, exhaustive } from '../../shared/domain/event';
import { CompanyEvent } from './company.events';
import { localized } from '../../shared/i18n';

export interface CompanyState {
  exists: boolean;
  deleted: boolean;
  name: string;
  logoVersion: number;
}

function evolve(state: CompanyState, event: CompanyEvent): CompanyState {
  switch (event.type) {
    case 'CompanyCreated':
      return { ...state, exists: true, name: event.data.name };
    case 'CompanyRenamed':
      return { ...state, name: event.data.name };
    case 'CompanyLogoChanged':
      return { ...state, logoVersion: event.data.version };
    case 'CompanyDeleted':
      return { ...state, deleted: true };
    default:
      exhaustive(event);
      return state;
  }
}

export const companyDecider: Decider<CompanyState, CompanyEvent> = {
  initialState: () => ({ exists: false, deleted: false, name: '', logoVersion: 0 }),
  evolve,
};

export function requireLiveCompany(state: CompanyState): void {
  if (!state.exists || state.deleted) throw new NotFoundError('error.notFound.company');
}

export function createCompany(state: CompanyState, companyId: number, name: string): CompanyEvent[] {
  if (state.exists) throw new ConflictError('COMPANY.EXISTS', localized('error.companyExists'));
  return [{ type: 'CompanyCreated', data: { companyId, name: requiredName(name), uniqueName: true } }];
}

export function renameCompany(state: CompanyState, name: string): CompanyEvent[] {
  requireLiveCompany(state);
  const next = requiredName(name);
  return next === state.name
    ? []
    : [{ type: 'CompanyRenamed', data: { name: next, previous: state.name, uniqueName: true } }];
}

export function changeLogo(state: CompanyState, bytes: number): CompanyEvent[] {
  requireLiveCompany(state);
  return [{ type: 'CompanyLogoChanged', data: { version: state.logoVersion + 1, bytes } }];
}

export function deleteCompany(state: CompanyState): CompanyEvent[] {
  requireLiveCompany(state);
  return [{ type: 'CompanyDeleted', data: { name: state.name } }];
}

function requiredName(name: string): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed) throw new ValidationError([{ field: 'name', message: localized('error.required') }]);
  if (trimmed.length > 255)
    throw new ValidationError([{ field: 'name', message: localized('error.maxLength', { max: 255 }) }]);
  return trimmed;
}
