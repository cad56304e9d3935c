// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PdfViewerModal } from './pdf-viewer-modal';
import { usePdfViewer } from './pdf-viewer-store';

// pdf.js needs a real browser; the document view is tested in the browser specs.
vi.mock('./pdf-document-view', () => ({
  default: ({ name }: { name: string }) => <p>Document {name}</p>,
}));

beforeEach(() => usePdfViewer.setState({ name: null }));
afterEach(cleanup);

describe('the PDF viewer', () => {
  it('opens a guide by name from anywhere and closes', async () => {
    const user = userEvent.setup();
    render(<PdfViewerModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => usePdfViewer.getState().open('A1x07'));
    const dialog = await screen.findByRole('dialog', { name: 'Guide A1x07' });
    expect(await within(dialog).findByText('Document A1x07')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(usePdfViewer.getState().name).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
