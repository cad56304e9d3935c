// The one store of the contract being built. Each action hands the contract to one domain function (which brings
// every total up to date) and marks it changed since its last sync; screens only read and dispatch. Keeping it on
// the device is autosave.ts's work.
import { recordFactSheetShown } from '#domain/insulation/fact-sheets';
import { setSite } from '#domain/insulation/job-site';
import { createStore } from '../lib/app-state';
import * as edits from '#domain/contract/edits';
import * as options from '#domain/contract/options';
import type { WizardStep } from '#domain/contract/step-completion';
import { blankContract, projectFromWorkScope } from '#domain/contract/factories';
import type { Agent, Area, Contract, Customer, JobSite, Project, Values, WorkScope } from '#domain/contract/model';
import { followSynced } from '#domain/contract/after-push';
import { markChanged, stampAgent, stampBranch } from '#domain/contract/saving';
import { carriesItsSave, recordAsSaved, UNSAVED, type SaveRecord } from '#domain/contract/transaction-date';
import { recalculate } from '#domain/contract/totals';
import { setOlderBuyer, stampRules, type SaleLaw } from '#domain/contract/sale-law';
import type { SaleLanguage } from '#domain/legal/state-rules/rules-schema';
import { customerName } from '#domain/format/names';
import { showAlert } from '../components/alerts/alerts-store';
import type { ContractClaim } from '../storage/contract-claim';
import { OTHER_TAB_ALERT_KEY } from './builder-alert-keys';
import { newClientId, newContractId } from './ids';
import { recordOf, recordOfOlderDraft, unsavedIn } from './save-records';
import { selectFrozen } from './signed-versions';
import type { TabHold } from './tab-hold';
import type * as BuilderDevice from './builder-device';
import type { SyncedSource } from '../sync/contract-sync-events';
import { useCatalogueStore } from '../sync/catalogue-download';
import { loadFinancingPlans, useFinancingPlansStore } from '../sync/financing-plans';
import { withOfficePlans } from '#domain/financing/office-plans';

export interface BuilderState {
  /** The contract being built; null until load() has run. */
  contract: Contract | null;
  /** The steps shown for each contract in this window (memory only: a reload goes by where the agent is). */
  visitedSteps: Record<string, WizardStep[]>;
  /**
   * The device's own copy, when the builder just took it as it was stored by
   * a sync: autosave keeps the draft but does not write the list copy again.
   */
  followed: Contract | null;
  loaded: boolean;
  /**
   * What this device knows of each contract's saves, by id: a contract started
   * here is unsaved until SAVE & CONTINUE; one with no record was saved
   * elsewhere or before records were kept.
   */
  saveRecords: Readonly<Record<string, SaveRecord>>;
  /** The contract is being built in another tab: this one shows it but changes nothing (docs/decisions/019-two-tabs.md). */
  openElsewhere: boolean;
  /** The contracts as signed on this device, by id (docs/decisions/031-the-signed-contract.md). */
  signed: Readonly<Record<string, readonly Contract[]>>;
  /** The signed contract the agent chose to change: its next edit makes a new version to sign again. */
  newVersionOf: string | null;
}

