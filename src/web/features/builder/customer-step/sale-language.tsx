// The language the sale is presented in (docs/decisions/053-language-of-the-sale.md): the contract, its notices and
// the consent the customer reads come out in it; the agent's screens stay in English.
import { Form } from 'react-bootstrap';
import type { Contract } from '#domain/contract/model';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';

export function SaleLanguage({ contract }: { contract: Contract }) {
  const setLanguage = useBuilderStore((state) => state.setLanguage);
  return (
    <Form.Group controlId="contract-Language">
      <Form.Label>Language of the sale</Form.Label>
      <Form.Select
        value={contract.Language === 'es' ? 'es' : 'en'}
        aria-describedby="contract-Language-hint"
        onChange={(event) => setLanguage(event.target.value === 'es' ? 'es' : 'en')}
      >
        <option value="en">English</option>
        <option value="es" lang="es">
          Español (Spanish)
        </option>
      </Form.Select>
      <Form.Text id="contract-Language-hint">
        The language you present the sale in: the law wants the contract, its notices and the consent in it.
      </Form.Text>
    </Form.Group>
  );
}
