// The wizard's steps, in order, and when each counts as done (docs/product-rules.md#steps-and-completion).
// A step's completion only marks the wizard header; it never blocks moving on.
import type { Contract, Customer } from './model';

// `label` names the step in the wizard header; `heading` heads its screen, in
// the original's words where it had them.
export const WIZARD_STEPS = [
  { id: 'customer', route: '/builder/customer', label: 'Customer', heading: 'Create Customer' },
  { id: 'goals', route: '/builder/goals', label: 'Goals', heading: 'Identify Goals' },
  { id: 'projects', route: '/builder/projects', label: 'Projects', heading: 'Implement Projects' },
  { id: 'review', route: '/builder/review', label: 'Review', heading: 'Customer Review' },
  { id: 'contract', route: '/builder/contract', label: 'Contract', heading: 'Contract' },
  { id: 'success', route: '/builder/success', label: 'Success', heading: 'Contract Saved' },
  // After SAVE & CONTINUE, the customer may sign on the tablet (docs/decisions/031-the-signed-contract.md).
  { id: 'sign', route: '/builder/sign', label: 'Sign', heading: 'Sign' },
] as const;

export type WizardStep = (typeof WIZARD_STEPS)[number]['id'];

const REQUIRED_CUSTOMER_FIELDS = [
  'First',
  'Last',
  'Email',
  'Phone',
  'Address1',
  'City',
  'State',
  'PostalCode',
] as const satisfies readonly (keyof Customer)[];

// Stored contracts are not trusted to hold strings where the type says so.
function filled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

function anyProject(contract: Contract): boolean {
  return contract.Goals.some((goal) => goal.Projects.length > 0);
}

function anySelected(contract: Contract): boolean {
  return contract.Goals.some((goal) => goal.Projects.some((project) => project.Selected));
}

/** What the contract alone does not tell: whether the customer signed this very version on the device. */
export interface StepContext {
  signed?: boolean;
}

export function isStepComplete(contract: Contract, step: WizardStep, context: StepContext = {}): boolean {
  switch (step) {
    case 'customer':
      return REQUIRED_CUSTOMER_FIELDS.every((field) => filled(contract.Customer[field]));
    case 'goals':
      return filled(contract.Goals[0]?.Name);
    case 'projects':
      return anyProject(contract);
    case 'review':
    case 'contract':
      return anySelected(contract);
    case 'sign':
      return context.signed === true;
    case 'success':
      return false;
  }
}

/**
 * Whether the wizard header ticks a step: complete, and seen. A step is seen once it was shown for this contract on
 * this device, when the agent is at it or past it, or once the contract was saved (it went through every step); so
 * Review and Contract are not ticked just because a project is selected (docs/decisions/057-ticked-when-seen.md).
 */
export function isStepTicked(
  contract: Contract,
  step: WizardStep,
  current: WizardStep,
  context: StepContext & { visited?: readonly WizardStep[] } = {},
): boolean {
  if (!isStepComplete(contract, step, context)) return false;
  const order = (id: WizardStep) => WIZARD_STEPS.findIndex((candidate) => candidate.id === id);
  const saved = contract.Saved !== null && contract.Saved !== undefined;
  return step === 'sign' || saved || order(step) <= order(current) || (context.visited ?? []).includes(step);
}

function stepAt(offset: number, step: WizardStep): WizardStep | null {
  const index = WIZARD_STEPS.findIndex((s) => s.id === step);
  if (index < 0) return null;
  return WIZARD_STEPS[index + offset]?.id ?? null;
}

export function nextStep(step: WizardStep): WizardStep | null {
  return stepAt(1, step);
}

export function previousStep(step: WizardStep): WizardStep | null {
  return stepAt(-1, step);
}