export interface BuilderActions {
  /** Restores the draft kept on the device, else starts a blank contract. */
  load: () => Promise<void>;
  /** A fresh blank contract in place of the one being built. */
  startNew: () => void;
  /** Opens a contract from the device's list, as it was saved. */
  replace: (contract: Contract) => void;
  updateCustomer: (patch: Partial<Customer>) => void;
  setDescription: (text: string) => void;
  /** The answer to "Is any buyer 65 or older?" (docs/decisions/050-state-rules.md). */
  setOlderBuyer: (older: boolean) => void;
  /** The language the sale is presented in; English leaves no trace (decision 053). */
  setLanguage: (language: SaleLanguage) => void;
  /** The job site's county and the attic's answers, or none (docs/decisions/061-job-site-and-ventilation.md). */
  setSite: (site: JobSite | null) => void;
  /** The product's R-value fact sheet was shown to the customer now (decision 065); the first showing is kept. */
  factSheetShown: (product: string) => void;
  setNotes: (text: string) => void;
  addGoal: () => void;
  /** Notes that a step was shown for the contract being built: the header ticks only what was seen. */
  visitStep: (step: WizardStep) => void;
  /** Options (docs/decisions/056-options.md): a copy of the current one, made current. */
  addOption: () => void;
  switchOption: (id: string) => void;
  renameOption: (id: string, name: string) => void;
  removeOption: (id: string) => void;
  renameGoal: (gid: string, name: string) => void;
  removeGoal: (gid: string) => void;
  addProject: (gid: string, scope: WorkScope) => void;
  /** The project editor's 'Add to Goal': the draft as the agent filled it in. */
  insertProject: (gid: string, project: Project) => void;
  replaceProject: (gid: string, project: Project) => void;
  removeProject: (gid: string, pid: string) => void;
  setProjectSelected: (gid: string, pid: string, selected: boolean) => void;
  updateCalculation: (gid: string, pid: string, guid: string, patch: edits.CalculationPatch) => void;
  moveProject: (gid: string, from: number, to: number) => void;
  setArea: (area: Area) => void;
  setValues: (values: Values) => void;
  /**
   * A sync finished for a contract. When it is the one being built: the cloud's
   * copy chosen by the agent replaces it; a push of exactly what the builder
   * holds marks it synced; a push of an older state (the agent typed on
   * meanwhile) only moves its base version, so the newer edits sync next.
   */
  applySynced: (synced: Contract, source: SyncedSource) => void;
  /** SAVE & CONTINUE: the signed-in agent written into the contract (the first becomes its creator). */
  stampAgent: (agent: Agent | null) => void;
  /** SAVE & CONTINUE: the state rules the contract is saved under (docs/decisions/050-state-rules.md). */
  stampRules: (law: SaleLaw) => void;
  /** The branch of the agent saving it (decision 081). */
  stampBranch: (branch: string | null | undefined) => void;
  /** SAVE & CONTINUE: the contract dated as the save decided, and the save recorded. */
  applySave: (contract: Contract, record: SaveRecord) => void;
  /** Asks again whether the other tab still builds the contract shown (it may have moved on or closed). */
  claimAgain: () => Promise<boolean>;
  /** Signed at the table: the contract dated at the buyer's signature, kept as saved, frozen as signed. */
  applySigned: (contract: Contract) => void;
  /** The agent changes a signed contract: edits are allowed again and make a version to sign anew. */
  makeNewVersion: () => void;
}

/** Whether `contract` was never saved on this device (a record says so; none means saved elsewhere or before). */
export function isUnsavedHere(contract: Contract): boolean {
  return unsavedIn(useBuilderStore.getState().saveRecords, contract);
}

/** The save record of the contract being built; null before load(). */
export function selectSaveRecord(state: BuilderState): SaveRecord | null {
  return state.contract ? recordOf(state.saveRecords, state.contract) : null;
}

export type BuilderStore = BuilderState & BuilderActions;

/** A project fresh from the picker, not yet on any goal (the editor's add mode), with the price book it is priced from. */
export function draftProject(scope: WorkScope): Project {
  return projectFromWorkScope(scope, newClientId, inEffect());
}

/** The price book the picker's scopes come from. */
function inEffect(): number | undefined {
  return useCatalogueStore.getState().priceBook?.version;
}

/** A blank contract offering the office's financing plans as this device last downloaded them. */
function freshContract(): Contract {
  const blank = blankContract({ contractId: newContractId(), now: new Date().toISOString(), newId: newClientId });
  return { ...blank, Values: withOfficePlans(blank.Values, useFinancingPlansStore.getState().plans) };
}

/** The device's side of the store, loaded at its first use (builder-device.ts). */
let deviceModule: Promise<typeof BuilderDevice> | null = null;
const device = () => (deviceModule ??= import('./builder-device'));

/** Keeps the save records on the device; the writes land in the order they were asked for. */
function keepSaveRecords(records: Record<string, SaveRecord>): void {
  void device().then((io) => io.keepSaveRecords(records));
}

