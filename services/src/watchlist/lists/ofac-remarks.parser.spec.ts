import { parseOfacRemarks } from './ofac-remarks.parser';

describe('parseOfacRemarks', () => {
  it('reads full, month and year dates of birth, including alt. DOBs', () => {
    const facts = parseOfacRemarks('DOB 03 May 1938; alt. DOB Dec 1940; alt. DOB 1942; POB Egypt.');
    expect(facts.datesOfBirth).toEqual(['1938-05-03', '1940-12', '1942']);
  });

  it('expands ranges and circa dates to the covered years', () => {
    expect(parseOfacRemarks('DOB 1961 to 1963;').datesOfBirth).toEqual(['1961', '1962', '1963']);
    expect(parseOfacRemarks('DOB circa 1960;').datesOfBirth).toEqual(['1959', '1960', '1961']);
  });

  it('collects nationality and citizenship, and weak a.k.a.s', () => {
    const facts = parseOfacRemarks(
      "nationality Korea, North; alt. nationality Syria; citizen Iran; a.k.a. 'ABU ALI'; a.k.a. 'THE DOCTOR'.",
    );
    expect(facts.countryNames).toEqual(['Korea, North', 'Syria', 'Iran']);
    expect(facts.weakAliases).toEqual(['ABU ALI', 'THE DOCTOR']);
  });
});
