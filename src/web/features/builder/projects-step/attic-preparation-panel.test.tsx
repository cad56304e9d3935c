// @vitest-environment jsdom
// Attic preparation on the Projects step: the counts the agent makes give depth markers and projects to add, each
// added only by the agent's tap, with its count as the quantity (decision 063).
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import workscopes from '#domain/catalogue/starter-catalogue.json';
import type { Contract, WorkScope } from '#domain/contract/model';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import { useCatalogueStore } from '#web/sync/catalogue-download';
import { builderContract, renderStep } from '#web/testing/builder';
import { ProjectsStep } from './projects-step';

const HEATING = 'Lower heating bills';

/** The hand-worked contract in Douglas County, WI, whose attic floor the Customer step stated (decision 079). */
function withAttic(floor: number): Contract {
  const contract = handWorkedContract();
  const room = { Id: 'r', RoomName: 'Attic', Width: 30, Length: floor / 30, Total: floor };
  const site = {
    CountyFips: '55031',
    County: 'Douglas County, WI',
    State: 'WI',
    Zone2015: '7',
    Zone2021: '6A',
    AtticFloor: floor,
  };
  return {
    ...contract,
    Customer: { ...contract.Customer, State: 'WI' },
    Site: site,
    Area: { Total: floor + 168, AreaRoom: [room, { ...room, Id: 'l', RoomName: 'Living room', Total: 168 }] },
  };
}

beforeEach(() => {
  useCatalogueStore.setState({ scopes: workscopes as WorkScope[], loaded: true });
});
afterEach(() => {
  cleanup();
  useBuilderStore.setState({ contract: null, loaded: false });
  useCatalogueStore.setState({ scopes: null, loaded: false });
});

function renderWith(contract: Contract) {
  useBuilderStore.setState({ contract, loaded: true });
  const user = userEvent.setup();
  renderStep('/builder/projects', <ProjectsStep />);
  return { user, panel: () => screen.getByRole('region', { name: 'Attic preparation' }) };
}

describe('attic preparation', () => {
  it("counts the depth markers of the attic's own floor, not the house's, and suggests nothing before the counts", () => {
    const { panel } = renderWith(withAttic(1500));
    expect(panel()).toHaveTextContent('Depth markers: 5, one per 300 sq ft of the attic’s 1,500 sq ft.');
    expect(within(panel()).queryByRole('list', { name: 'Suggested preparation' })).not.toBeInTheDocument();
  });

  it('offers baffles, light covers and the hatch, and adds one only when the agent taps it', async () => {
    const { user, panel } = renderWith(withAttic(1500));
    await user.type(within(panel()).getByRole('textbox', { name: 'Rafter bays vented at the eaves' }), '24');
    await user.type(within(panel()).getByRole('textbox', { name: 'Recessed lights not rated IC' }), '3');
    await user.selectOptions(within(panel()).getByRole('combobox', { name: 'Attic access' }), 'Scuttle hatch');
    const suggested = within(panel()).getByRole('list', { name: 'Suggested preparation' });
    expect(
      within(suggested)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Rafter Vent Baffles & Wind Dams, 24: 24 vented rafter bays: a baffle in each keeps the vents open.Add',
      'Recessed Light Covers, 3: 3 recessed lights not rated IC: insulation stays 3 in. away.Add',
      'Attic Scuttle Hatch Insulate & Weatherstrip, 1: the attic hatch, insulated and weatherstripped to the attic’s level.Add',
    ]);
    const before = builderContract().Goals[0]!.Projects.length;
    await user.click(
      within(panel()).getByRole('button', { name: `Add Rafter Vent Baffles & Wind Dams, 24, to ${HEATING}` }),
    );
    const projects = builderContract().Goals[0]!.Projects;
    expect(projects).toHaveLength(before + 1);
    const baffles = projects.at(-1)!;
    expect(baffles).toMatchObject({ Wsid: 'A4-01', Selected: true });
    const rate = baffles.Calculations[0]!.Rate;
    expect(baffles.Calculations[0]).toMatchObject({ Quantity: 24 });
    expect(baffles.SubTotal).toBe(Math.round(24 * rate));
    // Once on the contract it is no longer suggested; the rest still are.
    expect(within(panel()).queryByRole('button', { name: /Add Rafter Vent Baffles/ })).not.toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: /Add Recessed Light Covers/ })).toBeInTheDocument();
  });

  it('says how to type a count it cannot read', async () => {
    const { user, panel } = renderWith(withAttic(1500));
    const bays = within(panel()).getByRole('textbox', { name: 'Rafter bays vented at the eaves' });
    await user.type(bays, 'two dozen');
    expect(bays).toBeInvalid();
    expect(bays).toHaveAccessibleDescription('Type a whole number, like 24');
  });

  it('is not shown without blown attic insulation', () => {
    const contract = handWorkedContract();
    const goals = contract.Goals.map((goal) => ({
      ...goal,
      Projects: goal.Projects.filter((project) => project.Wsid !== 'A1-02'),
    }));
    renderWith({ ...contract, Goals: goals });
    expect(screen.queryByRole('region', { name: 'Attic preparation' })).not.toBeInTheDocument();
  });
});