export const useBuilderStore = createStore<BuilderStore>((set, get) => {
  /** Applies one edit to the contract being built; nothing happens before load(). */
  function edit(change: (contract: Contract) => Contract): void {
    const { contract, openElsewhere } = get();
    if (!contract || openElsewhere || selectFrozen(get())) return;
    const next = change(contract);
    if (next !== contract) set({ contract: markChanged(next) });
  }

  /** Gives `contract` a record when it has none (`record` by default: as saved) and keeps the records. */
  function noteRecord(contract: Contract, record: (contract: Contract) => SaveRecord = recordAsSaved): void {
    const records = get().saveRecords;
    if (records[contract.ContractId]) return;
    const next = { ...records, [contract.ContractId]: record(contract) };
    set({ saveRecords: next });
    keepSaveRecords(next);
  }

  function forgetRecord(contractId: string): void {
    const { [contractId]: _forgotten, ...rest } = get().saveRecords;
    set({ saveRecords: rest });
  }

  let tabHold: Promise<TabHold> | null = null;
  const tab = () => (tabHold ??= device().then((io) => io.createTabHold()));

  /** The builder moves to `contract`: this tab claims it, else shows it as built in another tab. */
  async function hold(contract: Contract, taken: ContractClaim | null = null): Promise<void> {
    const heldHere = await (await tab()).move(contract.ContractId, taken);
    if (heldHere !== null && get().contract?.ContractId === contract.ContractId) set({ openElsewhere: !heldHere });
  }

  return {
    contract: null,
    followed: null,
    loaded: false,
    saveRecords: {},
    visitedSteps: {},
    openElsewhere: false,
    signed: {},
    newVersionOf: null,

    load: async () => {
      try {
        const [io, thisTab] = await Promise.all([device(), tab()]);
        const [recovered, stored, signed] = await Promise.all([
          io.recoverDraft(thisTab.claim()),
          io.readMeta('saveRecords'),
          io.signedContracts(),
          loadFinancingPlans(),
        ]);
        // Records made while reading (a contract started meanwhile) are newer.
        set({ saveRecords: { ...(stored ?? {}), ...get().saveRecords }, signed: { ...signed, ...get().signed } });
        if (recovered.newestOpenElsewhere) {
          showAlert({
            key: OTHER_TAB_ALERT_KEY,
            variant: 'info',
            lines: [
              'The contract you were building is open in another tab or window. This tab has a contract of its own; both are kept.',
            ],
          });
        }
        // A contract started or opened while the draft was being read stays.
        if (get().contract === null) {
          const draft = recovered.chosen?.contract ?? null;
          const contract = draft ?? freshContract();
          set({ contract });
          await hold(contract, recovered.chosen?.claim ?? null);
          noteRecord(contract, draft ? recordOfOlderDraft : () => UNSAVED);
        } else if (recovered.chosen && recovered.chosen.claim !== thisTab.claim()) {
          recovered.chosen.claim.release();
        }
      } catch (error) {
        // The device cannot be read: the agent can still build a contract in this window.
        if (get().contract === null) set({ contract: freshContract() });
        throw error;
      } finally {
        set({ loaded: true });
      }
    },
    startNew: () => {
      const contract = freshContract();
      set({ contract, loaded: true, openElsewhere: false });
      noteRecord(contract, () => UNSAVED);
      void hold(contract);
    },
    replace: (contract) => {
      set({ contract: { ...contract, Changed: false }, loaded: true, openElsewhere: false });
      // A contract that says whether it was saved (downloaded, or from the list) is believed over an older record.
      if (carriesItsSave(contract)) forgetRecord(contract.ContractId);
      noteRecord(contract);
      void hold(contract);
    },
    claimAgain: async () => {
      const { contract } = get();
      if (!contract || !get().openElsewhere) return true;
      if (!(await (await tab()).takeOver(contract.ContractId))) return false;
      // The other tab typed on after this one showed it: continue from its last state.
      const latest = await (await device()).newestState(contract.ContractId);
      if (get().contract?.ContractId !== contract.ContractId) return true;
      set({ contract: latest ?? contract, openElsewhere: false });
      return true;
    },

    updateCustomer: (patch) =>
      edit((contract) => {
        const customer = { ...contract.Customer, ...patch };
        return { ...contract, Customer: { ...customer, Name: customerName(customer.First, customer.Last) } };
      }),
    setDescription: (text) => edit((contract) => ({ ...contract, Description: text })),
    setOlderBuyer: (older) => edit((contract) => setOlderBuyer(contract, older)),
    setLanguage: (language) =>
      edit((contract) => {
        const { Language: _previous, ...rest } = contract;
        return language === 'es' ? { ...rest, Language: 'es' } : rest;
      }),
    setSite: (site) => edit((contract) => setSite(contract, site)),
    factSheetShown: (product) => edit((contract) => recordFactSheetShown(contract, product, new Date().toISOString())),
    setNotes: (text) => edit((contract) => ({ ...contract, Notes: text })),

    addGoal: () => edit((contract) => edits.addGoal(contract, newClientId())),
    visitStep: (step) => {
      const id = get().contract?.ContractId;
      if (!id) return;
      const seen = get().visitedSteps[id] ?? [];
      if (!seen.includes(step)) set({ visitedSteps: { ...get().visitedSteps, [id]: [...seen, step] } });
    },
    addOption: () => edit((contract) => options.addOption(contract, newClientId)),
    switchOption: (id) => edit((contract) => options.switchOption(contract, id)),
    renameOption: (id, name) => edit((contract) => options.renameOption(contract, id, name)),
    removeOption: (id) => edit((contract) => options.removeOption(contract, id)),
    renameGoal: (gid, name) => edit((contract) => edits.renameGoal(contract, gid, name)),
    removeGoal: (gid) => edit((contract) => edits.removeGoal(contract, gid, newClientId())),

    addProject: (gid, scope) =>
      edit((contract) => edits.addProjectFromWorkScope(contract, gid, scope, newClientId, inEffect())),
    insertProject: (gid, project) => edit((contract) => edits.addProject(contract, gid, project)),
    replaceProject: (gid, project) => edit((contract) => edits.replaceProject(contract, gid, project)),
    removeProject: (gid, pid) => edit((contract) => edits.removeProject(contract, gid, pid)),
    setProjectSelected: (gid, pid, selected) =>
      edit((contract) => edits.setProjectSelected(contract, gid, pid, selected)),
    updateCalculation: (gid, pid, guid, patch) =>
      edit((contract) => edits.updateCalculation(contract, gid, pid, guid, patch)),
    moveProject: (gid, from, to) => edit((contract) => edits.moveProject(contract, gid, from, to)),

    // The area and values come from the domain's calculators (calculators/area.ts, contract/values.ts).
    setArea: (area) => edit((contract) => ({ ...contract, Area: area })),
    // Total and NetDue follow the goals, whatever the screen passed in.
    setValues: (values) => edit((contract) => recalculate({ ...contract, Values: values })),
    stampAgent: (agent) => edit((contract) => stampAgent(contract, agent)),
    stampRules: (law) => edit((contract) => stampRules(contract, law)),
    stampBranch: (branch) => edit((contract) => stampBranch(contract, branch)),
    applySave: (dated, record) => {
      edit((contract) => (contract.ContractId === dated.ContractId ? dated : contract));
      const saveRecords = { ...get().saveRecords, [dated.ContractId]: record };
      set({ saveRecords });
      keepSaveRecords(saveRecords);
    },
    applySigned: (signedContract) => {
      const { contract } = get();
      if (!contract || contract.ContractId !== signedContract.ContractId) return;
      const id = signedContract.ContractId;
      const working = { ...contract, Date: signedContract.Date, Saved: signedContract.Saved, Changed: true };
      const saveRecords = { ...get().saveRecords, [id]: recordAsSaved(working) };
      set({
        contract: working,
        saveRecords,
        signed: { ...get().signed, [id]: [...(get().signed[id] ?? []), signedContract] },
        newVersionOf: null,
      });
      keepSaveRecords(saveRecords);
    },
    makeNewVersion: () => {
      const { contract } = get();
      if (contract) set({ newVersionOf: contract.ContractId });
    },
    applySynced: (synced, source) => {
      const { contract } = get();
      if (!contract || contract.ContractId !== synced.ContractId) return;
      const next = followSynced(contract, synced, source === 'push' ? 'push' : 'cloud');
      set({ contract: next, followed: next === synced ? synced : null });
    },
  };
});
