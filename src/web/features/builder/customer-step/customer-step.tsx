// Create Customer (docs/product-rules.md#steps-and-completion): the customer's details and the contract's
// description. Required fields are marked but never enforced: the step only shows as incomplete in the header.
// Every keystroke goes to the store, which autosaves.
import type { ChangeEvent, FocusEvent } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { contractLimits } from '#api/contract-limits';
import type { Contract, Customer } from '#domain/contract/model';
import { formatPhone } from '#domain/format/phone';
import { tidyState } from '#domain/legal/us-states';
import { TextLimitHint } from '#web/components/text-limit-hint';
import { BuilderStepLayout } from '../builder-step-layout';
import { JobSiteFields } from './job-site-fields';
import { SaleLanguage } from './sale-language';
import { StateLawNote, STATE_LAW_NOTE_ID } from './state-law-note';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';

type TextField = Exclude<keyof Customer, 'Id' | 'Name'>;

interface FieldSpec {
  field: TextField;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  /**
   * Tidies what was typed when the agent leaves the field, never while
   * typing: a caret in the middle, or a deleted hyphen, stays where the agent
   * put it. What is stored is the shown text.
   */
  format?: (value: string) => string;
}

const FIELDS: readonly FieldSpec[] = [
  { field: 'First', label: 'First Name', required: true },
  { field: 'Last', label: 'Last Name', required: true },
  { field: 'Email', label: 'Email', required: true, type: 'email', inputMode: 'email' },
  { field: 'Phone', label: 'Phone', required: true, type: 'tel', inputMode: 'tel', format: formatPhone },
  { field: 'Address1', label: 'Address 1', required: true },
  { field: 'Address2', label: 'Address 2' },
  { field: 'City', label: 'City', required: true },
  { field: 'State', label: 'State', required: true, format: tidyState },
  { field: 'PostalCode', label: 'Zip Code', required: true, inputMode: 'numeric' },
];

const REQUIRED_HINT_ID = 'customer-required-hint';

function describedBy(spec: FieldSpec): string | undefined {
  const ids = [spec.required ? REQUIRED_HINT_ID : '', spec.field === 'State' ? STATE_LAW_NOTE_ID : ''];
  return ids.filter(Boolean).join(' ') || undefined;
}

function RequiredMarker() {
  return (
    <span className="required-marker" aria-hidden="true">
      *
    </span>
  );
}

export function CustomerStep() {
  return (
    <BuilderStepLayout step="customer" intro={<RequiredHint />}>
      {(contract) => <CustomerForm contract={contract} />}
    </BuilderStepLayout>
  );
}

function RequiredHint() {
  return (
    <p className="text-body-secondary">
      <RequiredMarker /> marks the details needed to complete this step.
      <span id={REQUIRED_HINT_ID} className="visually-hidden">
        required
      </span>
    </p>
  );
}

function CustomerForm({ contract }: { contract: Contract }) {
  const { Customer: customer, Description: description } = contract;
  const updateCustomer = useBuilderStore((state) => state.updateCustomer);
  const setDescription = useBuilderStore((state) => state.setDescription);

  function change(spec: FieldSpec) {
    return (event: ChangeEvent<HTMLInputElement>) => updateCustomer({ [spec.field]: event.target.value });
  }

  function tidy({ field, format }: FieldSpec) {
    if (!format) return undefined;
    return (event: FocusEvent<HTMLInputElement>) => {
      const tidied = format(event.target.value);
      if (tidied !== event.target.value) updateCustomer({ [field]: tidied });
    };
  }

  return (
    // The customer's details are typed here for the agent, not the browser's autofill of the agent's own.
    <Form noValidate onSubmit={(event) => event.preventDefault()} autoComplete="off">
      <Row className="g-3">
        {FIELDS.map((spec) => (
          <Col xs={12} md={6} key={spec.field}>
            <Form.Group controlId={`customer-${spec.field}`}>
              <Form.Label>
                {spec.label}
                {spec.required && <RequiredMarker />}
              </Form.Label>
              <Form.Control
                type={spec.type ?? 'text'}
                inputMode={spec.inputMode}
                autoComplete="off"
                name={spec.field}
                maxLength={spec.field === 'Email' ? contractLimits.emailLength : contractLimits.nameLength}
                value={typeof customer[spec.field] === 'string' ? customer[spec.field] : ''}
                aria-describedby={describedBy(spec)}
                onChange={change(spec)}
                onBlur={tidy(spec)}
              />
              {spec.field === 'State' && <StateLawNote contract={contract} />}
            </Form.Group>
          </Col>
        ))}
        <Col xs={12} md={6}>
          <SaleLanguage contract={contract} />
        </Col>
        <Col xs={12}>
          <JobSiteFields contract={contract} />
        </Col>
        <Col xs={12}>
          <Form.Group controlId="customer-Notes">
            <Form.Label>Customer Notes</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={contractLimits.textLength}
              aria-describedby="customer-Notes-limit"
              value={customer.Notes}
              onChange={(event) => updateCustomer({ Notes: event.target.value })}
            />
            <TextLimitHint id="customer-Notes-limit" value={customer.Notes} limit={contractLimits.textLength} />
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="contract-Description">
            <Form.Label>Contract Description</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={contractLimits.textLength}
              aria-describedby="contract-Description-limit"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
            <TextLimitHint id="contract-Description-limit" value={description} limit={contractLimits.textLength} />
          </Form.Group>
        </Col>
      </Row>
    </Form>
  );
}
