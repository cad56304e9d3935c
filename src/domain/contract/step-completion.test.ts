import { describe, expect, it } from 'vitest';
import type { Contract, Customer, Goal, Project } from './model';
import { WIZARD_STEPS, isStepComplete, isStepTicked, nextStep, previousStep } from './step-completion';
import { handWorkedContract } from '../testing/hand-worked-contract';

const fullCustomer: Customer = {
  Id: 'c1',
  First: 'Jane',
  Last: 'Doe',
  Name: 'Doe, Jane',
  Phone: '555-123-4567',
  Email: 'jane@example.com',
  Address1: '1 Main St',
  Address2: '',
  City: 'Springfield',
  State: 'IL',
  PostalCode: '62701',
  Notes: '',
};

function project(Selected: boolean): Project {
  return {
    Pid: 'p',
    Guid: 'g',
    Id: 101,
    Wsid: 'A1-01',
    Name: 'Blown cellulose',
    Description: '',
    TreatmentNotes: '',
    ShowBoardFeetCalculator: false,
    PdfFileName: 'A1x01',
    Selected,
    SubTotal: 0,
    Calculations: [],
  };
}

function goal(Name: string, projects: Project[] = []): Goal {
  return { Gid: Name, Id: null, Name, Projects: projects, GoalTotal: 0, SubTotal: 0 };
}

function contract(changes: Partial<Contract> = {}): Contract {
  return {
    ContractId: 'abcdefghijkl',
    Id: 'new',
    Description: '',
    Notes: '',
    Date: '2026-11-21T20:05:00.000Z',
    SyncDate: null,
    Customer: {
      ...fullCustomer,
      First: '',
      Last: '',
      Phone: '',
      Email: '',
      Address1: '',
      City: '',
      State: '',
      PostalCode: '',
    },
    Agent: null,
    Creator: null,
    Area: { Total: 0, AreaRoom: [] },
    Goals: [],
    Values: {
      Total: 0,
      NetDue: 0,
      Deposit: 0,
      Discount: { Active: false, Amount: 0 },
      Coupon: { Active: false, Title: '', Percent: 0, Amount: 0 },
      Financing: [],
      FinancingId: null,
    },
    SchemaVersion: 1,
    ServerVersion: null,
    Changed: false,
    ...changes,
  };
}

describe('WIZARD_STEPS', () => {
  it("lists the steps in order with their routes, labels and the original's headings", () => {
    expect(WIZARD_STEPS.map((s) => [s.id, s.route, s.label, s.heading])).toEqual([
      ['customer', '/builder/customer', 'Customer', 'Create Customer'],
      ['goals', '/builder/goals', 'Goals', 'Identify Goals'],
      ['projects', '/builder/projects', 'Projects', 'Implement Projects'],
      ['review', '/builder/review', 'Review', 'Customer Review'],
      ['contract', '/builder/contract', 'Contract', 'Contract'],
      ['success', '/builder/success', 'Success', 'Contract Saved'],
      ['sign', '/builder/sign', 'Sign', 'Sign'],
    ]);
  });
});

describe('isStepComplete: sign', () => {
  it('is done only when the customer signed this very version on the device', () => {
    expect(isStepComplete(contract({}), 'sign')).toBe(false);
    expect(isStepComplete(contract({}), 'sign', { signed: false })).toBe(false);
    expect(isStepComplete(contract({}), 'sign', { signed: true })).toBe(true);
  });
});

