import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './Modal';
import { DesignSystemProvider } from './theme/ThemeProvider';

function Harness({ closeOnBackdrop = true }: { closeOnBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <DesignSystemProvider>
      <button type="button" onClick={() => setOpen(true)}>
        Open document
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Brand book" closeLabel="Close PDF" closeOnBackdrop={closeOnBackdrop}>
        <input aria-label="Password" />
      </Modal>
    </DesignSystemProvider>
  );
}

describe('Modal', () => {
  it('is a labelled dialog that takes focus and gives it back on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open document' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Brand book' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Close PDF' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open document' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open document' }));
    await user.click(screen.getByLabelText('Password'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('can ignore backdrop clicks', async () => {
    const user = userEvent.setup();
    render(<Harness closeOnBackdrop={false} />);
    await user.click(screen.getByRole('button', { name: 'Open document' }));
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open document' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
