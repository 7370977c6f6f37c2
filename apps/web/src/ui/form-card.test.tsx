import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormCard } from './form-card.tsx';
import { renderUi } from './testing/render-ui.tsx';

describe('FormCard', () => {
  it('shows the form with its title and footer', () => {
    renderUi(
      <FormCard title="Your details" footer={<button type="button">Next</button>}>
        <input aria-label="Name" />
      </FormCard>,
    );
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows the information sidebar with title, address, description and avatar', () => {
    renderUi(
      <FormCard
        info={{
          title: 'Motus Berlin Mitte',
          address: 'Torstraße 1, 10119 Berlin',
          description: 'Open every day',
          avatar: { src: '/logo.png', alt: 'Studio logo' },
        }}
      >
        <p>Form</p>
      </FormCard>,
    );
    const sidebar = screen.getByRole('complementary');
    expect(sidebar).toHaveTextContent('Motus Berlin Mitte');
    expect(sidebar).toHaveTextContent('Torstraße 1, 10119 Berlin');
    expect(sidebar).toHaveTextContent('Open every day');
    expect(screen.getByRole('img', { name: 'Studio logo' })).toBeInTheDocument();
  });
});
