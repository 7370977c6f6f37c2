import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from './modal.tsx';
import { renderUi } from './testing/render-ui.tsx';

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Book a class"
        subtitle="Yoga, Monday 18:00"
        onClose={() => setOpen(false)}
        footer={<button type="button">Book</button>}
        {...props}
      >
        <input aria-label="Comment" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderUi(<Modal open={false} title="Hidden" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by its title and described by its subtitle, with body and footer', async () => {
    const { user } = renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Book a class' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Yoga, Monday 18:00');
    expect(screen.getByRole('textbox', { name: 'Comment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book' })).toBeInTheDocument();
  });

  it('closes by its Close button and by Escape, and gives focus back', async () => {
    const { user } = renderUi(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Book' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Book' })).toHaveFocus();
  });

  it('closes on a click outside only when that handler is given', async () => {
    const onClickOutside = vi.fn();
    const { user, rerender } = renderUi(<Modal open title="Plain" />);
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    rerender(<Modal open title="Plain" onClickOutside={onClickOutside} />);
    await user.click(screen.getByRole('dialog'));
    expect(onClickOutside).not.toHaveBeenCalled();
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(onClickOutside).toHaveBeenCalledOnce();
  });

  it('has no close button and ignores Escape without onClose', async () => {
    const { user } = renderUi(<Modal open title="Must choose" />);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the image-header variant, the default width and full screen', () => {
    const { rerender } = renderUi(
      <Modal open title="Sauna" image={{ src: '/sauna.jpg', alt: 'The sauna' }} onClose={() => undefined} />,
    );
    expect(screen.getByRole('img', { name: 'The sauna' })).toHaveAttribute('src', '/sauna.jpg');
    expect(screen.getByRole('dialog').style.width).toContain('900px');

    expect(screen.getByRole('dialog').className).toMatch(/capped/);

    rerender(<Modal open title="Sauna" stretched />);
    expect(screen.getByRole('dialog').className).toMatch(/stretched/);

    rerender(<Modal open title="Sauna" size={610} />);
    expect(screen.getByRole('dialog').style.width).toBe('610px');
    expect(screen.getByRole('dialog').className).not.toMatch(/capped|stretched/);

    rerender(<Modal open title="Sauna" size="full" />);
    expect(screen.getByRole('dialog').className).toMatch(/full/);
    expect(screen.getByRole('dialog').style.width).toBe('');
  });

  it('stops the page behind from scrolling while open', () => {
    const { rerender } = renderUi(<Modal open title="Locked" />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<Modal open={false} title="Locked" />);
    expect(document.body.style.overflow).toBe('');
  });
});
