// @vitest-environment jsdom
// One signer's place on the Sign step in the language the signer reads: a buyer in a Spanish sale reads every word
// around the pad in Spanish, and signs by typing just as well.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignerBlock } from './signer-block';

// jsdom has no canvas: the box is a labelled region, and a typed signature an image of its own.
vi.mock('./signature-pad', () => ({
  SignaturePadBox: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));
vi.mock('./typed-signature', () => ({ typedSignatureImage: () => 'data:image/png;base64,AA==' }));

afterEach(cleanup);

const INTENT = 'Al firmar aquí acepto este contrato, incluido su Aviso de cancelación, y quiero que esta sea mi firma.';

describe('a signer’s place on the Sign step', () => {
  it('speaks Spanish to the buyer of a Spanish sale, from the name to the typed signature', async () => {
    const user = userEvent.setup();
    const onSign = vi.fn();
    render(
      <SignerBlock
        signer="buyer"
        language="es"
        defaultName="Rosa Garza"
        intent={INTENT}
        signature={null}
        onSign={onSign}
        now={() => '2026-12-08T15:00:00.000Z'}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Comprador' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre del comprador' })).toHaveValue('Rosa Garza');
    expect(screen.getByRole('group', { name: 'Cómo firma el comprador' })).toBeInTheDocument();
    expect(screen.getByText('Firme en el recuadro con el dedo o con un lápiz táctil.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Firma del comprador, dibujada' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Borrar la firma del comprador' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sin firmar todavía.');

    await user.click(screen.getByRole('button', { name: 'Escribir en su lugar' }));
    const typed = screen.getByRole('textbox', { name: 'Firma del comprador, escrita' });
    expect(typed).toHaveAccessibleDescription(`${INTENT} Escriba su nombre completo como firma.`);
    await user.type(typed, 'Rosa Garza');
    await user.click(screen.getByRole('button', { name: 'Firmar como comprador' }));
    expect(onSign).toHaveBeenLastCalledWith(
      expect.objectContaining({ role: 'buyer', name: 'Rosa Garza', method: 'typed', intent: INTENT }),
    );
    // No English word of ours is left around the pad.
    expect(document.body.textContent).not.toMatch(/\b(Draw|Type instead|Sign|signature|Buyer|Not signed)\b/);
  });

  it('keeps the agent’s own words in English', () => {
    render(<SignerBlock signer="agent" defaultName="Jane Demo" intent="" signature={null} onSign={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Agent’s name' })).toHaveValue('Jane Demo');
    expect(screen.getByRole('button', { name: 'Type instead' })).toBeInTheDocument();
  });
});
