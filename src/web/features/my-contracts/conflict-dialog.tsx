// A sync answered 409: the cloud's copy changed since this device last synced the contract. The agent sees what
// differs and keeps this device's copy or takes the cloud's; deciding later leaves it pending for the next sync to
// ask again. Focus starts on 'Decide later', so a stray Enter never throws a copy away.
import { useId } from 'react';
import { Button, Spinner, Table } from 'react-bootstrap';
import type { Contract } from '#domain/contract/model';
import type { ContractDifference } from '#domain/contract/differences';
import { contractLabel } from './contract-labels';
import { Dialog } from '#web/components/dialog';

export type ConflictChoice = 'device' | 'cloud';

export interface ContractConflict {
  device: Contract;
  cloud: Contract;
  cloudVersion: number;
  differences: readonly ContractDifference[];
}

export interface ConflictDialogProps {
  conflict: ContractConflict | null;
  /** The choice being carried out, if any. */
  busy: ConflictChoice | null;
  onChoose: (choice: ConflictChoice) => void;
  onCancel: () => void;
}

export const KEEP_DEVICE_COPY = "Keep this device's copy";
export const TAKE_CLOUD_COPY = 'Take the cloud copy';

export function ConflictDialog({ conflict, busy, onChoose, onCancel }: ConflictDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      show={conflict !== null}
      onHide={() => {
        if (!busy) onCancel();
      }}
      centered
      size="lg"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <Dialog.Header>
        <Dialog.Title as="h2" className="h5" id={titleId}>
          Changed in the Cloud
        </Dialog.Title>
      </Dialog.Header>
      {conflict && (
        <Dialog.Body>
          <p id={bodyId}>
            The cloud copy of the {contractLabel(conflict.device)} was changed since this device last synced it. Choose
            which copy to keep.
          </p>
          <Table bordered size="sm" className="conflict-table">
            <caption className="caption-top">What differs</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">On this device</th>
                <th scope="col">In the cloud</th>
              </tr>
            </thead>
            <tbody>
              {conflict.differences.map((difference, index) => (
                <tr key={`${difference.field}-${index}`}>
                  <th scope="row">{difference.field}</th>
                  <td>{difference.device}</td>
                  <td>{difference.cloud}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <p className="small text-body-secondary mt-3 mb-0">
            Keeping this device’s copy sends it to the cloud in place of the cloud’s copy. Taking the cloud copy
            replaces the one on this device.
          </p>
        </Dialog.Body>
      )}
      <Dialog.Footer className="flex-wrap">
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy !== null} autoFocus>
          Decide later
        </Button>
        <Button variant="outline-primary" onClick={() => onChoose('cloud')} disabled={busy !== null}>
          {busy === 'cloud' && <Spinner animation="border" size="sm" aria-hidden="true" />}
          {TAKE_CLOUD_COPY}
        </Button>
        <Button variant="primary" onClick={() => onChoose('device')} disabled={busy !== null}>
          {busy === 'device' && <Spinner animation="border" size="sm" aria-hidden="true" />}
          {KEEP_DEVICE_COPY}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
