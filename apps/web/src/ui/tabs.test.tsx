import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs.tsx';
import { renderUi } from './testing/render-ui.tsx';

function Harness({ onNews }: { onNews?: () => void }) {
  const [value, setValue] = useState('courses');
  return (
    <Tabs
      label="Studio"
      value={value}
      onChange={setValue}
      tabs={[
        { title: 'News', value: 'news', onClick: onNews },
        { title: 'Courses', value: 'courses' },
        { title: 'Events', value: 'events', disabled: true },
        { title: 'Offers', value: 'offers' },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('marks the active tab and makes it the one tab stop', () => {
    renderUi(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Studio' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Courses' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Courses' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'News' })).toHaveAttribute('tabindex', '-1');
  });

  it('activates on click and runs the tab handler', async () => {
    const onNews = vi.fn();
    const { user } = renderUi(<Harness onNews={onNews} />);
    await user.click(screen.getByRole('tab', { name: 'News' }));
    expect(onNews).toHaveBeenCalledOnce();
    expect(screen.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves focus with arrows, Home and End (skipping disabled tabs) and activates with Enter or Space', async () => {
    const { user } = renderUi(<Harness />);
    screen.getByRole('tab', { name: 'Courses' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Offers' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Courses' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Offers' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'News' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Offers' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Offers' })).toHaveFocus();
  });

  it('lets entries say themselves whether they are active', () => {
    renderUi(
      <Tabs
        label="Flow"
        tabs={[
          { title: 'One', value: '1', active: false },
          { title: 'Two', value: '2', active: true },
        ]}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
  });
});
