import { describe, expect, it } from 'vitest';
import { handWorkedContract } from '../testing/hand-worked-contract';
import { scope } from '../testing/builders';
import { differences, NONE, sameCloudContent } from './differences';
import {
  addGoal,
  addProject,
  removeGoal,
  removeProject,
  renameGoal,
  setProjectSelected,
  setTreatmentNotes,
  updateCalculation,
} from './edits';
import { projectFromWorkScope } from './factories';
import type { Contract } from './model';
import { markChanged, markSynced } from './saving';
import { recalculate } from './totals';

const UTC = { timeZone: 'UTC' };

function customer(contract: Contract, patch: Partial<Contract['Customer']>): Contract {
  return { ...contract, Customer: { ...contract.Customer, ...patch } };
}

describe('differences', () => {
  it('finds nothing between a contract and itself', () => {
    const device = handWorkedContract();
    expect(differences(device, structuredClone(device), UTC)).toEqual([]);
  });

  it('names the customer, address, email, phone, description and notes that differ, formatted', () => {
    const base = customer(handWorkedContract(), {
      First: 'Ada',
      Last: 'Lovelace',
      Name: 'Lovelace, Ada',
      Phone: '5551234567',
      Email: 'ada@example.com',
      Address1: '12 Elm St',
      City: 'Springfield',
      State: 'IL',
      PostalCode: '62701',
    });
    const cloud = {
      ...customer(base, {
        First: 'Ada',
        Last: 'King',
        Name: 'King, Ada',
        Phone: '5559876543',
        Email: '',
        Address2: 'Apt 2',
      }),
      Description: 'Whole house',
      Notes: 'Gate code 1234',
    };
    expect(differences(base, cloud, UTC)).toEqual([
      { field: 'Customer name', device: 'Lovelace, Ada', cloud: 'King, Ada' },
      {
        field: 'Address',
        device: '12 Elm St, Springfield, IL 62701',
        cloud: '12 Elm St, Apt 2, Springfield, IL 62701',
      },
      { field: 'Email', device: 'ada@example.com', cloud: NONE },
      { field: 'Phone', device: '555-123-4567', cloud: '555-987-6543' },
      { field: 'Description', device: NONE, cloud: 'Whole house' },
      { field: 'Notes', device: NONE, cloud: 'Gate code 1234' },
    ]);
  });

  it('tells goals added, removed and renamed, by name', () => {
    const device = handWorkedContract();
    const [heating, crawlspace] = device.Goals;
    let cloud = renameGoal(device, heating!.Gid, 'Warmer winters');
    cloud = removeGoal(cloud, crawlspace!.Gid, 'unused');
    cloud = renameGoal(addGoal(cloud, 'cloud-goal'), 'cloud-goal', 'Quieter rooms');
    expect(differences(device, cloud, UTC).filter((d) => d.field.startsWith('Goal'))).toEqual([
      { field: 'Goal "Lower heating bills" name', device: 'Lower heating bills', cloud: 'Warmer winters' },
      { field: 'Goal', device: 'Stop the musty crawlspace smell: 2 projects, $3,965.00', cloud: NONE },
      { field: 'Goal', device: NONE, cloud: 'Quieter rooms: 0 projects, $0.00' },
    ]);
  });

  it('tells projects added, removed, selected or not, their subtotals and the money that follows', () => {
    const device = handWorkedContract();
    const heating = device.Goals[0]!;
    const crawlspace = device.Goals[1]!;
    const [cellulose, airSealing] = heating.Projects;
    let cloud = removeProject(device, heating.Gid, airSealing!.Pid);
    cloud = updateCalculation(cloud, heating.Gid, cellulose!.Pid, cellulose!.Calculations[0]!.Guid, { Quantity: 1000 });
    cloud = setProjectSelected(cloud, crawlspace.Gid, crawlspace.Projects[1]!.Pid, true);
    cloud = addProject(
      cloud,
      crawlspace.Gid,
      projectFromWorkScope(scope('A5-03'), () => 'cloud-line'),
    );
    cloud = setTreatmentNotes(cloud, crawlspace.Gid, crawlspace.Projects[0]!.Pid, 'Seal the vents first');

    expect(differences(device, cloud, UTC)).toEqual([
      {
        field: 'Goal "Lower heating bills": #A1-02 Blown Cellulose Attic Insulation to R-49 subtotal',
        device: '$2,040.00',
        cloud: '$1,700.00',
      },
      {
        field: 'Goal "Lower heating bills": #A2-01 Attic Air Sealing Package',
        device: 'Selected, $1,395.00',
        cloud: NONE,
      },
      {
        field: 'Goal "Stop the musty crawlspace smell": #C1-01 Crawlspace Encapsulation (20-mil Liner) treatment notes',
        device: NONE,
        cloud: 'Seal the vents first',
      },
      {
        field: 'Goal "Stop the musty crawlspace smell": #C1-06 Crawlspace Dehumidifier selected',
        device: 'No',
        cloud: 'Yes',
      },
      {
        field: 'Goal "Stop the musty crawlspace smell": #A5-03 Mold-Resistant Encapsulant Coating',
        device: NONE,
        cloud: 'Selected, $0.00',
      },
      // 7,821 - 340 (1,200 -> 1,000 sq ft at $1.70) - 1,395 (air sealing) + 2,195 (dehumidifier now selected)
      { field: 'Total', device: '$7,821.00', cloud: '$8,281.00' },
      { field: 'Net due', device: '$7,821.00', cloud: '$8,281.00' },
    ]);
  });

  it('shows deposit, discount, coupon, financing and the last sync in words', () => {
    const device = markSynced(handWorkedContract(), 2, '2026-11-21T20:05:00.000Z');
    const financing = device.Values.Financing.map((option) =>
      option.Code === 'DEL2689' ? { ...option, Active: true } : option,
    );
    const cloud = markSynced(
      recalculate({
        ...device,
        Values: {
          ...device.Values,
          Deposit: 1000,
          Discount: { Active: true, Amount: 250 },
          Coupon: { Active: true, Title: 'Spring', Percent: 5, Amount: 391 },
          Financing: financing,
          FinancingId: 5,
        },
      }),
      3,
      '2026-11-22T09:30:00.000Z',
    );
    expect(differences(device, cloud, UTC)).toEqual([
      { field: 'Deposit', device: '$0.00', cloud: '$1,000.00' },
      { field: 'Discount', device: NONE, cloud: '$250.00' },
      { field: 'Coupon', device: NONE, cloud: 'Spring: 5% ($391.00)' },
      { field: 'Net due', device: '$7,821.00', cloud: `$${(7821 - 1000 - 250 - 391).toLocaleString('en-US')}.00` },
      { field: 'Financing', device: NONE, cloud: '60 months at 8.99% (DEL2689)' },
      { field: 'Last synced', device: '11/21/26 08:05 pm', cloud: '11/22/26 09:30 am' },
    ]);
    expect(differences({ ...device, SyncDate: null }, device, UTC)).toEqual([
      { field: 'Last synced', device: 'Never', cloud: '11/21/26 08:05 pm' },
    ]);
  });

  it('tells the job site, its answers and the insulation target', () => {
    const device: Contract = {
      ...handWorkedContract(),
      Site: {
        CountyFips: '55031',
        County: 'Douglas County, WI',
        State: 'WI',
        Zone2015: '7',
        Zone2021: '6A',
        HighVents: true,
        Existing: { Material: 'fiberglass-batts', Inches: 3.5 },
        Target: 'code',
      },
    };
    const { Site: _site, ...cloud } = device;
    expect(differences(device, cloud, UTC)).toEqual([
      {
        field: 'Job site',
        device:
          'Douglas County, WI; ridge vents yes, vapor retarder not known; 3.5 in. of Fiberglass batts; target: code minimum',
        cloud: NONE,
      },
    ]);
  });

  it('names the fact sheets shown on one copy only', () => {
    const cloud = handWorkedContract();
    const device = {
      ...cloud,
      FactSheets: [{ Product: 'CertainTeed InsulSafe SP', ShownAt: '2026-11-28T16:40:00.000Z' }],
    };
    expect(differences(device, cloud, UTC)).toEqual([
      { field: 'Fact sheets shown', device: 'CertainTeed InsulSafe SP', cloud: NONE },
    ]);
  });

  it('says something else differs rather than nothing', () => {
    const device = handWorkedContract();
    // A room's name: nothing the list names.
    const cloud = {
      ...device,
      Area: { ...device.Area, AreaRoom: device.Area.AreaRoom.map((room) => ({ ...room, RoomName: 'Attic' })) },
    };
    expect(differences(device, cloud, UTC)).toEqual([
      { field: 'Other details', device: 'Different on this device', cloud: 'Different in the cloud' },
    ]);
  });
});

