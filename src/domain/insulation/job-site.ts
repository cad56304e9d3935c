// The job site's county and the attic's answers on a contract (docs/decisions/061-job-site-and-ventilation.md): set
// from a row of the climate-zone table, read back only while it is in the customer's state.
import type { Contract, JobSite } from '../contract/model';
import { stateCode } from '../legal/us-states';
import type { ClimateZone, CountyRow, IeccEdition } from './climate-zone-table';

/**
 * 'Eau Claire County, WI' as the Census names it: parishes in Louisiana, Alaska's boroughs and areas by their name,
 * and the independent cities (county codes from 510) as 'Baltimore city', apart from Baltimore County.
 */
export function countyLabel([fips, county, state]: CountyRow): string {
  const city = Number(fips.slice(2)) >= 510;
  let name: string;
  if (state === 'LA') name = `${county} Parish`;
  else if (state === 'AK' || state === 'DC') name = county;
  else if (city) name = /City$/.test(county) ? county : `${county} city`;
  else name = `${county} County`;
  return `${name}, ${state}`;
}

/** The site of a county the agent confirmed; the attic's answers are kept when the county is the same one. */
export function siteOf(row: CountyRow, previous?: JobSite): JobSite {
  const [CountyFips, , State, Zone2015, Zone2021] = row;
  const { VaporRetarder, HighVents, Existing, Target, AtticFloor } = previous ?? {};
  return {
    CountyFips,
    County: countyLabel(row),
    State,
    Zone2015,
    Zone2021,
    ...(VaporRetarder === undefined ? {} : { VaporRetarder }),
    ...(HighVents === undefined ? {} : { HighVents }),
    ...(Existing === undefined ? {} : { Existing }),
    ...(Target === undefined ? {} : { Target }),
    ...(AtticFloor === undefined ? {} : { AtticFloor }),
  };
}

/** The contract's site while it is in the customer's state; null when not set, or set for a state since changed. */
export function currentSite(contract: Pick<Contract, 'Site' | 'Customer'>): JobSite | null {
  const site = contract.Site;
  return site && site.State === stateCode(contract.Customer.State) ? site : null;
}

export function zoneIn(site: JobSite, edition: IeccEdition): ClimateZone {
  return edition === 2015 ? site.Zone2015 : site.Zone2021;
}

/** The contract with its site set, or taken off (null). */
export function setSite(contract: Contract, site: JobSite | null): Contract {
  const { Site: _previous, ...rest } = contract;
  return site ? { ...rest, Site: site } : rest;
}
