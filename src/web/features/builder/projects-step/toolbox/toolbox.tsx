// The builder's Toolbox (docs/product-rules.md#screens): the board-feet and area calculators,
// each in its own dialog. The standalone board-feet calculator only shows its
// result; the area calculator keeps its rooms on the contract being built.
import { useId, useState, type ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { AreaCalculator } from './area-calculator';
import { BoardFeetCalculator } from './board-feet-calculator';
import './toolbox.css';
import { Dialog } from '#web/components/dialog';

const TOOLS = {
  boardFeet: { title: 'Board Feet Calculator', body: () => <BoardFeetCalculator /> },
  area: { title: 'Area Calculator', body: () => <AreaCalculator /> },
} satisfies Record<string, { title: string; body: () => ReactNode }>;

type Tool = keyof typeof TOOLS;

export function Toolbox() {
  const [open, setOpen] = useState<Tool | null>(null);
  const headingId = useId();

  return (
    <section className="toolbox card" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5">
          Toolbox
        </h2>
        <div className="toolbox-buttons">
          {(Object.keys(TOOLS) as Tool[]).map((tool) => (
            <Button key={tool} variant="outline-primary" onClick={() => setOpen(tool)}>
              {TOOLS[tool].title}
            </Button>
          ))}
        </div>
      </div>
      {(Object.keys(TOOLS) as Tool[]).map((tool) => (
        <ToolDialog key={tool} title={TOOLS[tool].title} show={open === tool} onClose={() => setOpen(null)}>
          {TOOLS[tool].body()}
        </ToolDialog>
      ))}
    </section>
  );
}

interface ToolDialogProps {
  title: string;
  show: boolean;
  onClose: () => void;
  children: ReactNode;
}

function ToolDialog({ title, show, onClose, children }: ToolDialogProps) {
  const titleId = useId();
  return (
    <Dialog show={show} onHide={onClose} fullscreen="sm-down" scrollable aria-labelledby={titleId}>
      <Dialog.Header>
        <Dialog.Title as="h2" className="h5" id={titleId}>
          {title}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