describe('sameCloudContent', () => {
  it('ignores what a sync stamps', () => {
    const device = markChanged(handWorkedContract());
    const cloud = {
      ...markSynced(device, 4, '2026-11-22T10:00:00.000Z'),
      Id: 'cloud-17',
      Goals: device.Goals.map((goal, index) => ({ ...goal, Id: `goal-${index}` })),
    };
    expect(sameCloudContent(device, cloud)).toBe(true);
  });

  it('reads the Date as the cloud writes it, and leaves out Quantity-0 lines the cloud does not keep', () => {
    const device = handWorkedContract();
    const withoutEmptyLines = {
      ...device,
      Date: device.Date.replace('.000Z', 'Z'),
      Goals: device.Goals.map((goal) => ({
        ...goal,
        Projects: goal.Projects.map((project) => ({
          ...project,
          Calculations: project.Calculations.filter((line) => line.Quantity !== 0),
        })),
      })),
    };
    expect(device.Goals[1]!.Projects[1]!.Calculations.some((line) => line.Quantity === 0)).toBe(true);
    expect(sameCloudContent(device, withoutEmptyLines)).toBe(true);
  });

  it('sees a changed name, quantity or description', () => {
    const device = handWorkedContract();
    const goal = device.Goals[0]!;
    const project = goal.Projects[0]!;
    expect(sameCloudContent(device, renameGoal(device, goal.Gid, 'Warmer rooms'))).toBe(false);
    expect(
      sameCloudContent(
        device,
        updateCalculation(device, goal.Gid, project.Pid, project.Calculations[0]!.Guid, { Quantity: 1 }),
      ),
    ).toBe(false);
    expect(sameCloudContent(device, { ...device, Description: 'Attic' })).toBe(false);
  });
});
