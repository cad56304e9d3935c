// The label chart a project's bags are read from (the catalogue's scope of the project) and the R its added layer
// needs: the attic target's gap when the agent set one on the Customer step, else the R the scope's name gives.
import type { Project } from '#domain/contract/model';
import { rToAdd } from '#domain/insulation/installer-receipt';
import type { LabelChart } from '#domain/insulation/label-chart';
import { ieccEditionOf, rulesFor } from '#domain/legal/state-law';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import { useCatalogueStore } from '#web/sync/catalogue-download';
import { useStateRulesStore } from '#web/sync/state-rules';

export function useBagChart(project: Pick<Project, 'Wsid' | 'Name'> | null):
  | {
      chart: LabelChart;
      rNeeded: number | null;
    }
  | undefined {
  const scopes = useCatalogueStore((state) => state.scopes);
  const contract = useBuilderStore((state) => state.contract);
  const rules = useStateRulesStore((state) => state.rules);
  const chart = project ? scopes?.find((scope) => scope.wsid === project.Wsid)?.chart : undefined;
  if (!project || !chart) return undefined;
  const edition = ieccEditionOf(rulesFor(contract?.Customer.State ?? '', rules));
  return { chart, rNeeded: rToAdd(contract, project.Name, edition) };
}
