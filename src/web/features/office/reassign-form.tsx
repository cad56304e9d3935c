// Who a contract belongs to, changed by the office: the new agent's tablet finds it in a search, the old one takes
// the cloud's copy at its next sync.
import { useState, type FormEvent } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { reassignContract } from '#web/sync/office-contracts';
import { officePeople } from '#web/sync/office-people';
import { useOfficeList } from './office-query';
import { ProblemAlert } from './problem-alert';

export function ReassignForm({
  contractId,
  agentId,
  onChanged,
}: {
  contractId: string;
  agentId: string | null;
  onChanged: (message: string) => Promise<void>;
}) {
  const people = useOfficeList(['office', 'people'], officePeople);
  const [problem, setProblem] = useState<string | null>(null);
  const others = (people.data ?? []).filter((person) => !person.disabled && person.id !== agentId);

  async function reassign(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const to = String(new FormData(event.currentTarget).get('agent') ?? '');
    if (!to) return setProblem('Choose the agent to give it to.');
    const result = await reassignContract(contractId, to);
    if (!result.ok) return setProblem(result.message);
    const name = others.find((person) => person.id === to)?.displayName ?? 'the agent';
    await onChanged(`The contract is ${name}'s now (version ${result.data.version}).`);
  }

  return (
    <section aria-labelledby="reassign-title" className="mt-4">
      <h3 id="reassign-title" className="h5">
        Give it to another agent
      </h3>
      <Form onSubmit={(event) => void reassign(event)} aria-label="Give it to another agent">
        <Form.Label htmlFor="reassign-agent">Agent</Form.Label>
        <InputGroup className="office-narrow">
          <Form.Select id="reassign-agent" name="agent" defaultValue="">
            <option value="">Choose…</option>
            {others.map((person) => (
              <option key={person.id} value={person.id}>
                {person.displayName || `${person.first} ${person.last}`} ({person.email})
              </option>
            ))}
          </Form.Select>
          <Button type="submit" variant="outline-primary">
            Give it
          </Button>
        </InputGroup>
      </Form>
      <ProblemAlert problem={problem} />
    </section>
  );
}
