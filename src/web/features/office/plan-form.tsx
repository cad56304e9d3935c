// Add a financing plan, or change one's months, APR and whether new contracts are offered it. Checked here with the
// API's own schemas before anything is sent; what the agent typed stays until it is saved or cancelled.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import {
  financingPlanTermsSchema,
  newFinancingPlanSchema,
  type FinancingPlan,
  type FinancingPlanTerms,
} from '#api/financing-plans';
import { asSentence } from './office-words';

type Field = 'code' | 'term' | 'apr';

export interface PlanFormProps {
  /** The plan to change; none to add one. */
  plan?: FinancingPlan;
  /** Sends the plan; resolves to the server's refusal, or null once saved. */
  onSubmit: (plan: FinancingPlanTerms & { code: string }) => Promise<string | null>;
  onCancel: () => void;
}

function firstProblems(issues: readonly { path: PropertyKey[]; message: string }[]): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === 'code' || field === 'term' || field === 'apr') && !problems[field]) {
      problems[field] = asSentence(issue.message);
    }
  }
  return problems;
}

export function PlanForm({ plan, onSubmit, onCancel }: PlanFormProps) {
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState(plan?.code ?? '');
  const [term, setTerm] = useState(String(plan?.term ?? 60));
  const [apr, setApr] = useState(plan ? String(plan.apr) : '');
  const [visible, setVisible] = useState(plan?.visible ?? true);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const title = plan ? `Change ${plan.code}` : 'Add a financing plan';

  // Re-rating is the usual change: the APR takes the focus; a new plan starts at its code.
  useEffect(() => first.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = {
      term: term.trim() === '' ? NaN : Number(term),
      apr: apr.trim() === '' ? NaN : Number(apr),
      visible,
    };
    const parsed = plan
      ? financingPlanTermsSchema.safeParse(typed)
      : newFinancingPlanSchema.safeParse({ code, ...typed });
    if (!parsed.success) {
      setProblems(firstProblems(parsed.error.issues));
      return;
    }
    setProblems({});
    setSaving(true);
    const refused = await onSubmit({ code: plan?.code ?? code.trim().toUpperCase(), ...parsed.data });
    setSaving(false);
    setRefusal(refused);
  }

  const field = (name: Field, label: string, value: string, set: (text: string) => void, hint: string) => (
    <Form.Group className="mb-3" controlId={`${id}-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        ref={name === (plan ? 'apr' : 'code') ? first : undefined}
        value={value}
        inputMode={name === 'code' ? 'text' : name === 'term' ? 'numeric' : 'decimal'}
        onChange={(event) => set(event.target.value)}
        isInvalid={problems[name] !== undefined}
        aria-invalid={problems[name] !== undefined}
        aria-describedby={`${id}-${name}-problem ${id}-${name}-hint`}
      />
      <Form.Control.Feedback type="invalid" id={`${id}-${name}-problem`}>
        {problems[name]}
      </Form.Control.Feedback>
      <Form.Text id={`${id}-${name}-hint`}>{hint}</Form.Text>
    </Form.Group>
  );

  return (
    <Form
      className="office-plan-form card card-body mt-3"
      onSubmit={(event) => void submit(event)}
      aria-label={title}
      noValidate
    >
      <h2 className="h5">{title}</h2>
      {refusal && (
        <Alert variant="danger" role="alert">
          {refusal}
        </Alert>
      )}
      {!plan && field('code', 'Code', code, setCode, 'As printed on contracts, such as DEL2665.')}
      {field('term', 'Months', term, setTerm, 'Only a 60-month plan is charged interest.')}
      {field('apr', 'APR (%)', apr, setApr, 'A yearly rate with at most two decimals, such as 8.99.')}
      <Form.Check
        id={`${id}-visible`}
        className="mb-3"
        label="Offered on new contracts"
        checked={visible}
        onChange={(event) => setVisible(event.target.checked)}
      />
      <p className="small text-body-secondary">
        Contracts already sold with a plan keep the terms they were sold with. Tablets offer the new terms from their
        next sync.
      </p>
      <div className="d-flex gap-2">
        <Button type="submit" disabled={saving}>
          {plan ? 'Save changes' : 'Add plan'}
        </Button>
        <Button variant="outline-secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
