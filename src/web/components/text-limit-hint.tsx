// Under a long text field (notes, descriptions): once the agent reaches the
// most the cloud accepts (the field's maxLength), says so, so a pasted text
// cut short is never cut silently. A contract within the limits can always sync.
import { Form } from 'react-bootstrap';

export function textLimitMessage(limit: number): string {
  return `This field holds at most ${limit.toLocaleString('en-US')} characters; anything past that was not kept.`;
}

export function TextLimitHint({ id, value, limit }: { id: string; value: string; limit: number }) {
  if (value.length < limit) return null;
  return (
    <Form.Text id={id} className="text-limit-hint" role="status">
      {textLimitMessage(limit)}
    </Form.Text>
  );
}
