import { NotFoundError, ValidationError } from '../../shared/domain/domain-error';
import { CompanyEvent } from './company.events';
import { changeLogo, companyDecider, createCompany, deleteCompany, renameCompany } from './company.decider';

const given = (...events: CompanyEvent[]) =>
  events.reduce(companyDecider.evolve, companyDecider.initialState());
const created: CompanyEvent = {
  type: 'CompanyCreated',
  data: { companyId: 4, name: 'Northfield University' },
};

describe('company decider', () => {
  it("refuses a blank name with the spec's 'Required'", () => {
    expect(() => createCompany(given(), 4, '   ')).toThrow(ValidationError);
  });
  it('records a rename with the previous name, and nothing for the same name', () => {
    expect(renameCompany(given(created), ' Northfield College ')).toEqual([
      {
        type: 'CompanyRenamed',
        data: { name: 'Northfield College', previous: 'Northfield University', uniqueName: true },
      },
    ]);
    expect(renameCompany(given(created), 'Northfield University')).toEqual([]);
  });
  it('marks new and renamed names as checked unique, so the live-name index arbitrates them', () => {
    expect(createCompany(given(), 5, ' Lakeside College ')).toEqual([
      { type: 'CompanyCreated', data: { companyId: 5, name: 'Lakeside College', uniqueName: true } },
    ]);
  });
  it('numbers logo versions so cached logos are replaced', () => {
    const state = given(created, { type: 'CompanyLogoChanged', data: { version: 1, bytes: 10 } });
    expect(changeLogo(state, 20)).toEqual([{ type: 'CompanyLogoChanged', data: { version: 2, bytes: 20 } }]);
  });
  it('answers a deleted company as not found', () => {
    const state = given(created, { type: 'CompanyDeleted', data: { name: 'Northfield University' } });
    expect(() => deleteCompany(state)).toThrow(NotFoundError);
    expect(() => renameCompany(state, 'x')).toThrow(NotFoundError);
  });
});
