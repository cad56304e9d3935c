// The job site on the Customer step (docs/decisions/061-job-site-and-ventilation.md): the county, suggested from the
// ZIP code and confirmed by the agent, its climate zone in the state's edition, and the attic's ventilation answers
// where they change what the code asks.
import { Button, Form } from 'react-bootstrap';
import type { Contract, JobSite } from '#domain/contract/model';
import { countiesOf } from '#domain/insulation/climate-zone-table';
import { countyLabel, currentSite, siteOf, zoneIn } from '#domain/insulation/job-site';
import { ventilationFor, ventilationQuestions } from '#domain/insulation/ventilation';
import { countyOfZip } from '#domain/insulation/zip-county-table';
import { formatCount, formatSquareFeet } from '#domain/format/money-format';
import { ieccEditionOf } from '#domain/legal/state-law';
import { stateCode } from '#domain/legal/us-states';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import { useSaleLaw } from '#web/sync/state-rules';
import { AtticFloorField } from './attic-floor-field';
import { AtticInsulationFields } from './attic-insulation-fields';
import { atticRSold } from '#domain/insulation/attic-target';
import { useCountyTables } from './county-tables';

const SITE_NOTE_ID = 'job-site-note';

type Answer = 'VaporRetarder' | 'HighVents';

const QUESTIONS: Record<Answer, string> = {
  HighVents: 'Are 40 to 50% of the attic’s vents within 3 feet of the ridge, the rest low at the eaves?',
  VaporRetarder:
    'Does the ceiling have a Class I or II vapor retarder (polyethylene or kraft facing) on its warm side?',
};

export function JobSiteFields({ contract }: { contract: Contract }) {
  const setSite = useBuilderStore((state) => state.setSite);
  const law = useSaleLaw(contract);
  const tables = useCountyTables();
  const state = stateCode(contract.Customer.State);
  const site = currentSite(contract);
  const edition = ieccEditionOf(law.rules);

  if (!tables) return <p className="text-body-secondary mb-0">Loading the counties…</p>;
  if (!state) {
    return (
      <fieldset>
        <legend className="fs-5">Job site</legend>
        <p className="text-body-secondary mb-0">Type the job site’s state to choose its county and climate zone.</p>
      </fieldset>
    );
  }

  const counties = countiesOf(tables.counties, state);
  const zipFips = countyOfZip(tables.zips, contract.Customer.PostalCode);
  const suggested = counties.find(([fips]) => fips === zipFips);
  const stale = contract.Site && !site ? contract.Site : null;

  function choose(fips: string) {
    const row = counties.find(([candidate]) => candidate === fips);
    setSite(row ? siteOf(row, site?.CountyFips === fips ? site : undefined) : null);
  }

  function answer(field: Answer, value: boolean | undefined) {
    if (!site) return;
    const { [field]: _previous, ...rest } = site;
    setSite(value === undefined ? rest : { ...rest, [field]: value });
  }

  return (
    <fieldset className="job-site">
      <legend className="fs-5">Job site</legend>
      <Form.Group controlId="job-site-county">
        <Form.Label>County</Form.Label>
        <Form.Select
          value={site?.CountyFips ?? ''}
          aria-describedby={SITE_NOTE_ID}
          onChange={(event) => choose(event.target.value)}
        >
          <option value="">Choose the county</option>
          {counties.map((row) => (
            <option key={row[0]} value={row[0]}>
              {countyLabel(row)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {suggested && site?.CountyFips !== suggested[0] && (
        <div className="mt-2 d-flex flex-wrap align-items-center gap-2">
          <span>
            ZIP code {contract.Customer.PostalCode.trim()} is mostly in {countyLabel(suggested)}.
          </span>
          <Button variant="outline-primary" size="sm" onClick={() => choose(suggested[0])}>
            Use {countyLabel(suggested)}
          </Button>
        </div>
      )}
      <Form.Text id={SITE_NOTE_ID} as="p" className="mb-2">
        {siteNote(site, stale, edition)}
      </Form.Text>
      {site && <AtticFloorField site={site} area={contract.Area} onChange={setSite} />}
      {site && <VentilationAnswers site={site} edition={edition} floor={site.AtticFloor ?? 0} onAnswer={answer} />}
      {site && (
        <AtticInsulationFields site={site} edition={edition} soldR={atticRSold(contract.Goals)} onChange={setSite} />
      )}
    </fieldset>
  );
}

function siteNote(site: JobSite | null, stale: JobSite | null, edition: 2015 | 2021): string {
  if (site) return `Climate zone ${zoneIn(site, edition)} (${edition} IECC map).`;
  if (stale) return `${stale.County} is not in the customer’s state: choose the county again.`;
  return 'A ZIP code can cross county lines: confirm the county the house is in.';
}

interface VentilationAnswersProps {
  site: JobSite;
  edition: 2015 | 2021;
  floor: number;
  onAnswer: (field: Answer, value: boolean | undefined) => void;
}

function VentilationAnswers({ site, edition, floor, onAnswer }: VentilationAnswersProps) {
  const zone = zoneIn(site, edition);
  const asked = ventilationQuestions(zone);
  const fields: Answer[] = asked.vaporRetarder ? ['HighVents', 'VaporRetarder'] : ['HighVents'];
  const vent = ventilationFor(zone, site, floor);
  const size = vent.squareInches > 0 ? `: ${formatCount(vent.squareInches)} sq in for ${formatSquareFeet(floor)}` : '';
  return (
    <>
      {fields.map((field) => (
        <fieldset key={field} className="mb-2">
          <legend className="form-label fs-6 mb-1">{QUESTIONS[field]}</legend>
          {(
            [
              ['Yes', true],
              ['No', false],
              ['Not known', undefined],
            ] as const
          ).map(([label, value]) => (
            <Form.Check
              key={label}
              className="choice-inline"
              type="radio"
              id={`job-site-${field}-${label.replace(' ', '-').toLowerCase()}`}
              name={`job-site-${field}`}
              label={label}
              checked={site[field] === value}
              onChange={() => onAnswer(field, value)}
            />
          ))}
        </fieldset>
      ))}
      <p className="mb-0" role="status" aria-label="Attic ventilation">
        Attic ventilation: 1 sq ft of net free vent area per {vent.perSquareFeet} sq ft of attic floor{size}.
      </p>
    </>
  );
}
