// @vitest-environment happy-dom
import { describe, it, expect, vi, afterEach } from 'vitest';
import { render, screen, cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './Modal.tsx';

afterEach(cleanup);

function Page({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Modal label="Settings" onClose={close}>
          <input aria-label="Name" />
          <button type="button">Save</button>
          <button type="button" onClick={close}>
            Close
          </button>
        </Modal>
      ) : null}
    </>
  );
}

describe('Modal', () => {
  it('takes the focus to its first field, keeps Tab inside, and gives the focus back on Escape', async () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await userEvent.tab(); // from the last control back to the first
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    await userEvent.tab({ shift: true }); // and backwards
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
  it('a click outside closes it, but not in its first 500 ms (the second tap of a double tap that opened it)', async () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const closed = vi.fn();
    render(<Page onClose={closed} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const overlay = screen.getByRole('dialog', { name: 'Settings' }).parentElement!;
    now += 499;
    overlay.click();
    expect(closed).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy();
    now += 1;
    overlay.click();
    expect(closed).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    vi.restoreAllMocks();
  });
  it('without onClose, Escape does not close it', async () => {
    render(
      <Modal role="alertdialog" label="Stop">
        <button type="button">OK</button>
      </Modal>,
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Stop' })).toBeTruthy();
  });
  it('parts that arrive out of order: the focus follows the first field until the player acts', async () => {
    function Parts({ parts }: { parts: ('name' | 'phone')[] }) {
      return (
        <Modal label="Log in">
          {parts.includes('name') ? <input aria-label="Username" /> : <div />}
          {parts.includes('phone') ? <input aria-label="Mobile number" /> : <div />}
        </Modal>
      );
    }
    const { rerender } = render(<Parts parts={[]} />);
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Log in' }));
    rerender(<Parts parts={['phone']} />);
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Mobile number')));
    rerender(<Parts parts={['name', 'phone']} />);
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Username')));
    cleanup();

    // Once the player has typed, a part that arrives later leaves the focus where it is.
    const again = render(<Parts parts={['phone']} />);
    const phone = screen.getByLabelText('Mobile number');
    expect(document.activeElement).toBe(phone);
    await userEvent.keyboard('9');
    again.rerender(<Parts parts={['name', 'phone']} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(document.activeElement).toBe(phone);
  });
});
