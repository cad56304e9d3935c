// The printed attic terms: ventilation (decisions 061, 079), the county's zone in the state's edition, the ratio the
// attic's answers allow and the net free area of the attic's own floor; and the insulation's target (decision 062).
// In English and Spanish.
import { describe, expect, it } from 'vitest';
import type { Contract, JobSite } from '../contract/model';
import { saleLaw } from '../contract/sale-law';
import type { CountyRow } from '../insulation/climate-zone-table';
import table from '../insulation/climate-zones/climate-zones.json';
import { siteOf } from '../insulation/job-site';
import { BUNDLED_RULES } from '../legal/state-rules/bundled-rules';
import type { StateRules } from '../legal/state-rules/rules-schema';
import { handWorkedContract } from '../testing/hand-worked-contract';
import { terms } from './legal-text';
import { voiceOf } from './words/contract-words';

const rows = table as unknown as CountyRow[];
const DOUGLAS_WI = siteOf(rows.find(([fips]) => fips === '55031')!);

function inWisconsin(site: JobSite | null): Contract {
  const contract = handWorkedContract();
  return { ...contract, Customer: { ...contract.Customer, State: 'WI' }, ...(site ? { Site: site } : {}) };
}

const text = (contract: Contract, floor: number, ruleSet: readonly StateRules[] = BUNDLED_RULES, language = 'en') =>
  terms(null, saleLaw(contract, ruleSet), [], voiceOf(language as 'en' | 'es'), {
    site: contract.Site ?? null,
    floorSquareFeet: floor,
  })
    .ventilation?.map((run) => run.text)
    .join('') ?? null;

describe('the printed ventilation term', () => {
  it('prints no ventilation term where no attic floor is stated (decision 079)', () => {
    expect(text(inWisconsin(DOUGLAS_WI), 0)).toBeNull();
    expect(text(inWisconsin(null), 0)).toBeNull();
  });

  it('without a county, asks for 1/150, says when 1/300 is allowed, and gives the split as advice', () => {
    expect(text(inWisconsin(null), 900)).toBe(
      'Attic ventilation. The code (IRC R806.2) asks for at least 1 square foot of net free vent area for every 150 ' +
        'square feet of attic floor (1 for every 300 where 40 to 50% of it is within 3 feet of the ridge and, in ' +
        'climate zones 6 to 8, the ceiling has a Class I or II vapor retarder): 864 square inches for this attic’s ' +
        '900 square feet. As good practice, not a requirement of the code, we split it between intake vents low on ' +
        'the roof (at the eaves or soffits) and exhaust vents high on it (at or near the ridge).',
    );
  });

  it('in Douglas County, WI (zone 6A in 2021), with no answers, asks for 1/150 of 1,500 sq ft: 1,440 sq in', () => {
    expect(text(inWisconsin(DOUGLAS_WI), 1500)).toBe(
      'Attic ventilation. For climate zone 6A (Douglas County, WI, 2021 IECC map), the code (IRC R806.2) asks for ' +
        'at least 1 square foot of net free vent area for every 150 square feet of attic floor: 1,440 square ' +
        'inches for this attic’s 1,500 square feet. As good practice, not a requirement of the code, we split it ' +
        'between intake vents low on the roof (at the eaves or soffits) and exhaust vents high on it (at or near ' +
        'the ridge).',
    );
  });

  it('with a vapor retarder and high vents, allows 1/300: 720 sq in, 288 to 360 of them near the ridge', () => {
    const site = { ...DOUGLAS_WI, VaporRetarder: true, HighVents: true };
    expect(text(inWisconsin(site), 1500)).toBe(
      'Attic ventilation. For climate zone 6A (Douglas County, WI, 2021 IECC map), the code (IRC R806.2) asks for ' +
        'at least 1 square foot of net free vent area for every 300 square feet of attic floor, since 40 to 50% of ' +
        'the vent area is within 3 feet of the ridge and the ceiling has a Class I or II vapor retarder: 720 ' +
        'square inches for this attic’s 1,500 square feet, 288 to 360 of them within 3 feet of the ridge and the ' +
        'rest low on the roof, at the eaves or soffits.',
    );
  });

  it('follows the edition the state’s rules name: zone 7 on the 2015 map', () => {
    const federal = BUNDLED_RULES.find((rules) => rules.state === 'US')!;
    const wisconsin2015: StateRules = {
      ...federal,
      state: 'WI',
      name: 'Wisconsin',
      energyCode: {
        iecc: 2015,
        cite: [
          {
            label: 'Wis. Admin. Code SPS 322',
            url: 'https://docs.legis.wisconsin.gov/code/admin_code/sps/safety_and_buildings_and_environment/320_325/322',
            checked: '2026-11-28',
          },
        ],
      },
    };
    expect(text(inWisconsin(DOUGLAS_WI), 1500, [...BUNDLED_RULES, wisconsin2015])).toContain(
      'For climate zone 7 (Douglas County, WI, 2015 IECC map)',
    );
  });

  it('in Spanish', () => {
    const site = { ...DOUGLAS_WI, VaporRetarder: true, HighVents: true };
    expect(text(inWisconsin(site), 1500, BUNDLED_RULES, 'es')).toBe(
      'Ventilación del ático. Para la zona climática 6A (Douglas County, WI, mapa del IECC de 2021), el código ' +
        '(IRC R806.2) pide al menos 1 pie cuadrado de área libre neta de ventilación por cada 300 pies cuadrados ' +
        'de piso del ático, ya que entre el 40 y el 50% del área de ventilación está a 3 pies o menos de la ' +
        'cumbrera y el techo tiene un retardador de vapor de clase I o II: 720 pulgadas cuadradas para los 1,500 ' +
        'pies cuadrados de este ático, de ellas entre 288 y 360 a 3 pies o menos de la cumbrera y el resto en la ' +
        'parte baja del techo, en los aleros o sofitos.',
    );
  });
});

