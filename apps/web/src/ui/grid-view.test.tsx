import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GridView } from './grid-view.tsx';
import { renderUi } from './testing/render-ui.tsx';

describe('GridView', () => {
  it('lists the items', () => {
    renderUi(
      <GridView items={['Yoga', 'Pilates']} itemKey={(item) => item} renderItem={(item) => item} emptyText="None" />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Yoga', 'Pilates']);
  });

  it('shows the empty text without items', () => {
    renderUi(<GridView items={[]} itemKey={String} renderItem={String} emptyText="No courses this week" />);
    expect(screen.getByText('No courses this week')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