describe('isStepComplete: customer', () => {
  it('is done when every required field is filled', () => {
    expect(isStepComplete(contract({ Customer: fullCustomer }), 'customer')).toBe(true);
  });

  it('does not need Address 2 or notes', () => {
    const customer = { ...fullCustomer, Address2: '', Notes: '' };
    expect(isStepComplete(contract({ Customer: customer }), 'customer')).toBe(true);
  });

  it.each(['First', 'Last', 'Email', 'Phone', 'Address1', 'City', 'State', 'PostalCode'] as const)(
    'is not done while %s is blank',
    (field) => {
      expect(isStepComplete(contract({ Customer: { ...fullCustomer, [field]: '' } }), 'customer')).toBe(false);
      expect(isStepComplete(contract({ Customer: { ...fullCustomer, [field]: '   ' } }), 'customer')).toBe(false);
    },
  );

  it('is not done for a blank contract', () => {
    expect(isStepComplete(contract(), 'customer')).toBe(false);
  });
});

describe('isStepComplete: goals', () => {
  it('looks at the first goal name only', () => {
    expect(isStepComplete(contract({ Goals: [goal('Lower bills')] }), 'goals')).toBe(true);
    expect(isStepComplete(contract({ Goals: [goal('  '), goal('Lower bills')] }), 'goals')).toBe(false);
    expect(isStepComplete(contract({ Goals: [] }), 'goals')).toBe(false);
  });
});

describe('isStepComplete: projects, review and contract', () => {
  const unselected = contract({ Goals: [goal('A'), goal('B', [project(false)])] });
  const selected = contract({ Goals: [goal('A'), goal('B', [project(false), project(true)])] });

  it('projects is done when any goal holds a project', () => {
    expect(isStepComplete(contract({ Goals: [goal('A'), goal('B')] }), 'projects')).toBe(false);
    expect(isStepComplete(unselected, 'projects')).toBe(true);
  });

  it('review and contract are done when any project is selected', () => {
    expect(isStepComplete(unselected, 'review')).toBe(false);
    expect(isStepComplete(unselected, 'contract')).toBe(false);
    expect(isStepComplete(selected, 'review')).toBe(true);
    expect(isStepComplete(selected, 'contract')).toBe(true);
  });

  it('success is never done by itself', () => {
    const everything = contract({ Customer: fullCustomer, Goals: [goal('A', [project(true)])] });
    expect(isStepComplete(everything, 'success')).toBe(false);
    expect(WIZARD_STEPS.filter((s) => isStepComplete(everything, s.id)).map((s) => s.id)).toEqual([
      'customer',
      'goals',
      'projects',
      'review',
      'contract',
    ]);
  });
});

describe('nextStep and previousStep', () => {
  it('walk the wizard order', () => {
    expect(nextStep('customer')).toBe('goals');
    expect(nextStep('review')).toBe('contract');
    expect(nextStep('contract')).toBe('success');
    expect(previousStep('goals')).toBe('customer');
    expect(previousStep('success')).toBe('contract');
  });

  it('give null at the ends', () => {
    expect(nextStep('success')).toBe('sign');
    expect(nextStep('sign')).toBeNull();
    expect(previousStep('customer')).toBeNull();
  });
});

describe('a tick in the wizard header', () => {
  // The hand-worked contract has projects selected: Review and Contract are complete before the agent sees them.
  const draft = { ...handWorkedContract(), Saved: null };

  it('is not given to a step ahead of the agent that they have not seen', () => {
    expect(isStepComplete(draft, 'review')).toBe(true);
    expect(isStepTicked(draft, 'review', 'goals')).toBe(false);
    expect(isStepTicked(draft, 'contract', 'review')).toBe(false);
  });

  it('is given to a complete step the agent is at, has passed or has seen', () => {
    expect(isStepTicked(draft, 'review', 'review')).toBe(true);
    expect(isStepTicked(draft, 'projects', 'contract')).toBe(true);
    expect(isStepTicked(draft, 'contract', 'goals', { visited: ['contract'] })).toBe(true);
  });

  it('is given to every complete step of a saved contract, and never to an incomplete one', () => {
    const saved = { ...draft, Saved: { At: '2026-11-24T15:00:00.000Z', Content: 'x' } };
    expect(isStepTicked(saved, 'contract', 'customer')).toBe(true);
    expect(isStepTicked(saved, 'customer', 'contract')).toBe(false);
  });
});