const insulation = (contract: Contract, language: 'en' | 'es' = 'en', ruleSet = BUNDLED_RULES) =>
  terms(null, saleLaw(contract, ruleSet), [], voiceOf(language), { site: contract.Site ?? null, floorSquareFeet: 0 })
    .insulation?.map((run) => run.text)
    .join('') ?? null;

describe('the printed insulation term', () => {
  it('says nothing before the agent chooses a target', () => {
    expect(insulation(inWisconsin(DOUGLAS_WI))).toBeNull();
    expect(insulation(inWisconsin(null))).toBeNull();
  });

  it('gives the code minimum of the edition, what is there and the layer to add', () => {
    const site: JobSite = { ...DOUGLAS_WI, Target: 'code', Existing: { Material: 'fiberglass-batts', Inches: 3.5 } };
    expect(insulation(inWisconsin(site))).toBe(
      'Attic insulation. Target: R-60, the minimum the 2021 IECC sets for new homes in climate zone 6A. The attic ' +
        'has about R-10 now (3.5 inches of fiberglass batts, counted at R-2.9 per inch), so the insulation we add ' +
        'gives at least R-50.',
    );
  });

  it('gives ENERGY STAR’s single figure for the attic, with the chart it comes from, in Spanish too', () => {
    const site: JobSite = { ...DOUGLAS_WI, Target: 'energy-star' };
    expect(insulation(inWisconsin(site))).toBe(
      'Attic insulation. Target: R-60, ENERGY STAR’s recommendation for an existing home’s uninsulated attic in ' +
        'climate zone 6A (“Recommended Home Insulation R-Values”, after the 2021 IECC, Table R402.1.3). We count no ' +
        'insulation in the attic now, so the insulation we add gives at least R-60.',
    );
    const withCellulose: JobSite = { ...site, Existing: { Material: 'loose-cellulose', Inches: 4 } };
    expect(insulation(inWisconsin(withCellulose), 'es')).toBe(
      'Aislamiento del ático. Objetivo: R-49, la recomendación de ENERGY STAR para el ático de una casa existente ' +
        'que ya tiene de 3 a 4 pulgadas en la zona climática 6A («Recommended Home Insulation R-Values», según la ' +
        'tabla R402.1.3 del IECC de 2021). El ático tiene ahora unos R-12 (4 pulgadas de celulosa suelta, contadas ' +
        'a R-3.2 por pulgada), así que el aislamiento que añadimos da al menos R-37.',
    );
  });

  it('follows the insulation sold when the option chosen sells another R, and says the recommendation beside it', () => {
    const site: JobSite = {
      ...DOUGLAS_WI,
      Target: 'energy-star',
      Existing: { Material: 'fiberglass-batts', Inches: 4 },
    };
    const soldTo = (soldR: number | null, language: 'en' | 'es' = 'en') =>
      terms(null, saleLaw(inWisconsin(site), BUNDLED_RULES), [], voiceOf(language), {
        site,
        floorSquareFeet: 0,
        soldR,
      })
        .insulation?.map((run) => run.text)
        .join('');
    expect(soldTo(60)).toBe(
      'Attic insulation. Target: R-60, the level the attic insulation in this contract is sold to. R-49 is ' +
        'ENERGY STAR’s recommendation for an existing home’s attic with 3 to 4 inches already in climate zone 6A ' +
        '(“Recommended Home Insulation R-Values”, after the 2021 IECC, Table R402.1.3). The attic has about R-11 now ' +
        '(4 inches of fiberglass batts, counted at R-2.9 per inch), so the insulation we add gives at least R-49.',
    );
    expect(soldTo(60, 'es')).toContain(
      'Objetivo: R-60, el nivel al que se vende el aislamiento del ático de este contrato. R-49 es la recomendación',
    );
    // Sold to the figure recommended: one target, said once.
    expect(soldTo(49)).toContain('Target: R-49, ENERGY STAR’s recommendation');
    expect(soldTo(null)).toContain('Target: R-49, ENERGY STAR’s recommendation');
  });
});
