// The project modal (docs/product-rules.md#screens). Adding works on a draft, from the work-scope picker, that only
// 'Add to Goal' puts on the goal (Cancel throws it away); editing changes the goal's own project at once. Closing
// always returns to add mode, so the next open starts from the picker.
import { useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { ArrowLeft } from 'react-bootstrap-icons';
import type { Project, WorkScope } from '#domain/contract/model';
import { useCatalogueStore } from '#web/sync/catalogue-download';
import { draftProject, useBuilderStore } from '#web/contract-in-progress/builder-store';
import { ProjectEditor, type ProjectEditorHandle } from './project-editor';
import { useBagChart } from './use-bag-chart';
import { WorkScopePicker } from './work-scope-picker';
import { Dialog } from '#web/components/dialog';

export type ProjectModalRequest =
  { kind: 'add'; gid: string; goalTitle: string } | { kind: 'edit'; gid: string; pid: string; goalTitle: string };

interface ProjectModalProps {
  request: ProjectModalRequest | null;
  onClose: () => void;
}

const TITLE_ID = 'project-modal-title';

export function ProjectModal({ request, onClose }: ProjectModalProps) {
  // A draft with typed quantities is not thrown away by a stray tap beside the dialog.
  const [holdsDraft, setHoldsDraft] = useState(false);
  // The last request stays on screen while the dialog fades out; each opening
  // gets a fresh key, so nothing of the previous one (a draft) comes back.
  const [shown, setShown] = useState(request);
  const [openings, setOpenings] = useState(0);
  if (request !== null && request !== shown) {
    setShown(request);
    setOpenings((count) => count + 1);
  }
  const close = () => {
    setHoldsDraft(false);
    onClose();
  };
  return (
    <Dialog
      show={request !== null}
      onHide={close}
      size="lg"
      fullscreen="sm-down"
      scrollable
      backdrop={holdsDraft ? 'static' : true}
      aria-labelledby={TITLE_ID}
    >
      {shown?.kind === 'add' && <AddProject key={openings} request={shown} onDraft={setHoldsDraft} onClose={close} />}
      {shown?.kind === 'edit' && <EditProject key={openings} request={shown} onClose={close} />}
    </Dialog>
  );
}

interface AddProjectProps {
  request: Extract<ProjectModalRequest, { kind: 'add' }>;
  onDraft: (holdsDraft: boolean) => void;
  onClose: () => void;
}

function AddProject({ request, onDraft, onClose }: AddProjectProps) {
  const scopes = useCatalogueStore((state) => state.scopes);
  const insertProject = useBuilderStore((state) => state.insertProject);
  const areaTotal = useBuilderStore((state) => state.contract?.Area.Total ?? 0);
  const [draft, setDraft] = useState<Project | null>(null);
  const bags = useBagChart(draft);
  const editor = useRef<ProjectEditorHandle>(null);

  function pick(scope: WorkScope) {
    setDraft(draftProject(scope));
    onDraft(true);
  }

  function backToPicker() {
    setDraft(null);
    onDraft(false);
  }

  function addToGoal() {
    if (!draft || !editor.current?.validate()) return;
    insertProject(request.gid, draft);
    onClose();
  }

  return (
    <>
      <Dialog.Header>
        <Dialog.Title as="h2" id={TITLE_ID} className="h5">
          Add project to {request.goalTitle}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {draft ? (
          <ProjectEditor ref={editor} project={draft} onChange={setDraft} areaTotal={areaTotal} bags={bags} />
        ) : (
          <WorkScopePicker scopes={scopes} onPick={pick} />
        )}
      </Dialog.Body>
      <Dialog.Footer className="project-modal-footer">
        {draft && (
          <Button variant="link" className="me-auto" onClick={backToPicker}>
            <ArrowLeft aria-hidden="true" /> Choose another work scope
          </Button>
        )}
        <Button variant="outline-secondary" onClick={onClose}>
          Cancel
        </Button>
        {draft && (
          <Button variant="primary" onClick={addToGoal}>
            Add to Goal
          </Button>
        )}
      </Dialog.Footer>
    </>
  );
}

interface EditProjectProps {
  request: Extract<ProjectModalRequest, { kind: 'edit' }>;
  onClose: () => void;
}

function EditProject({ request, onClose }: EditProjectProps) {
  const project = useBuilderStore((state) =>
    state.contract?.Goals.find((goal) => goal.Gid === request.gid)?.Projects.find((p) => p.Pid === request.pid),
  );
  const replaceProject = useBuilderStore((state) => state.replaceProject);
  const areaTotal = useBuilderStore((state) => state.contract?.Area.Total ?? 0);
  const bags = useBagChart(project ?? null);

  return (
    <>
      <Dialog.Header>
        <Dialog.Title as="h2" id={TITLE_ID} className="h5">
          Edit project in {request.goalTitle}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {project ? (
          <ProjectEditor
            project={project}
            onChange={(next) => replaceProject(request.gid, next)}
            areaTotal={areaTotal}
            bags={bags}
          />
        ) : (
          <p className="mb-0">This project is no longer on the contract.</p>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      </Dialog.Footer>
    </>
  );
}
