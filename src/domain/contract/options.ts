// A contract's options (docs/decisions/056-options.md): two or three choices, Good, Better and Best by default, each
// its own goals, projects, discount, coupon and plan. The option being worked on is the contract's own Goals and
// Values, so every step, total, printout and check of a one-option contract works unchanged on it.
import type { NewId } from './factories';
import type { Contract, ContractOption, Goal, Values } from './model';
import { recalculate } from './totals';

export const MAX_OPTIONS = 3;
export const DEFAULT_OPTION_NAMES = ['Good', 'Better', 'Best'] as const;
export const MAX_OPTION_NAME = 40;

/** An option as the screens show it: its name, goals and values, whether it is the one being worked on. */
export interface OptionView {
  Id: string;
  Name: string;
  Goals: Goal[];
  Values: Values;
  Current: boolean;
}

/** Every option in order; a contract without options is one, named by nothing. */
export function optionViews(contract: Contract): OptionView[] {
  if (!contract.Options) return [{ Id: '', Name: '', Goals: contract.Goals, Values: contract.Values, Current: true }];
  return contract.Options.map((option) =>
    option.Current
      ? { Id: option.Id, Name: option.Name, Goals: contract.Goals, Values: contract.Values, Current: true }
      : { Id: option.Id, Name: option.Name, Goals: option.Goals, Values: option.Values, Current: false },
  );
}

/** The current option's name, or null for a contract of one option. */
export function currentOptionName(contract: Contract): string | null {
  return contract.Options?.find((option) => option.Current)?.Name ?? null;
}

/** The contract as its current option alone: what is printed, signed and hashed. */
export function withoutOptions(contract: Contract): Contract {
  if (contract.Options === undefined) return contract;
  const { Options: _options, ...alone } = contract;
  return alone;
}

/**
 * An option's goals as it is put aside: without the cloud's row ids, which belong to the goals the cloud holds for the
 * current option; it gets new rows when it is current again.
 */
function putAside(goals: readonly Goal[]): Goal[] {
  return goals.map((goal) => (goal.Id === null ? goal : { ...goal, Id: null }));
}

/** Goals copied for a new option: fresh client ids, no cloud ids, the same work, quantities and selections. */
function copyGoals(goals: readonly Goal[], newId: NewId): Goal[] {
  return goals.map((goal) => ({
    ...goal,
    Gid: newId(),
    Id: null,
    Projects: goal.Projects.map((project) => ({
      ...project,
      Pid: newId(),
      Guid: newId(),
      Calculations: project.Calculations.map((calculation) => ({ ...calculation, Guid: newId() })),
    })),
  }));
}

function unusedName(names: readonly string[]): string {
  const free = DEFAULT_OPTION_NAMES.find((name) => !names.includes(name));
  return free ?? `Option ${names.length + 1}`;
}

/**
 * Adds an option copied from `fromId` (the current one when absent) and makes it current, for the agent to change.
 * A contract of one option becomes two: the first named Good. Unchanged when it has MAX_OPTIONS already.
 */
export function addOption(contract: Contract, newId: NewId, fromId?: string): Contract {
  const views = optionViews(contract);
  if (views.length >= MAX_OPTIONS) return contract;
  const from = views.find((view) => view.Id === fromId) ?? views.find((view) => view.Current)!;
  const named = contract.Options ? views : [{ ...views[0]!, Id: newId(), Name: DEFAULT_OPTION_NAMES[0] }];
  const others: ContractOption[] = named.map((view) => ({
    Id: view.Id,
    Name: view.Name,
    Goals: view.Current ? putAside(view.Goals) : view.Goals,
    Values: view.Values,
  }));
  const added: ContractOption = { Id: newId(), Name: unusedName(named.map((view) => view.Name)), Current: true };
  return recalculate({
    ...contract,
    Goals: copyGoals(from.Goals, newId),
    Values: from.Values,
    Options: [...others, added],
    Changed: true,
  });
}

/** Makes `id` the option being worked on; the one left keeps every edit. Unchanged for an unknown or current id. */
export function switchOption(contract: Contract, id: string): Contract {
  const options = contract.Options;
  const target = options?.find((option) => option.Id === id);
  if (!options || !target || target.Current) return contract;
  return {
    ...contract,
    Goals: target.Goals,
    Values: target.Values,
    Changed: true,
    Options: options.map((option): ContractOption => {
      if (option.Id === id) return { Id: option.Id, Name: option.Name, Current: true };
      if (option.Current)
        return { Id: option.Id, Name: option.Name, Goals: putAside(contract.Goals), Values: contract.Values };
      return option;
    }),
  };
}

export function renameOption(contract: Contract, id: string, name: string): Contract {
  const trimmed = name.trim().slice(0, MAX_OPTION_NAME);
  if (!contract.Options || trimmed === '') return contract;
  return {
    ...contract,
    Options: contract.Options.map((option) => (option.Id === id ? { ...option, Name: trimmed } : option)),
    Changed: true,
  };
}

/** Removes an option; removing the current one makes the first of the others current. One left: no options. */
export function removeOption(contract: Contract, id: string): Contract {
  const options = contract.Options;
  if (!options || !options.some((option) => option.Id === id)) return contract;
  const removing = options.find((option) => option.Id === id)!;
  const next = removing.Current ? switchOption(contract, options.find((option) => option.Id !== id)!.Id) : contract;
  const left = next.Options!.filter((option) => option.Id !== id);
  if (left.length > 1) return { ...next, Options: left, Changed: true };
  const { Options: _options, ...alone } = next;
  return { ...alone, Changed: true };
}
